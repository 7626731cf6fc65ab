/**
 * Every FinScore rule, in one place (zod-free, so the browser imports it cheaply). The server awards
 * from these entries; the "What is FinScore?" explainer, the help page and the history descriptions
 * are written from them too, so what learners read and what they earn cannot disagree.
 *
 * The spec's explainer (section 9): complete a card +5 to +10, finish a module +15, a 7-day streak +10,
 * set a monthly budget in the first 5 days +10, stay within it +15, exceed it −10, a small boost for
 * logging transactions. A plain card earns +5; a question answered right earns +10 instead.
 */
import { dayMonthLabel } from "./india-time.js";

/** The history modal pages through FinScore changes this many at a time. */
export const FINSCORE_LOG_PAGE = 20;

export const FINSCORE_MIN = 0;
export const FINSCORE_MAX = 1000;

/** The score is the ledger's sum held between 0 and 1000. */
export function clampFinScore(sum: number): number {
  return Math.min(FINSCORE_MAX, Math.max(FINSCORE_MIN, Math.round(sum)));
}

export type FinScoreArea = "learning" | "streaks" | "budgets" | "tracking";

export interface FinScoreRule {
  points: number;
  area: FinScoreArea;
  /** Short label for the explainer, e.g. "Complete a card". */
  title: string;
  /** One plain sentence: when it is earned, and that it counts once. */
  explain: string;
  /** False while the feature that earns it is not built yet; the explainer lists live rules only. */
  live: boolean;
}

export const FINSCORE_RULES = {
  cardCompleted: {
    points: 5,
    area: "learning",
    title: "Complete a card",
    explain: "Each card you finish counts once.",
    live: true,
  },
  correctAnswer: {
    points: 10,
    area: "learning",
    title: "Answer a question right",
    explain: "A question card answered right earns this instead of the usual card points.",
    live: true,
  },
  moduleFinished: {
    points: 15,
    area: "learning",
    title: "Finish a module",
    explain: "A bonus when you complete the last card of a module.",
    live: true,
  },
  streakWeek: {
    points: 10,
    area: "streaks",
    title: "Keep a 7-day streak",
    explain: "A bonus on every 7th day in a row that you learn or read.",
    live: true,
  },
  budgetSetEarly: {
    points: 10,
    area: "budgets",
    title: "Set a monthly budget early",
    explain: "Set your monthly budget in the first 5 days of the month.",
    live: true,
  },
  budgetKept: {
    points: 15,
    area: "budgets",
    title: "Stay within your monthly budget",
    explain: "Counted when the month ends and your spending stayed within your monthly budget.",
    live: true,
  },
  budgetMissed: {
    points: -10,
    area: "budgets",
    title: "Go over your monthly budget",
    explain: "Counted when the month ends and your spending went over your monthly budget.",
    live: true,
  },
  trackingDay: {
    points: 2,
    area: "tracking",
    title: "Log your money",
    explain: "A small boost on each day you add at least one transaction.",
    live: true,
  },
} as const satisfies Record<string, FinScoreRule>;

export type FinScoreRuleId = keyof typeof FINSCORE_RULES;

/** One ledger row to write: the source key makes it count once per learner. */
export interface FinScoreEvent {
  rule: FinScoreRuleId | "streakFreezeUsed";
  change: number;
  sourceKey: string;
  description: string;
}

const rule = (id: FinScoreRuleId, sourceKey: string, description: string): FinScoreEvent => ({
  rule: id,
  change: FINSCORE_RULES[id].points,
  sourceKey,
  description,
});

/** The events the server writes, with the keys that make them idempotent and the words learners see. */
export const finScoreEvents = {
  /** A card earns once, whichever way: its key is the card's. */
  cardCompleted: (card: { id: number; title: string }) =>
    rule("cardCompleted", `card:${card.id}`, `Completed the card "${card.title}"`),
  correctAnswer: (card: { id: number; title: string }) =>
    rule("correctAnswer", `card:${card.id}`, `Answered "${card.title}" correctly`),
  moduleFinished: (module: { id: number; title: string }) =>
    rule("moduleFinished", `module:${module.id}`, `Finished the module "${module.title}"`),
  /** Keyed by the run's first day and its length, so a new run can earn its own bonuses. */
  streakWeek: (runStart: string, days: number) =>
    rule("streakWeek", `streak:${runStart}:${days}`, `${days}-day streak bonus`),
  /** Not a change of score: a note in the history that a freeze kept the streak (change 0). */
  streakFreezeUsed: (day: string, streak: number): FinScoreEvent => ({
    rule: "streakFreezeUsed",
    change: 0,
    sourceKey: `freeze:${day}`,
    description: `A streak freeze covered ${formatDay(day)} and kept your ${streak}-day streak`,
  }),
  /** Keyed by the budget's month ("2026-11"): once a month, whichever way it went. */
  budgetSetEarly: (month: string, label: string) =>
    rule("budgetSetEarly", `budget-early:${month}`, `Set your monthly budget for ${label} early`),
  budgetKept: (month: string, label: string) =>
    rule("budgetKept", `budget-month:${month}`, `Stayed within your monthly budget for ${label}`),
  budgetMissed: (month: string, label: string) =>
    rule("budgetMissed", `budget-month:${month}`, `Went over your monthly budget for ${label}`),
  /** Keyed by the India day the learner logged money on. */
  trackingDay: (day: string) =>
    rule("trackingDay", `tracking:${day}`, `Logged your money on ${formatDay(day)}`),
} as const;

/** "14 Nov" from "2026-11-14" (a calendar day: no time zone involved). */
export const formatDay = (day: string): string => dayMonthLabel(day);

/** The explainer's lines: live rules in a stable order, with their signed points. */
export function explainerLines(): Array<{
  id: FinScoreRuleId;
  title: string;
  points: string;
  explain: string;
}> {
  return (Object.keys(FINSCORE_RULES) as FinScoreRuleId[])
    .filter((id) => FINSCORE_RULES[id].live)
    .map((id) => ({
      id,
      title: FINSCORE_RULES[id].title,
      points: signedPoints(FINSCORE_RULES[id].points),
      explain: FINSCORE_RULES[id].explain,
    }));
}

export function signedPoints(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${Math.abs(n)}` : "0";
}

/** What a history line says, for interfaces that word it in their own language. */
export const LEDGER_ENTRY_KINDS = [
  ...(Object.keys(FINSCORE_RULES) as FinScoreRuleId[]),
  "streakFreezeUsed",
] as const;
export type LedgerEntryKind = FinScoreRuleId | "streakFreezeUsed";
export interface LedgerEntryFacts {
  kind: LedgerEntryKind;
  /** The card's or module's title as it was when earned; an India day "2026-11-14"; a month "2026-11". */
  params: { title?: string; days?: number; day?: string; month?: string };
}

const quotedTitle = (description: string) => description.match(/"(.*)"/s)?.[1];

/**
 * The inverse of finScoreEvents: a ledger row's kind and facts from its source key (and, for cards
 * and modules, the title quoted in its English description). Null for a row it cannot read, which
 * an interface shows by its stored description.
 */
export function ledgerEntryFacts(
  sourceKey: string,
  change: number,
  description: string,
): LedgerEntryFacts | null {
  const [prefix, a, b] = sourceKey.split(":");
  const title = quotedTitle(description);
  switch (prefix) {
    case "card":
      if (title === undefined) return null;
      return {
        kind: change === FINSCORE_RULES.correctAnswer.points ? "correctAnswer" : "cardCompleted",
        params: { title },
      };
    case "module":
      return title === undefined ? null : { kind: "moduleFinished", params: { title } };
    case "streak": {
      const days = Number(b);
      return Number.isInteger(days) && days > 0 ? { kind: "streakWeek", params: { days } } : null;
    }
    case "freeze": {
      // The streak it kept is only in the words: "… and kept your 9-day streak".
      const days = Number(description.match(/(\d+)-day/)?.[1]);
      return isDay(a) && days > 0 ? { kind: "streakFreezeUsed", params: { day: a, days } } : null;
    }
    case "budget-early":
      return isMonth(a) ? { kind: "budgetSetEarly", params: { month: a } } : null;
    case "budget-month":
      return isMonth(a) ? { kind: change < 0 ? "budgetMissed" : "budgetKept", params: { month: a } } : null;
    case "tracking":
      return isDay(a) ? { kind: "trackingDay", params: { day: a } } : null;
    default:
      return null;
  }
}

const isDay = (s: string | undefined): s is string => /^\d{4}-\d{2}-\d{2}$/.test(s ?? "");
const isMonth = (s: string | undefined): s is string => /^\d{4}-\d{2}$/.test(s ?? "");
