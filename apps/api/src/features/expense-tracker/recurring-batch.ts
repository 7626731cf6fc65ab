import { addDays } from "@arthshala/contracts/streak-rules";
import {
  nextOccurrence,
  occurrencesBetween,
  periodOf,
  type Schedule,
} from "@arthshala/contracts/tracker-plans-rules";
import type { TransactionType } from "@arthshala/contracts/tracker-rules";
import { sql } from "drizzle-orm";
import { selectRows } from "../../platform/db/client.js";
import type { recurringRules } from "../../platform/db/schema.js";
import type { MailQueue } from "../../platform/mail/queue.js";
import type { Tx } from "../../platform/rewards/ledger.js";
import type { TotalsDelta } from "./totals.js";
import { afterWrite } from "./transactions.js";

export type Rule = typeof recurringRules.$inferSelect;

export const scheduleOf = (r: Pick<Rule, "cadence" | "dayOfMonth" | "startsOn" | "endsOn">): Schedule => ({
  cadence: r.cadence,
  dayOfMonth: r.dayOfMonth,
  startsOn: r.startsOn,
  endsOn: r.endsOn,
});

export interface BatchResult {
  added: number;
  /** Whether some rule's next_on moved (a batch that moves none made no progress). */
  moved: boolean;
  /** Whether a rule given here still has entries due today (the budget or its own cap stopped it). */
  stillDue: boolean;
}

/**
 * Adds the due entries of row-locked rules, at most `budget` of them and `perRule` per rule, in a fixed
 * number of statements whatever their count: one that takes each entry's (rule, period) key and writes the
 * transactions of the keys it got (a period that already has an entry, from another instance or an edit
 * that moved the day within the month, is skipped), one that moves the rules' next_on past what was
 * handled, and the month totals once per learner (learners in id order, each learner's rows in a fixed
 * order in adjustTotals, so two instances catching up the same learner lock in the same order).
 */
export async function addEntriesOf(
  tx: Tx,
  rules: Rule[],
  today: string,
  now: Date,
  limits: { budget: number; perRule: number },
  mail?: MailQueue,
): Promise<BatchResult> {
  const planned: Array<{ rule: Rule; day: string }> = [];
  const moves: Array<{ id: number; nextOn: string | null }> = [];
  let stillDue = false;
  for (const rule of rules) {
    if (rule.status !== "active" || rule.nextOn === null || rule.nextOn > today) continue;
    const room = Math.min(limits.perRule, limits.budget - planned.length);
    if (room <= 0) {
      stillDue = true;
      continue;
    }
    const schedule = scheduleOf(rule);
    const days = occurrencesBetween(schedule, rule.nextOn, today, room);
    // Past the last one handled; the rest (a longer catch-up) goes on in the next batch or run.
    const last = days.at(-1);
    if (last === undefined) continue;
    const nextOn = nextOccurrence(schedule, addDays(last, 1));
    moves.push({ id: rule.id, nextOn });
    if (nextOn !== null && nextOn <= today) stillDue = true;
    for (const day of days) planned.push({ rule, day });
  }
  if (planned.length === 0) return { added: 0, moved: false, stillDue };

  const column = <T>(values: T[]) => sql.param(values);
  // Each key takes a transaction id from the table's own sequence, so the entries and their transactions
  // go in as one statement (the entry's reference is checked at the statement's end, after both).
  const saved = await selectRows<{
    user_id: string;
    day: string;
    type: TransactionType;
    category: string;
    paise: number | string;
  }>(
    tx,
    sql`with planned as (
        select * from unnest(
          ${column(planned.map((p) => p.rule.id))}::int[],
          ${column(planned.map((p) => periodOf(p.rule.cadence, p.day)))}::text[],
          ${column(planned.map((p) => p.rule.userId))}::uuid[],
          ${column(planned.map((p) => p.day))}::date[],
          ${column(planned.map((p) => p.rule.title))}::text[],
          ${column(planned.map((p) => p.rule.category))}::text[],
          ${column(planned.map((p) => p.rule.type))}::text[],
          ${column(planned.map((p) => p.rule.amountPaise))}::bigint[]
        ) with ordinality as p(rule_id, period, user_id, day, title, category, type, amount_paise, n)
      ), keyed as (
        insert into recurring_entries (rule_id, period, user_id, occurs_on, transaction_id)
        select rule_id, period, user_id, day, nextval(pg_get_serial_sequence('transactions', 'id'))
        from planned order by n
        on conflict do nothing
        returning rule_id, period, transaction_id
      )
      insert into transactions
        (id, user_id, title, category, type, amount_paise, occurred_on, source, created_at, updated_at)
      overriding system value
      select k.transaction_id, p.user_id, p.title, p.category, p.type, p.amount_paise, p.day, 'recurring',
        ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
      from keyed k join planned p on p.rule_id = k.rule_id and p.period = k.period
      order by k.transaction_id
      returning user_id, occurred_on::text as day, type, category, amount_paise as paise`,
  );
  await tx.execute(sql`
    update recurring_rules r set next_on = m.next_on
    from unnest(
      ${column(moves.map((m) => m.id))}::int[],
      ${column(moves.map((m) => m.nextOn))}::date[]
    ) as m(id, next_on)
    where r.id = m.id`);

  const byLearner = new Map<string, TotalsDelta[]>();
  for (const row of saved) {
    const deltas = byLearner.get(row.user_id) ?? [];
    deltas.push({ day: row.day, type: row.type, category: row.category, paise: Number(row.paise), count: 1 });
    byLearner.set(row.user_id, deltas);
  }
  for (const userId of [...byLearner.keys()].sort()) {
    await afterWrite(tx, userId, byLearner.get(userId)!, now, mail);
  }
  return { added: saved.length, moved: true, stillDue };
}
