import { sql } from "drizzle-orm";
import { type Db, selectRows } from "../../platform/db/client.js";
import { eraseAccount, exportAccount } from "../../platform/db/per-user-tables.js";
import type { Tx } from "../../platform/rewards/ledger.js";

/**
 * A learner's rights over their data (DPDP Act, 2023): the download and the deletion both go table by
 * table through platform/db/per-user-tables.ts, which says what each does with every table that holds
 * an account's rows (a test fails when a table is missing there).
 */

/**
 * The account's address once confirmed (sign-up link, or an identity provider that vouched for it),
 * else null: anyone can sign up with someone else's address, so until it is confirmed the rows kept by
 * address are not the account's to see or erase, only what it made itself.
 */
async function provenEmail(db: Db | Tx, userId: string): Promise<string | null> {
  const [user] = await selectRows<{ email: string; verified: boolean }>(
    db,
    sql`select email, email_verified_at is not null as verified from users where id = ${userId}`,
  );
  return user?.verified ? user.email : null;
}

export async function exportLearnerData(db: Db, userId: string, now: Date) {
  const data = await exportAccount(db, { userId, provenEmail: await provenEmail(db, userId) });
  return {
    exported_at: now.toISOString(),
    about:
      "Everything Arthshala stores about your account, one section per database table. Money amounts are in rupees. Passwords are never stored, only a one-way hash, which is not included.",
    data,
  };
}

/** The section names the export writes (tests compare them with the database's tables). */
export { EXPORT_SECTIONS } from "../../platform/db/per-user-tables.js";

/**
 * Erases a learner: their rows go, messages they sent the team are kept without anything that says who
 * sent them, and mail and sign-in records for their address are deleted (for a confirmed address only,
 * as in the export). Anonymous aggregates stay (an article's rating count and average). Returns the
 * profile picture to remove from storage once the transaction has committed.
 */
export async function eraseLearner(tx: Tx, userId: string): Promise<string | null> {
  const files = await eraseAccount(tx, { userId, provenEmail: await provenEmail(tx, userId) });
  return files[0] ?? null;
}
