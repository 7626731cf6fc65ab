/**
 * Where an under-18 account's guardian consent stands (DPDP Act 2023, section 9), worked out in one
 * place for the session (platform/auth/session.ts), the consent gate (features/guardian/gate.ts) and the
 * jobs that act for a learner with nobody asking (reminders, month-end scores, recurring entries, the
 * newsletter): an under-18 learner without a guardian's consent in effect has nothing saved or sent.
 */
import type { AgeBand } from "@arthshala/contracts/age-bands";
import type { GuardianState } from "@arthshala/contracts/guardian-rules";
import { type SQL, sql } from "drizzle-orm";

export interface ConsentRow {
  guardianEmail: string;
  confirmedAt: Date | null;
  revokedAt: Date | null;
}

/** Null for an adult (or an account that gave no age band); otherwise the state its pages show. */
export function guardianState(ageBand: AgeBand | null, consent: ConsentRow | null): GuardianState | null {
  if (ageBand !== "under-18") return null;
  if (!consent) return { status: "needed", email: null };
  const status = consent.revokedAt
    ? consent.confirmedAt
      ? "revoked"
      : "declined"
    : consent.confirmedAt
      ? "confirmed"
      : "asked";
  return { status, email: consent.guardianEmail };
}

/**
 * True for an account whose data may be processed, given the SQL of its users.id: anyone not under 18,
 * or an under-18 learner whose guardian's consent is in effect. For jobs that pick learners themselves.
 */
export function mayProcess(userId: SQL): SQL {
  return sql`not exists (select 1 from users gu where gu.id = ${userId} and gu.age_band = 'under-18'
    and not exists (select 1 from guardian_consents gc where gc.user_id = gu.id
      and gc.confirmed_at is not null and gc.revoked_at is null))`;
}
