/**
 * The tracker's plans (issue 28): recurring transactions and savings goals. Zod-free, so the server's
 * job and the browser's forms and labels run the very same calendar and goal arithmetic. Days are
 * India calendar days "YYYY-MM-DD" (DESIGN.md section 4); money is integer paise.
 */

import { addDays, daysBetween } from "./streak-rules.js";

export const CADENCES = ["monthly", "weekly", "yearly"] as const;
export type Cadence = (typeof CADENCES)[number];

export const RULE_STATUSES = ["active", "paused", "stopped"] as const;
export type RuleStatus = (typeof RULE_STATUSES)[number];

/** Limits far past a learner's real use, small enough that one learner can't load the job. */
export const RECURRING_RULES_MAX = 50;
export const GOALS_MAX = 20;
export const GOAL_NAME_MAX = 60;
/** A new rule may start this far back; the entries since then are added at once. */
export const RECURRING_START_BACK_DAYS = 366;
/** Entries one rule adds in one catch-up at most (a year of weekly entries, with room). */
export const CATCH_UP_MAX = 60;

export const plansMessages = {
  tooManyRules: `You can have up to ${RECURRING_RULES_MAX} recurring transactions.`,
  tooManyGoals: `You can have up to ${GOALS_MAX} savings goals.`,
  startTooEarly: "The start date can be at most a year ago.",
  startTooLate: "The start date can be at most a year from today.",
  endBeforeStart: "The end date must be on or after the start date.",
  dayOfMonthNeeded: "Choose a day of the month from 1 to 31.",
  ruleStopped: "This recurring transaction was stopped; make a new one instead.",
  ruleNotFound: "This recurring transaction does not exist.",
  goalNotFound: "This savings goal does not exist.",
  goalNameNeeded: "Give the goal a name.",
  goalNameTooLong: `Keep the goal's name to ${GOAL_NAME_MAX} characters.`,
  targetDatePast: "Choose a target date from today on.",
  contributionFuture: "Money saved can't be dated after today.",
} as const;

// ── Calendar ────────────────────────────────────────────────────────────────

/** Days in a month (1-12), leap years included: 29 for February 2028, 28 for February 2027. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (n: number) => String(n).padStart(2, "0");
const dayOf = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
const parts = (day: string) => ({
  year: Number(day.slice(0, 4)),
  month: Number(day.slice(5, 7)),
  day: Number(day.slice(8, 10)),
});

/** A day of the month in a given month, clamped to its last day: the 31st of April is 30 April. */
export function clampedDay(year: number, month: number, dayOfMonth: number): string {
  return dayOf(year, month, Math.min(dayOfMonth, daysInMonth(year, month)));
}

/** The last day of a month "YYYY-MM" ("2027-02" → "2027-02-28"). */
export function lastDayOfMonth(yearMonth: string): string {
  const { year, month } = parts(`${yearMonth}-01`);
  return dayOf(year, month, daysInMonth(year, month));
}

/** Whether "YYYY-MM-DD" is a real calendar day (2027-02-29 is not). */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const at = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day;
}

// ── Recurring rules ─────────────────────────────────────────────────────────

/** What decides when a rule's entries fall. */
export interface Schedule {
  cadence: Cadence;
  /** 1-31 for monthly and yearly (clamped to short months); ignored for weekly. */
  dayOfMonth: number | null;
  /** The first day an entry may fall on; a weekly rule repeats on its weekday, a yearly one in its month. */
  startsOn: string;
  /** The last day an entry may fall on, or null for no end. */
  endsOn: string | null;
}

/**
 * The period an entry belongs to: one entry per rule and period, whatever edits happen meanwhile.
 * Monthly "2026-11", yearly "2026", weekly "W2026-11-02" (the Monday of its week).
 */
export function periodOf(cadence: Cadence, day: string): string {
  if (cadence === "monthly") return day.slice(0, 7);
  if (cadence === "yearly") return day.slice(0, 4);
  // 1970-01-05 was a Monday.
  const fromMonday = (((daysBetween("1970-01-05", day) % 7) + 7) % 7) as number;
  return `W${addDays(day, -fromMonday)}`;
}

/** The first day on or after `from` that an entry falls on, or null when that is past the rule's end. */
export function nextOccurrence(schedule: Schedule, from: string): string | null {
  const start = from < schedule.startsOn ? schedule.startsOn : from;
  let next: string;
  if (schedule.cadence === "weekly") {
    const weeks = Math.ceil(daysBetween(schedule.startsOn, start) / 7);
    next = addDays(schedule.startsOn, Math.max(0, weeks) * 7);
  } else {
    const dom = schedule.dayOfMonth ?? parts(schedule.startsOn).day;
    const { year, month } = parts(start);
    if (schedule.cadence === "monthly") {
      next = clampedDay(year, month, dom);
      if (next < start) next = month === 12 ? clampedDay(year + 1, 1, dom) : clampedDay(year, month + 1, dom);
    } else {
      const inMonth = parts(schedule.startsOn).month;
      next = clampedDay(year, inMonth, dom);
      if (next < start) next = clampedDay(year + 1, inMonth, dom);
    }
  }
  return schedule.endsOn !== null && next > schedule.endsOn ? null : next;
}

/** Every day from `from` through `to` (inclusive) that an entry falls on, at most `max` of them. */
export function occurrencesBetween(schedule: Schedule, from: string, to: string, max = 400): string[] {
  const out: string[] = [];
  let next = nextOccurrence(schedule, from);
  while (next !== null && next <= to && out.length < max) {
    out.push(next);
    next = nextOccurrence(schedule, addDays(next, 1));
  }
  return out;
}

// ── Savings goals ───────────────────────────────────────────────────────────

export interface GoalProgress {
  /** Saved as a share of the target, 0-100, whole percent (rounded down, so 100 means reached). */
  percent: number;
  reached: boolean;
  /** Paise still to save (0 once reached). */
  remainingPaise: number;
  /**
   * Whole months from today to the target date (wholeMonthsBetween: 28 Nov to 30 Jun is 7), as a
   * calculator's monthly plan counts its months; 0 in the target's last month and once it has passed.
   */
  monthsLeft: number;
  /**
   * Paise to save each month left to reach the target on time, rounded up to a whole rupee: all that is
   * left when less than a month is; null once reached or overdue.
   */
  monthlyPaise: number | null;
}

/**
 * Whole calendar months from one day to a later one, the way a monthly plan started on `from` counts
 * them: the last N for which `from` plus N months (clamped to a shorter month's end: 31 Jan plus one
 * month is 28 Feb) is on or before `to`. 28 Nov → 30 Jun is 7; 31 Jan → 28 Feb and 30 Nov → 31 Dec are
 * 1; two days in one month are 0; 0 when `to` is before `from`.
 */
export function wholeMonthsBetween(from: string, to: string): number {
  if (to <= from) return 0;
  const f = parts(from);
  const t = parts(to);
  const months = t.year * 12 + t.month - (f.year * 12 + f.month);
  // In the target's month, the plan's day is the start's day (or that month's last day, if shorter).
  return clampedDay(t.year, t.month, f.day) <= to ? months : months - 1;
}

export function goalProgress(
  targetPaise: number,
  savedPaise: number,
  targetDate: string,
  today: string,
): GoalProgress {
  const reached = savedPaise >= targetPaise;
  const remainingPaise = Math.max(0, targetPaise - savedPaise);
  const overdue = targetDate < today;
  const monthsLeft = overdue ? 0 : wholeMonthsBetween(today, targetDate);
  const monthlyPaise =
    reached || overdue ? null : Math.ceil(remainingPaise / Math.max(1, monthsLeft) / 100) * 100;
  const percent = targetPaise <= 0 ? 100 : Math.min(100, Math.floor((savedPaise / targetPaise) * 100));
  return {
    percent: reached ? 100 : Math.min(percent, 99),
    reached,
    remainingPaise,
    monthsLeft,
    monthlyPaise,
  };
}

/**
 * An emergency fund of 3 months' spending: the average of the last 3 whole months' expenses (those
 * with any), times 3, in whole rupees as paise; null when none of them had spending.
 */
export function emergencyFundPaise(monthlyExpensesPaise: number[]): number | null {
  const spent = monthlyExpensesPaise.filter((p) => p > 0);
  if (spent.length === 0) return null;
  const average = spent.reduce((a, b) => a + b, 0) / spent.length;
  return Math.ceil((average * 3) / 100) * 100;
}

// ── A new goal from a link (the SIP and RD calculators' results) ────────────

export const TRACKER_PATH = "/fin-tools/expensetracker";

export interface GoalPrefill {
  name?: string;
  /** Whole rupees or rupees with paise. */
  amount?: number;
  /** The last day of the `by` month. */
  targetDate?: string;
}

/**
 * The link that opens the tracker's new-goal form filled in:
 * /fin-tools/expensetracker?goal=new&name=…&amount=<rupees>&by=<YYYY-MM>.
 */
export function goalPrefillHref(prefill: { name?: string; amount?: number; by?: string }): string {
  const query = new URLSearchParams({ goal: "new" });
  if (prefill.name) query.set("name", prefill.name);
  if (prefill.amount !== undefined) query.set("amount", String(prefill.amount));
  if (prefill.by) query.set("by", prefill.by);
  return `${TRACKER_PATH}?${query.toString()}`;
}

/**
 * The prefill a link carries, each value checked as the form would (a wrong one is left out, so the
 * learner fills it in): a name of printable text, an amount above 0 with at most 2 decimals up to
 * `maxRupees`, a `by` month from this month on. Null when the link is not a new-goal link.
 */
export function readGoalPrefill(
  query: URLSearchParams,
  today: string,
  maxRupees: number,
): GoalPrefill | null {
  if (query.get("goal") !== "new") return null;
  const out: GoalPrefill = {};
  const name = query.get("name")?.trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (name && name.length <= GOAL_NAME_MAX && !/[\u0000-\u001f\u007f-\u009f]/.test(name)) out.name = name;
  const amountText = query.get("amount") ?? "";
  if (/^\d{1,9}(\.\d{1,2})?$/.test(amountText)) {
    const amount = Number(amountText);
    if (amount > 0 && amount <= maxRupees) out.amount = amount;
  }
  const by = query.get("by") ?? "";
  if (/^\d{4}-(0[1-9]|1[0-2])$/.test(by) && by >= today.slice(0, 7) && by <= "2100-12") {
    out.targetDate = lastDayOfMonth(by);
  }
  return out;
}

/** The tracker address without the goal link's parameters (after the form has taken them). */
export function withoutGoalPrefill(search: string): string {
  const query = new URLSearchParams(search);
  for (const key of ["goal", "name", "amount", "by"]) query.delete(key);
  const rest = query.toString();
  return rest ? `?${rest}` : "";
}
