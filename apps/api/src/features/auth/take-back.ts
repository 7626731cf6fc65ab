import { takeBackAccount } from "../../platform/db/per-user-tables.js";
import type { Tx } from "../../platform/rewards/ledger.js";

/**
 * When the owner of an address takes back an account nobody had proved it for (an identity provider
 * vouched for the address: oidc.ts linkUser; or a reset link mailed to it was used: service.ts
 * resetPassword), everything in it may be someone else's: a
 * pre-hijacker's name on the leaderboard, a recurring rule that goes on adding their entries, a goal,
 * their browser told of the owner's streak reminders, their sessions. We cannot tell the owner's rows
 * from an intruder's, so every table's takeBack step runs (platform/db/per-user-tables.ts): the account
 * keeps its id and address, and starts again as if just made, its name and picture the provider's
 * (after a reset, a neutral name).
 * Messages to the team stay with the team, unlinked; a newsletter subscription confirmed for the
 * address itself stays (only its owner could confirm it); mail and sign-in records kept by address stay.
 *
 * Returns uploaded files to remove from storage once the transaction has committed.
 */
export function clearUnprovedWrites(
  tx: Tx,
  user: { id: string; email: string },
  profile: { name: string; picture: string | null },
): Promise<string[]> {
  // provenEmail null: rows kept by address were never the holder's to clear (every such step keeps them).
  return takeBackAccount(tx, { userId: user.id, email: user.email, provenEmail: null, profile });
}
