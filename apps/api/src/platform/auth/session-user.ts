/** Who a request is from, as the session read it (platform/auth/session.ts). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  picture: string | null;
  role: "Admin" | "Learner";
  emailVerifiedAt: Date | null;
  language: string | null;
}
