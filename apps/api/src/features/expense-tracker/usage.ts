import { indiaDay } from "@arthshala/contracts/india-time";
import {
  addMonths,
  FREQUENT_CATEGORIES_MAX,
  FREQUENT_CATEGORIES_MONTHS,
  monthStart,
  STARTER_CATEGORIES,
  TRANSACTION_TYPES,
  type TransactionType,
} from "@arthshala/contracts/tracker-rules";
import { sql } from "drizzle-orm";
import { type Db, selectRows } from "../../platform/db/client.js";
import type { Tx } from "../../platform/rewards/ledger.js";
import { categoriesOf } from "./transactions.js";

export type FrequentCategories = Record<TransactionType, string[]>;

/**
 * Quick add's chips: per type, the learner's own most-used categories of the last months (counted from
 * their month totals, never anyone else's), then the starter ones, up to FREQUENT_CATEGORIES_MAX.
 * Only categories the learner still has are offered.
 */
export async function frequentCategories(
  db: Db | Tx,
  userId: string,
  all: string[],
  now: Date,
): Promise<FrequentCategories> {
  const today = indiaDay(now);
  const from = addMonths(
    Number(today.slice(0, 4)),
    Number(today.slice(5, 7)),
    1 - FREQUENT_CATEGORIES_MONTHS,
  );
  const rows = await selectRows<{ type: TransactionType; category: string }>(
    db,
    sql`select type, category from transaction_month_totals
      where user_id = ${userId} and month_start >= ${monthStart(from.year, from.month)}::date
      group by type, category
      order by sum(transaction_count) desc, category`,
  );
  const known = new Set(all);
  const result = {} as FrequentCategories;
  for (const type of TRANSACTION_TYPES) {
    const used = rows.filter((r) => r.type === type && known.has(r.category)).map((r) => r.category);
    result[type] = [...new Set([...used, ...STARTER_CATEGORIES[type]])].slice(0, FREQUENT_CATEGORIES_MAX);
  }
  return result;
}

/** The categories answer: every category, the learner's own, and the most used per type. */
export async function categoriesAnswer(db: Db | Tx, userId: string, now: Date) {
  const { all, custom } = await categoriesOf(db, userId);
  return { data: all, custom, frequent: await frequentCategories(db, userId, all, now) };
}
