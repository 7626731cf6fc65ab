import { finScoreEvents } from "@arthshala/contracts/finscore-rules";
import { indiaDay } from "@arthshala/contracts/india-time";
import type { Budget } from "@arthshala/contracts/tracker";
import {
  BUDGET_EARLY_LAST_DAY,
  checkCategoryBudgets,
  MONTH_NAMES,
  MONTHLY_CATEGORY,
  monthIndex,
  rupeesToPaise,
} from "@arthshala/contracts/tracker-rules";
import { and, eq, inArray, sql } from "drizzle-orm";
import { type Db, selectRows } from "../../platform/db/client.js";
import { budgets } from "../../platform/db/schema.js";
import { badRequest } from "../../platform/http/errors.js";
import type { MailQueue } from "../../platform/mail/queue.js";
import { recordAwards, type Tx } from "../../platform/rewards/ledger.js";
import { categoriesOf, notifyOverspent } from "./transactions.js";

const pad = (n: number) => String(n).padStart(2, "0");

/** A month's budgets with what was spent against each (all expenses for the Monthly one). */
export async function budgetsOf(
  db: Db,
  userId: string,
  at: { year: number; month: number },
  options: { excludeMonthly?: boolean; onlyMonthly?: boolean } = {},
): Promise<Budget[]> {
  const rows = await selectRows<{ category: string; limit_paise: number; spent_paise: number | null }>(
    db,
    sql`select b.category, b.limit_paise::float8 as limit_paise,
        (select sum(t.amount_paise)::float8 from transaction_month_totals t
          where t.user_id = b.user_id and t.month_start = make_date(b.year, b.month, 1) and t.type = 'expense'
            and (b.category = 'Monthly' or t.category = b.category)) as spent_paise
      from budgets b
      where b.user_id = ${userId} and b.year = ${at.year} and b.month = ${at.month}
        ${options.excludeMonthly ? sql`and b.category <> 'Monthly'` : sql``}
        ${options.onlyMonthly ? sql`and b.category = 'Monthly'` : sql``}
      order by b.category = 'Monthly' desc, b.category`,
  );
  return rows.map((r) => ({
    category: r.category,
    limit: Number(r.limit_paise) / 100,
    spent: r.spent_paise === null ? null : Number(r.spent_paise) / 100,
    month: MONTH_NAMES[at.month - 1] as string,
    year: at.year,
  }));
}

export interface BudgetInput {
  category: string;
  limit: number | null | 0;
  month: string;
  year: number;
}

/**
 * Saves the Set Budget Goals dialog: a Monthly row (monthly mode) and/or category rows. The spec's
 * rules apply on the server too (contracts' checkCategoryBudgets); a row with no limit removes that
 * budget. Setting the current month's monthly budget in its first 5 days earns FinScore once.
 */
export async function saveBudgets(
  db: Db,
  userId: string,
  inputs: BudgetInput[],
  now: Date,
  mail?: MailQueue,
): Promise<{ saved: number; removed: number }> {
  const months = new Set(inputs.map((b) => `${b.year}-${b.month}`));
  if (months.size !== 1) throw badRequest("Save one month's budgets at a time.");
  const first = inputs[0] as BudgetInput;
  const at = { year: first.year, month: monthIndex(first.month) as number };
  const today = indiaDay(now);

  return db.transaction(async (tx) => {
    const { all } = await categoriesOf(tx, userId);
    for (const b of inputs) {
      if (b.category !== MONTHLY_CATEGORY && !all.includes(b.category)) {
        throw badRequest(`category: "${b.category}" is not one of your categories.`);
      }
    }
    const existing = (
      await tx
        .select({ category: budgets.category, limitPaise: budgets.limitPaise })
        .from(budgets)
        .where(and(eq(budgets.userId, userId), eq(budgets.year, at.year), eq(budgets.month, at.month)))
        .for("update")
    ).map((e) => ({ category: e.category, limit: e.limitPaise / 100 }));

    const monthlyInput = inputs.find((b) => b.category === MONTHLY_CATEGORY);
    const monthlyLimit =
      monthlyInput !== undefined
        ? monthlyInput.limit || null
        : (existing.find((e) => e.category === MONTHLY_CATEGORY)?.limit ?? null);
    const categoryRows = inputs.filter((b) => b.category !== MONTHLY_CATEGORY);
    const check = checkCategoryBudgets(categoryRows, monthlyLimit, existing);
    if (!check.ok) throw badRequest(check.message);

    const keep = [...check.rows];
    if (monthlyInput?.limit) keep.push({ category: MONTHLY_CATEGORY, limit: monthlyInput.limit });
    const drop = inputs.filter((b) => !b.limit).map((b) => b.category);
    if (drop.length > 0) {
      await tx
        .delete(budgets)
        .where(
          and(
            eq(budgets.userId, userId),
            eq(budgets.year, at.year),
            eq(budgets.month, at.month),
            inArray(budgets.category, drop),
          ),
        );
    }
    for (const b of keep) {
      await tx
        .insert(budgets)
        .values({
          userId,
          category: b.category,
          year: at.year,
          month: at.month,
          limitPaise: rupeesToPaise(b.limit) as number,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [budgets.userId, budgets.year, budgets.month, budgets.category],
          set: { limitPaise: rupeesToPaise(b.limit) as number, updatedAt: now },
        });
    }
    await scoreEarlyBudget(tx, userId, at, today, monthlyInput?.limit ? now : null);
    await notifyOverspent(tx, userId, [`${at.year}-${pad(at.month)}-01`], now, mail);
    return { saved: keep.length, removed: drop.length };
  });
}

/** +10 once a month for a monthly budget set for the current India month on its day 1 to 5. */
async function scoreEarlyBudget(
  tx: Tx,
  userId: string,
  at: { year: number; month: number },
  today: string,
  setAt: Date | null,
): Promise<void> {
  const current = `${at.year}-${pad(at.month)}` === today.slice(0, 7);
  if (!setAt || !current || Number(today.slice(8, 10)) > BUDGET_EARLY_LAST_DAY) return;
  const label = `${MONTH_NAMES[at.month - 1]} ${at.year}`;
  await recordAwards(
    tx,
    userId,
    { scores: [finScoreEvents.budgetSetEarly(today.slice(0, 7), label)] },
    setAt,
  );
}
