import { setImmediate as nextTurn } from "node:timers/promises";
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
} from "@arthshala/contracts/tracker-plans-rules";
import { DAYS_AHEAD_MAX, rupeesToPaise, trackerMessages } from "@arthshala/contracts/tracker-rules";
import { and, asc, count, eq, lte, max, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.js";
import { recurringEntries, recurringRules } from "../../platform/db/schema.js";
import { mayProcess } from "../../platform/guardian/state.js";
import { conflict, fieldError, notFound } from "../../platform/http/errors.js";
import type { MailQueue } from "../../platform/mail/queue.js";
import type { Tx } from "../../platform/rewards/ledger.js";
import { addEntriesOf, type Rule, scheduleOf } from "./recurring-batch.js";
import { categoriesOf } from "./transactions.js";

/**
 * Entries one transaction adds at most (one statement writes them): on the embedded database a transaction
 * holds every other query, /api/health's included, so a long catch-up goes in short turns.
 */
export const ENTRIES_PER_BATCH = 200;
/** Entries one run adds at most (the job's tick, a learner's catch-up); the rest come at the next run. */
export const ENTRIES_PER_RUN = 5_000;
/**
 * Rules one batch claims: more than a batch of weekly year-long catch-ups needs, few enough to share, and
 * at least the rules one learner may keep running (so a learner's catch-up claims all of them at once).
 */
const RULES_PER_BATCH = RECURRING_RULES_MAX;

/**
 * Adds a row-locked rule's entries whose day has come, from its next_on through today (at most
 * CATCH_UP_MAX; a longer catch-up goes on at the job's next run), in the caller's transaction (making,
 * changing, pausing a rule). Returns how many.
 */
async function addDueEntries(
  tx: Tx,
  rule: Rule,
  today: string,
  now: Date,
  mail?: MailQueue,
): Promise<number> {
  const limits = { budget: CATCH_UP_MAX, perRule: CATCH_UP_MAX };
  return (await addEntriesOf(tx, [rule], today, now, limits, mail)).added;
}

/**
 * Adds every due entry: all learners' (the job: rules claimed with FOR UPDATE SKIP LOCKED, so instances
 * running at once share the work and never take the same rule), or one learner's (as they open the
 * tracker: FOR UPDATE, waiting for a job holding their rule, which then finds it no longer due). Periods
 * missed while the servers were down are caught up, each on its own day.
 *
 * In batches of ENTRIES_PER_BATCH, each its own transaction of a few statements, with a turn of the event
 * loop between them so other requests get the database; at most `maxEntries` a run (the rest is still
 * due, so the next run or catch-up takes it). Each (rule, period) key is taken once, so an entry is added
 * once however the runs and instances interleave.
 */
export async function addRecurringEntries(
  db: Db,
  now: Date,
  options: { userId?: string; mail?: MailQueue; maxEntries?: number } = {},
): Promise<number> {
  const today = indiaDay(now);
  const maxEntries = options.maxEntries ?? ENTRIES_PER_RUN;
  let added = 0;
  while (added < maxEntries) {
    const batch = await db.transaction(async (tx) => {
      const due = tx
        .select()
        .from(recurringRules)
        .where(
          and(
            eq(recurringRules.status, "active"),
            lte(recurringRules.nextOn, today),
            options.userId ? eq(recurringRules.userId, options.userId) : undefined,
            // An under-18 learner without a guardian's consent gets nothing added (platform/guardian).
            mayProcess(sql`${recurringRules.userId}`),
          ),
        )
        // One learner's catch-ups wait for each other's rules, so they lock them in id order, which no
        // one changes: in next_on order, read from each statement's own snapshot, one that began before
        // another moved some next_on took r1..r4 and wanted r5 while the other held r5 and wanted r1
        // (a deadlock, the fleet check's 500). A learner has at most RULES_PER_BATCH rules that run. The
        // job skips locked rules and never waits, so it takes the longest-due first.
        .orderBy(
          ...(options.userId
            ? [asc(recurringRules.id)]
            : [asc(recurringRules.nextOn), asc(recurringRules.id)]),
        )
        .limit(RULES_PER_BATCH);
      const rules = await (options.userId ? due.for("update") : due.for("update", { skipLocked: true }));
      const limits = { budget: Math.min(ENTRIES_PER_BATCH, maxEntries - added), perRule: CATCH_UP_MAX };
      const result = await addEntriesOf(tx, rules, today, now, limits, options.mail);
      return { ...result, claimed: rules.length };
    });
    added += batch.added;
    // Done when nothing moved (nothing due, or all of it held by another instance) or all due was taken.
    if (!batch.moved || (batch.claimed < RULES_PER_BATCH && !batch.stillDue)) break;
    await nextTurn();
  }
  return added;
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
