import { indiaDay } from "@arthshala/contracts/india-time";
import type { Locale } from "@arthshala/contracts/locales";
import { type FinStarsLedger, LEDGER_PAGE_ROWS, type Perk } from "@arthshala/contracts/rewards";
import { sql } from "drizzle-orm";
import { csvDocument } from "../../platform/csv.js";
import { type Db, selectRows } from "../../platform/db/client.js";
import { offeredTo, type PerkRow, presentPerk, SELECT_PERKS } from "./perks.js";

interface Entry {
  id: number;
  change: number;
  description: string;
  created_at: Date | string;
}

/** The learner's balance: the totals row, kept in the same transaction as every ledger row it sums. */
export async function balanceOf(db: Db, userId: string): Promise<number> {
  const [row] = await selectRows<{ fin_stars: number }>(
    db,
    sql`select fin_stars from learner_stats where user_id = ${userId}`,
  );
  return row?.fin_stars ?? 0;
}

/** The learner's FinStars changes, newest first, each with its reason; `limit` rows, or all. */
async function entriesOf(db: Db, userId: string, limit?: number) {
  const rows = await selectRows<Entry>(
    db,
    sql`select id, change, description, created_at from finstar_ledger where user_id = ${userId}
      order by created_at desc, id desc ${limit === undefined ? sql`` : sql`limit ${limit}`}`,
  );
  return rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() }));
}

/** The balance and the newest changes the page shows (the CSV has every one). */
export async function ledgerOf(db: Db, userId: string): Promise<FinStarsLedger> {
  const [balance, entries] = await Promise.all([
    balanceOf(db, userId),
    entriesOf(db, userId, LEDGER_PAGE_ROWS),
  ]);
  return { balance, entries };
}

/** The ledger as CSV (formula-safe cells: platform/csv.ts), oldest first with a running balance. */
export async function ledgerCsv(db: Db, userId: string, locale: Locale): Promise<string> {
  const entries = await entriesOf(db, userId);
  const header =
    locale === "hi"
      ? ["तारीख (भारत)", "बदलाव", "कारण", "बैलेंस"]
      : ["Date (India)", "Change", "Reason", "Balance"];
  let balance = 0;
  const rows = entries.reverse().map((e) => {
    balance += e.change;
    return [indiaDay(new Date(e.created_at)), e.change, e.description, balance];
  });
  return csvDocument([header, ...rows]);
}

/** The Rewards page: the balance and the perks on offer to this learner today. */
export async function rewardsPage(db: Db, userId: string, locale: Locale, now: Date) {
  const rows = await selectRows<PerkRow>(
    db,
    sql`${SELECT_PERKS} where ${offeredTo(userId, indiaDay(now), locale)} order by p.price, p.id`,
  );
  const perks: Perk[] = rows.map(presentPerk);
  return { balance: await balanceOf(db, userId), perks };
}
