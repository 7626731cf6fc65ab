import { indiaDay } from "@arthshala/contracts/india-time";
import { addDays } from "@arthshala/contracts/streak-rules";
import type { RecurringInput, RecurringRule, UpcomingEntry } from "@arthshala/contracts/tracker-plans";
import {
  CATCH_UP_MAX,
  lastDayOfMonth,
  nextOccurrence,
  occurrencesBetween,
  periodOf,
  plansMessages,
  RECURRING_RULES_MAX,
  RECURRING_START_BACK_DAYS,
  type Schedule,
} from "@arthshala/contracts/tracker-plans-rules";
import { DAYS_AHEAD_MAX, rupeesToPaise, trackerMessages } from "@arthshala/contracts/tracker-rules";
import { and, asc, count, eq, lte, max, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.js";
import { recurringEntries, recurringRules, transactions } from "../../platform/db/schema.js";
import { conflict, fieldError, notFound } from "../../platform/http/errors.js";
import type { MailQueue } from "../../platform/mail/queue.js";
import type { Tx } from "../../platform/rewards/ledger.js";
import type { TotalsDelta } from "./totals.js";
import { afterWrite, categoriesOf } from "./transactions.js";

type Rule = typeof recurringRules.$inferSelect;

const scheduleOf = (r: Pick<Rule, "cadence" | "dayOfMonth" | "startsOn" | "endsOn">): Schedule => ({
  cadence: r.cadence,
  dayOfMonth: r.dayOfMonth,
  startsOn: r.startsOn,
  endsOn: r.endsOn,
});

/** Rules one claim takes; the job loops until none are due. */
const BATCH = 100;

/**
 * Adds a claimed (row-locked) rule's entries whose day has come, from its next_on through today: each
 * first takes its (rule, period) key, so a period that already has an entry (another instance, an edit
 * that moved the day within the month) is skipped, and only then writes the transaction. Then next_on
 * moves past today. Returns how many entries it added.
 */
async function addDueEntries(
  tx: Tx,
  rule: Rule,
  today: string,
  now: Date,
  mail?: MailQueue,
): Promise<number> {
  if (rule.status !== "active" || rule.nextOn === null || rule.nextOn > today) return 0;
  const schedule = scheduleOf(rule);
  const days = occurrencesBetween(schedule, rule.nextOn, today, CATCH_UP_MAX);
  const deltas: TotalsDelta[] = [];
  for (const day of days) {
    const [entry] = await tx
      .insert(recurringEntries)
      .values({ ruleId: rule.id, period: periodOf(rule.cadence, day), userId: rule.userId, occursOn: day })
      .onConflictDoNothing()
      .returning({ period: recurringEntries.period });
    if (!entry) continue;
    const [row] = await tx
      .insert(transactions)
      .values({
        userId: rule.userId,
        title: rule.title,
        category: rule.category,
        type: rule.type,
        amountPaise: rule.amountPaise,
        occurredOn: day,
        source: "recurring",
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: transactions.id });
    await tx
      .update(recurringEntries)
      .set({ transactionId: row!.id })
      .where(and(eq(recurringEntries.ruleId, rule.id), eq(recurringEntries.period, entry.period)));
    deltas.push({ day, type: rule.type, category: rule.category, paise: rule.amountPaise, count: 1 });
  }
  // Past the last one handled; a catch-up longer than CATCH_UP_MAX goes on at the next run.
  const last = days.at(-1);
  const nextOn = last === undefined ? rule.nextOn : nextOccurrence(schedule, addDays(last, 1));
  await tx.update(recurringRules).set({ nextOn }).where(eq(recurringRules.id, rule.id));
  if (deltas.length > 0) await afterWrite(tx, rule.userId, deltas, now, mail);
  return deltas.length;
}

/**
 * Adds every due entry: all learners' (the job: rules claimed with FOR UPDATE SKIP LOCKED, so instances
 * running at once share the work and never take the same rule), or one learner's (as they open the
 * tracker: FOR UPDATE, waiting for a job holding their rule, which then finds it no longer due). Periods
 * missed while the servers were down are caught up, each on its own day.
 */
export async function addRecurringEntries(
  db: Db,
  now: Date,
  options: { userId?: string; mail?: MailQueue } = {},
): Promise<number> {
  const today = indiaDay(now);
  let added = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const due = tx
        .select()
        .from(recurringRules)
        .where(
          and(
            eq(recurringRules.status, "active"),
            lte(recurringRules.nextOn, today),
            options.userId ? eq(recurringRules.userId, options.userId) : undefined,
          ),
        )
        .orderBy(asc(recurringRules.nextOn), asc(recurringRules.id))
        .limit(BATCH);
      const rules = await (options.userId ? due.for("update") : due.for("update", { skipLocked: true }));
      for (const rule of rules) added += await addDueEntries(tx, rule, today, now, options.mail);
      return rules.length;
    });
    if (claimed < BATCH) return added;
  }
}

/** What the list shows of each rule: its entries so far and the latest one's day. */
async function entryCounts(db: Db | Tx, userId: string) {
  const rows = await db
    .select({ ruleId: recurringEntries.ruleId, added: count(), last: max(recurringEntries.occursOn) })
    .from(recurringEntries)
    .where(eq(recurringEntries.userId, userId))
    .groupBy(recurringEntries.ruleId);
  return new Map(rows.map((r) => [r.ruleId, r]));
}

function toRule(r: Rule, counts: Map<number, { added: number; last: string | null }>): RecurringRule {
  const c = counts.get(r.id);
  return {
    id: r.id,
    title: r.title,
    category: r.category,
    type: r.type,
    amount: r.amountPaise / 100,
    cadence: r.cadence,
    dayOfMonth: r.dayOfMonth,
    startsOn: r.startsOn,
    endsOn: r.endsOn,
    status: r.status,
    nextOn: r.status === "active" ? r.nextOn : null,
    lastAddedOn: c?.last ?? null,
    added: c?.added ?? 0,
  };
}

export type RuleAction = "pause" | "resume" | "stop";

/** A learner's recurring transactions: every query is scoped by the session's learner. */
export class RecurringService {
  constructor(
    private readonly db: Db,
    private readonly mail?: MailQueue,
  ) {}

  /** The rules, newest first, and the entries still to come in one month ("YYYY-MM"). */
  async list(
    userId: string,
    yearMonth: string,
  ): Promise<{ data: RecurringRule[]; upcoming: UpcomingEntry[] }> {
    const rules = await this.db
      .select()
      .from(recurringRules)
      .where(eq(recurringRules.userId, userId))
      .orderBy(sql`${recurringRules.id} desc`);
    const counts = await entryCounts(this.db, userId);
    const from = `${yearMonth}-01`;
    const to = lastDayOfMonth(yearMonth);
    const taken = new Set(
      (
        await this.db
          .select({ ruleId: recurringEntries.ruleId, period: recurringEntries.period })
          .from(recurringEntries)
          .where(
            and(
              eq(recurringEntries.userId, userId),
              sql`${recurringEntries.occursOn} >= ${addDays(from, -7)}`,
            ),
          )
      ).map((e) => `${e.ruleId}|${e.period}`),
    );
    const upcoming: UpcomingEntry[] = [];
    for (const r of rules) {
      if (r.status !== "active" || r.nextOn === null) continue;
      const start = r.nextOn > from ? r.nextOn : from;
      for (const day of occurrencesBetween(scheduleOf(r), start, to)) {
        if (taken.has(`${r.id}|${periodOf(r.cadence, day)}`)) continue;
        upcoming.push({
          ruleId: r.id,
          title: r.title,
          category: r.category,
          type: r.type,
          amount: r.amountPaise / 100,
          date: day,
        });
      }
    }
    upcoming.sort((a, b) => (a.date === b.date ? a.ruleId - b.ruleId : a.date < b.date ? -1 : 1));
    return { data: rules.map((r) => toRule(r, counts)), upcoming };
  }

  async create(
    userId: string,
    input: RecurringInput,
    now: Date,
  ): Promise<{ data: RecurringRule; added: number }> {
    const today = indiaDay(now);
    return this.db.transaction(async (tx) => {
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(recurringRules)
        .where(and(eq(recurringRules.userId, userId), sql`${recurringRules.status} <> 'stopped'`));
      if (n >= RECURRING_RULES_MAX) throw conflict(plansMessages.tooManyRules);
      const values = await checked(tx, userId, input, today, null);
      const [rule] = await tx
        .insert(recurringRules)
        .values({
          userId,
          ...values,
          nextOn: nextOccurrence(scheduleOf(values), values.startsOn),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const added = await addDueEntries(tx, rule!, today, now, this.mail);
      return { data: await this.read(tx, userId, rule!.id), added };
    });
  }

  /**
   * New settings from today on: entries already due under the old ones are added first, and past
   * periods are never filled in again (an entry's period key stops a second one in the same month).
   */
  async update(
    userId: string,
    id: number,
    input: RecurringInput,
    now: Date,
  ): Promise<{ data: RecurringRule; added: number }> {
    const today = indiaDay(now);
    return this.db.transaction(async (tx) => {
      const before = await this.lock(tx, userId, id);
      if (before.status === "stopped") throw conflict(plansMessages.ruleStopped);
      let added = await addDueEntries(tx, before, today, now, this.mail);
      const values = await checked(tx, userId, input, today, before.startsOn);
      const from = values.startsOn > today ? values.startsOn : today;
      const [after] = await tx
        .update(recurringRules)
        .set({
          ...values,
          nextOn: before.status === "active" ? nextOccurrence(scheduleOf(values), from) : null,
          updatedAt: now,
        })
        .where(eq(recurringRules.id, before.id))
        .returning();
      added += await addDueEntries(tx, after!, today, now, this.mail);
      return { data: await this.read(tx, userId, id), added };
    });
  }

  /** Pause (nothing is added meanwhile, nor afterwards for the paused periods), resume, or stop for good. */
  async act(
    userId: string,
    id: number,
    action: RuleAction,
    now: Date,
  ): Promise<{ data: RecurringRule; added: number }> {
    const today = indiaDay(now);
    return this.db.transaction(async (tx) => {
      const rule = await this.lock(tx, userId, id);
      if (rule.status === "stopped") throw conflict(plansMessages.ruleStopped);
      // What was due before the change still happened.
      let added = await addDueEntries(tx, rule, today, now, this.mail);
      const status = action === "pause" ? "paused" : action === "stop" ? "stopped" : "active";
      const from = rule.startsOn > today ? rule.startsOn : today;
      const [after] = await tx
        .update(recurringRules)
        .set({
          status,
          nextOn: status === "active" ? nextOccurrence(scheduleOf(rule), from) : null,
          updatedAt: now,
        })
        .where(eq(recurringRules.id, rule.id))
        .returning();
      added += await addDueEntries(tx, after!, today, now, this.mail);
      return { data: await this.read(tx, userId, id), added };
    });
  }

  /** Forget a rule; the transactions it added stay (they are the learner's record). */
  async remove(userId: string, id: number): Promise<void> {
    const gone = await this.db
      .delete(recurringRules)
      .where(and(eq(recurringRules.id, id), eq(recurringRules.userId, userId)))
      .returning({ id: recurringRules.id });
    if (gone.length === 0) throw notFound(plansMessages.ruleNotFound);
  }

  private async lock(tx: Tx, userId: string, id: number): Promise<Rule> {
    const [rule] = await tx
      .select()
      .from(recurringRules)
      .where(and(eq(recurringRules.id, id), eq(recurringRules.userId, userId)))
      .for("update");
    if (!rule) throw notFound(plansMessages.ruleNotFound);
    return rule;
  }

  private async read(tx: Tx, userId: string, id: number): Promise<RecurringRule> {
    const [rule] = await tx
      .select()
      .from(recurringRules)
      .where(and(eq(recurringRules.id, id), eq(recurringRules.userId, userId)));
    return toRule(rule!, await entryCounts(tx, userId));
  }
}

/**
 * The checks the schema can't make: the learner's own category, and a start date within a year of
 * today (an unchanged start date of an older rule stays as it was).
 */
async function checked(
  tx: Tx,
  userId: string,
  input: RecurringInput,
  today: string,
  keptStart: string | null,
) {
  const { all } = await categoriesOf(tx, userId);
  if (!all.includes(input.category)) throw fieldError("rule.category", trackerMessages.unknownCategory);
  if (input.startsOn !== keptStart) {
    if (input.startsOn < addDays(today, -RECURRING_START_BACK_DAYS))
      throw fieldError("rule.startsOn", plansMessages.startTooEarly);
    if (input.startsOn > addDays(today, DAYS_AHEAD_MAX))
      throw fieldError("rule.startsOn", plansMessages.startTooLate);
  }
  const amountPaise = rupeesToPaise(input.amount);
  if (amountPaise === null) throw fieldError("rule.amount", trackerMessages.amountDecimals);
  return {
    title: input.title,
    category: input.category,
    type: input.type,
    amountPaise,
    cadence: input.cadence,
    dayOfMonth: input.cadence === "weekly" ? null : input.dayOfMonth,
    startsOn: input.startsOn,
    endsOn: input.endsOn,
  };
}
