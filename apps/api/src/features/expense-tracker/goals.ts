import { indiaDay } from "@arthshala/contracts/india-time";
import type { Goal, GoalInput } from "@arthshala/contracts/tracker-plans";
import {
  emergencyFundPaise,
  GOALS_MAX,
  goalProgress,
  plansMessages,
} from "@arthshala/contracts/tracker-plans-rules";
import {
  addMonths,
  monthStart,
  rupeesToPaise,
  TITLE_MAX,
  trackerMessages,
} from "@arthshala/contracts/tracker-rules";
import { and, count, eq, sql } from "drizzle-orm";
import { type Db, selectRows } from "../../platform/db/client.js";
import { goalContributions, savingsGoals } from "../../platform/db/schema.js";
import { conflict, fieldError, notFound } from "../../platform/http/errors.js";
import type { Tx } from "../../platform/rewards/ledger.js";
import type { TransactionsService } from "./transactions.js";

interface GoalRow {
  id: number;
  name: string;
  target_paise: number | string;
  target_on: string;
  saved_paise: number | string;
}

/** Each goal with the money saved towards it: the sum of its linked Saving transactions. */
const goalRows = (db: Db | Tx, userId: string, id?: number) =>
  selectRows<GoalRow>(
    db,
    sql`select g.id, g.name, g.target_paise, g.target_on::text,
        coalesce((select sum(t.amount_paise) from goal_contributions c
          join transactions t on t.id = c.transaction_id
          where c.goal_id = g.id), 0) as saved_paise
      from savings_goals g
      where g.user_id = ${userId} ${id === undefined ? sql`` : sql`and g.id = ${id}`}
      order by g.id`,
  );

function toGoal(r: GoalRow, today: string): Goal {
  const target = Number(r.target_paise);
  const saved = Number(r.saved_paise);
  const p = goalProgress(target, saved, r.target_on, today);
  return {
    id: r.id,
    name: r.name,
    target: target / 100,
    targetDate: r.target_on,
    saved: saved / 100,
    percent: p.percent,
    reached: p.reached,
    remaining: p.remainingPaise / 100,
    monthsLeft: p.monthsLeft,
    monthly: p.monthlyPaise === null ? null : p.monthlyPaise / 100,
  };
}

/**
 * Savings goals (issue 28). Money saved towards a goal is a Saving transaction in Savings, linked to the
 * goal: it counts in the month's saving like any other, and deleting it takes it off the goal.
 */
export class GoalsService {
  constructor(
    private readonly db: Db,
    private readonly transactions: TransactionsService,
  ) {}

  async list(userId: string, now: Date): Promise<{ data: Goal[]; emergencyFund: number | null }> {
    const today = indiaDay(now);
    const goals = (await goalRows(this.db, userId)).map((r) => toGoal(r, today));
    // The last 3 whole months (this one is still going).
    const y = Number(today.slice(0, 4));
    const m = Number(today.slice(5, 7));
    const first = addMonths(y, m, -3);
    const spent = await selectRows<{ paise: number | string }>(
      this.db,
      sql`select sum(amount_paise) as paise from transaction_month_totals
        where user_id = ${userId} and type = 'expense'
          and month_start >= ${monthStart(first.year, first.month)}::date and month_start < ${monthStart(y, m)}::date
        group by month_start`,
    );
    const fund = emergencyFundPaise(spent.map((r) => Number(r.paise)));
    return { data: goals, emergencyFund: fund === null ? null : fund / 100 };
  }

  async create(userId: string, input: GoalInput, now: Date): Promise<Goal> {
    const today = indiaDay(now);
    return this.db.transaction(async (tx) => {
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(savingsGoals)
        .where(eq(savingsGoals.userId, userId));
      if (n >= GOALS_MAX) throw conflict(plansMessages.tooManyGoals);
      const values = checked(input, today, null);
      const [row] = await tx
        .insert(savingsGoals)
        .values({ userId, ...values, createdAt: now, updatedAt: now })
        .returning({ id: savingsGoals.id });
      return this.read(tx, userId, row!.id, today);
    });
  }

  async update(userId: string, id: number, input: GoalInput, now: Date): Promise<Goal> {
    const today = indiaDay(now);
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ targetOn: savingsGoals.targetOn })
        .from(savingsGoals)
        .where(and(eq(savingsGoals.id, id), eq(savingsGoals.userId, userId)))
        .for("update");
      if (!before) throw notFound(plansMessages.goalNotFound);
      await tx
        .update(savingsGoals)
        .set({ ...checked(input, today, before.targetOn), updatedAt: now })
        .where(and(eq(savingsGoals.id, id), eq(savingsGoals.userId, userId)));
      return this.read(tx, userId, id, today);
    });
  }

  /** The goal goes; the money saved towards it stays in the tracker as Saving transactions. */
  async remove(userId: string, id: number): Promise<void> {
    const gone = await this.db
      .delete(savingsGoals)
      .where(and(eq(savingsGoals.id, id), eq(savingsGoals.userId, userId)))
      .returning({ id: savingsGoals.id });
    if (gone.length === 0) throw notFound(plansMessages.goalNotFound);
  }

  /** "Add to goal": a Saving transaction in Savings on that day, linked to the goal, in one transaction. */
  async contribute(
    userId: string,
    id: number,
    input: { amount: number; date: string },
    now: Date,
  ): Promise<Goal> {
    const today = indiaDay(now);
    if (input.date > today) throw fieldError("date", plansMessages.contributionFuture);
    const [goal] = await this.db
      .select({ name: savingsGoals.name })
      .from(savingsGoals)
      .where(and(eq(savingsGoals.id, id), eq(savingsGoals.userId, userId)));
    if (!goal) throw notFound(plansMessages.goalNotFound);
    let result: Goal | undefined;
    await this.transactions.create(
      userId,
      {
        title: goal.name.slice(0, TITLE_MAX),
        category: "Savings",
        type: "saving",
        amount: input.amount,
        date: input.date,
      },
      now,
      {
        within: async (tx, saved) => {
          // The goal may have been deleted since it was read: then nothing is saved at all.
          const [locked] = await tx
            .select({ id: savingsGoals.id })
            .from(savingsGoals)
            .where(and(eq(savingsGoals.id, id), eq(savingsGoals.userId, userId)))
            .for("update");
          if (!locked) throw notFound(plansMessages.goalNotFound);
          await tx.insert(goalContributions).values({ transactionId: saved.id, goalId: id, userId });
          result = await this.read(tx, userId, id, today);
        },
      },
    );
    return result!;
  }

  private async read(tx: Tx, userId: string, id: number, today: string): Promise<Goal> {
    const [row] = await goalRows(tx, userId, id);
    return toGoal(row!, today);
  }
}

/** A target date from today on (an unchanged one of an older goal may have passed). */
function checked(input: GoalInput, today: string, keptDate: string | null) {
  if (input.targetDate !== keptDate && input.targetDate < today)
    throw fieldError("goal.targetDate", plansMessages.targetDatePast);
  const targetPaise = rupeesToPaise(input.target);
  if (targetPaise === null) throw fieldError("goal.target", trackerMessages.amountDecimals);
  return { name: input.name, targetPaise, targetOn: input.targetDate };
}
