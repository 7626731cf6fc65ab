import { indiaDay } from "@arthshala/contracts/india-time";
import type { MonthlyAggregate } from "@arthshala/contracts/tracker";
import {
  addMonths,
  MONTH_NAMES,
  monthIndex,
  monthStart,
  type TRANSACTION_TYPES,
} from "@arthshala/contracts/tracker-rules";
import { and, eq, gte, lte, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.js";
import { prepared } from "../../platform/db/prepared.js";
import { transactionMonthTotals } from "../../platform/db/schema.js";

/** The India month a request means: the one named, in the year given or this year, else this month. */
export function resolveMonth(now: Date, month?: string, year?: number): { year: number; month: number } {
  const today = indiaDay(now);
  return {
    year: year ?? Number(today.slice(0, 4)),
    month: month ? (monthIndex(month) as number) : Number(today.slice(5, 7)),
  };
}

const byTypeInRange = (db: Db) =>
  db
    .select({
      monthStart: sql<string>`${transactionMonthTotals.monthStart}::text`,
      type: transactionMonthTotals.type,
      paise: sql<number>`sum(${transactionMonthTotals.amountPaise})::bigint`,
    })
    .from(transactionMonthTotals)
    .where(
      and(
        eq(transactionMonthTotals.userId, sql.placeholder("userId")),
        gte(transactionMonthTotals.monthStart, sql.placeholder("from")),
        lte(transactionMonthTotals.monthStart, sql.placeholder("to")),
      ),
    )
    .groupBy(transactionMonthTotals.monthStart, transactionMonthTotals.type)
    .prepare("tracker_totals_by_type");

/**
 * Income, expense, investment and saving for each of `months` months ending with `last`, oldest
 * first, months without money included as zeros (the working-capital chart and the summary card).
 */
export async function monthlyAggregates(
  db: Db,
  userId: string,
  last: { year: number; month: number },
  months: number,
): Promise<MonthlyAggregate[]> {
  const first = addMonths(last.year, last.month, -(months - 1));
  const rows = await prepared(db, byTypeInRange).execute({
    userId,
    from: monthStart(first.year, first.month),
    to: monthStart(last.year, last.month),
  });
  const sums = new Map(rows.map((r) => [`${r.monthStart}|${r.type}`, Number(r.paise)]));
  return Array.from({ length: months }, (_, i) => {
    const { year, month } = addMonths(first.year, first.month, i);
    const at = (type: (typeof TRANSACTION_TYPES)[number]) =>
      (sums.get(`${monthStart(year, month)}|${type}`) ?? 0) / 100;
    return {
      month: (MONTH_NAMES[month - 1] as string).slice(0, 3),
      monthIndex: month,
      year,
      income: at("income"),
      expense: at("expense"),
      investment: at("investment"),
      saving: at("saving"),
    };
  });
}

const expenseByCategory = (db: Db) =>
  db
    .select({ category: transactionMonthTotals.category, paise: transactionMonthTotals.amountPaise })
    .from(transactionMonthTotals)
    .where(
      and(
        eq(transactionMonthTotals.userId, sql.placeholder("userId")),
        eq(transactionMonthTotals.monthStart, sql.placeholder("month")),
        eq(transactionMonthTotals.type, "expense"),
      ),
    )
    .orderBy(sql`${transactionMonthTotals.amountPaise} desc`, transactionMonthTotals.category)
    .prepare("tracker_expense_by_category");

/** The pie: expense per category in one month, largest first. */
export async function expensePie(
  db: Db,
  userId: string,
  at: { year: number; month: number },
): Promise<Array<{ category: string; amount: number }>> {
  const rows = await prepared(db, expenseByCategory).execute({
    userId,
    month: monthStart(at.year, at.month),
  });
  return rows.map((r) => ({ category: r.category, amount: r.paise / 100 }));
}
