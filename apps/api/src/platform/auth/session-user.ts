import type { Role } from "@arthshala/contracts/roles";

/** Who a request is from, as the session read it (platform/auth/session.ts). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  picture: string | null;
  role: Role;
  emailVerifiedAt: Date | null;
  language: string | null;
}
