import { monthStartOf, type TransactionType } from "@arthshala/contracts/tracker-rules";
import { sql } from "drizzle-orm";
import type { Tx } from "../../platform/rewards/ledger.js";

/** A change to one learner's month totals: +amount/+1 for a new transaction, −amount/−1 for a removed one. */
export interface TotalsDelta {
  day: string;
  type: TransactionType;
  category: string;
  paise: number;
  count: number;
}

/**
 * Moves the month totals by the deltas, in the caller's transaction (the same one that writes the
 * transactions), folding deltas of the same month, type and category into one row first. A row whose
 * count reaches 0 is removed, so an emptied month leaves nothing behind.
 */
export async function adjustTotals(tx: Tx, userId: string, deltas: TotalsDelta[]): Promise<void> {
  const folded = new Map<
    string,
    { month: string; type: TransactionType; category: string; paise: number; count: number }
  >();
  for (const d of deltas) {
    const month = monthStartOf(d.day);
    const key = `${month}|${d.type}|${d.category}`;
    const row = folded.get(key) ?? { month, type: d.type, category: d.category, paise: 0, count: 0 };
    row.paise += d.paise;
    row.count += d.count;
    folded.set(key, row);
  }
  // In key order: rows are locked in the order they are written, so two writers of the same learner's
  // months (two instances catching up their rules) take them in the same order and cannot deadlock.
  const rows = [...folded.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, r]) => r)
    .filter((r) => r.count !== 0 || r.paise !== 0);
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${userId}::uuid, ${r.month}::date, ${r.type}, ${r.category}, ${r.paise}::bigint, ${r.count}::int)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    insert into transaction_month_totals (user_id, month_start, type, category, amount_paise, transaction_count)
    values ${values}
    on conflict (user_id, month_start, type, category) do update set
      amount_paise = transaction_month_totals.amount_paise + excluded.amount_paise,
      transaction_count = transaction_month_totals.transaction_count + excluded.transaction_count`);
  await tx.execute(sql`
    delete from transaction_month_totals where user_id = ${userId} and transaction_count <= 0`);
}
