import type { AgeBand } from "@arthshala/contracts/age-bands";
import type { GuardianState } from "@arthshala/contracts/guardian-rules";
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
  /** Their age band; null: not given yet. */
  ageBand: AgeBand | null;
  /** Under 18: where their guardian's consent stands (platform/guardian/state.ts); null otherwise. */
  guardian: GuardianState | null;
}
