import { z } from "zod";
import { singleLineText } from "./text.js";
import { amountSchema, categoryName } from "./tracker.js";
import {
  CADENCES,
  GOAL_NAME_MAX,
  isCalendarDay,
  plansMessages,
  RULE_STATUSES,
} from "./tracker-plans-rules.js";
import { TITLE_MAX, TRANSACTION_TYPES, trackerMessages } from "./tracker-rules.js";

/**
 * The tracker's plans (issue 28), under /api/fin-tools/expensetracker: recurring transactions
 * (/recurring) and savings goals (/goals). Every call is for the session's learner.
 */

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-11-05.")
  .refine(isCalendarDay, "That date does not exist.")
  .refine((d) => d >= "2000-01-01" && d <= "2100-12-31", trackerMessages.dateTooEarly);

// ── Recurring transactions ──────────────────────────────────────────────────

/** A rule as the form sends it. The start date is checked against today by the server. */
export const recurringInputSchema = z
  .object({
    title: singleLineText()
      .trim()
      .min(1, trackerMessages.fillAllFields)
      .max(TITLE_MAX, trackerMessages.titleTooLong),
    category: categoryName,
    type: z.enum(TRANSACTION_TYPES, { message: trackerMessages.unknownType }),
    amount: amountSchema,
    cadence: z.enum(CADENCES, { message: "Choose monthly, weekly or yearly." }),
    /** 1-31 for monthly and yearly; a short month uses its last day. Not used by weekly rules. */
    dayOfMonth: z
      .number({ message: plansMessages.dayOfMonthNeeded })
      .int(plansMessages.dayOfMonthNeeded)
      .min(1, plansMessages.dayOfMonthNeeded)
      .max(31, plansMessages.dayOfMonthNeeded)
      .nullable()
      .default(null),
    startsOn: day,
    endsOn: day.nullable().default(null),
  })
  .superRefine((rule, ctx) => {
    if (rule.cadence !== "weekly" && rule.dayOfMonth === null) {
      ctx.addIssue({ code: "custom", path: ["dayOfMonth"], message: plansMessages.dayOfMonthNeeded });
    }
    if (rule.endsOn !== null && rule.endsOn < rule.startsOn) {
      ctx.addIssue({ code: "custom", path: ["endsOn"], message: plansMessages.endBeforeStart });
    }
  });
export type RecurringInput = z.infer<typeof recurringInputSchema>;

export const recurringBodySchema = z.object({ rule: recurringInputSchema });

export const recurringRuleSchema = z.object({
  id: z.number(),
  title: z.string(),
  category: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  amount: z.number(),
  cadence: z.enum(CADENCES),
  dayOfMonth: z.number().nullable(),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  status: z.enum(RULE_STATUSES),
  /** The next entry's day not yet added; null once the rule has ended or is stopped. */
  nextOn: z.string().nullable(),
  /** The latest entry's day the rule has added, if any. */
  lastAddedOn: z.string().nullable(),
  /** Entries added so far. */
  added: z.number(),
});
export type RecurringRule = z.infer<typeof recurringRuleSchema>;

/** An entry that a rule will add in the month asked about, not added yet. */
export const upcomingEntrySchema = z.object({
  ruleId: z.number(),
  title: z.string(),
  category: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  amount: z.number(),
  date: z.string(),
});
export type UpcomingEntry = z.infer<typeof upcomingEntrySchema>;

/** `?yearMonth=2026-11`: the month whose upcoming entries to list (default: this India month). */
export const recurringQuerySchema = z.object({
  yearMonth: z
    .string()
    .regex(/^(20\d\d|2100)-(0[1-9]|1[0-2])$/, "Use a month like 2026-11.")
    .optional(),
});

export const recurringListSchema = z.object({
  data: z.array(recurringRuleSchema),
  upcoming: z.array(upcomingEntrySchema),
});

export const recurringSavedSchema = z.object({
  data: recurringRuleSchema,
  /** Entries added at once (a start date in the past). */
  added: z.number(),
});

export const catchUpSchema = z.object({ added: z.number() });

// ── Savings goals ───────────────────────────────────────────────────────────

export const goalInputSchema = z.object({
  name: singleLineText()
    .trim()
    .min(1, plansMessages.goalNameNeeded)
    .max(GOAL_NAME_MAX, plansMessages.goalNameTooLong),
  target: amountSchema,
  targetDate: day,
});
export type GoalInput = z.infer<typeof goalInputSchema>;

export const goalBodySchema = z.object({ goal: goalInputSchema });

export const goalSchema = z.object({
  id: z.number(),
  name: z.string(),
  target: z.number(),
  targetDate: z.string(),
  saved: z.number(),
  percent: z.number(),
  reached: z.boolean(),
  remaining: z.number(),
  monthsLeft: z.number(),
  /** Rupees to save each month to make the date; null once reached or past the date. */
  monthly: z.number().nullable(),
});
export type Goal = z.infer<typeof goalSchema>;

export const goalsListSchema = z.object({
  data: z.array(goalSchema),
  /** 3 months' spending (the last 3 whole months' average × 3), in rupees; null without spending. */
  emergencyFund: z.number().nullable(),
});

export const goalSavedSchema = z.object({ data: goalSchema });

/** "Add to goal": money saved towards it, a Saving transaction in Savings on that day. */
export const contributionBodySchema = z.object({
  amount: amountSchema,
  date: day,
});
