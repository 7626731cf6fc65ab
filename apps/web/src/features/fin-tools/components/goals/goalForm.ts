import { amountSchema } from "@arthshala/contracts/tracker";
import { contributionBodySchema, type Goal, goalInputSchema } from "@arthshala/contracts/tracker-plans";
import type { GoalPrefill } from "@arthshala/contracts/tracker-plans-rules";
import { trackerMessages } from "@arthshala/contracts/tracker-rules";
import { z } from "zod";

/** An empty amount is null in the input: "Please fill in all fields.", as the tracker's forms say it. */
const filledAmount = amountSchema.nullable().transform((value, ctx) => {
  if (value === null) {
    ctx.addIssue({ code: "custom", message: trackerMessages.fillAllFields });
    return z.NEVER;
  }
  return value;
});

/** The goal form: contracts' goalInputSchema (what the server checks), amount empty while typing. */
export const goalFormSchema = goalInputSchema.extend({
  target: filledAmount,
  targetDate: z.string().min(1, trackerMessages.fillAllFields).pipe(goalInputSchema.shape.targetDate),
});
export type GoalFormValues = z.input<typeof goalFormSchema>;
export const GOAL_FIELDS = ["name", "target", "targetDate"] as const;

export const goalValues = (from: Goal | GoalPrefill | undefined): GoalFormValues => {
  if (from && "id" in from) return { name: from.name, target: from.target, targetDate: from.targetDate };
  return { name: from?.name ?? "", target: from?.amount ?? null, targetDate: from?.targetDate ?? "" };
};

export const contributionFormSchema = contributionBodySchema.extend({
  amount: filledAmount,
  date: z.string().min(1, trackerMessages.fillAllFields).pipe(contributionBodySchema.shape.date),
});
export type ContributionFormValues = z.input<typeof contributionFormSchema>;
