import { sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import type { Tx } from "./ledger.js";

/**
 * The totals row every account has from its creation. News published before the learner joined is
 * not theirs: their broadcasts start after the newest one at sign-up.
 */
export async function createLearnerStats(tx: Tx | Db, userId: string): Promise<void> {
  await tx.execute(sql`
    insert into learner_stats (user_id, broadcasts_from_id, broadcasts_seen_id)
    select ${userId}, b.newest, b.newest
    from (select coalesce(max(id), 0) as newest from broadcast_notifications) b
    on conflict (user_id) do nothing`);
}
