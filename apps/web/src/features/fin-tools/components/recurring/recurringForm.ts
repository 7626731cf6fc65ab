import { amountSchema } from "@arthshala/contracts/tracker";
import { type RecurringRule, recurringInputSchema } from "@arthshala/contracts/tracker-plans";
import { CADENCES } from "@arthshala/contracts/tracker-plans-rules";
import { TRANSACTION_TYPES, trackerMessages } from "@arthshala/contracts/tracker-rules";
import { z } from "zod";

/**
 * The recurring form: what the inputs hold (an empty amount is null, an empty end date ""), made into
 * contracts' recurringInputSchema, the same one the server checks.
 */
export const recurringFormSchema = z
  .object({
    title: z.string(),
    category: z.string(),
    type: z.enum(TRANSACTION_TYPES),
    amount: amountSchema.nullable().transform((value, ctx) => {
      if (value === null) {
        ctx.addIssue({ code: "custom", message: trackerMessages.fillAllFields });
        return z.NEVER;
      }
      return value;
    }),
    cadence: z.enum(CADENCES),
    dayOfMonth: z.number().nullable(),
    startsOn: z.string().min(1, trackerMessages.fillAllFields),
    endsOn: z.string(),
  })
  // Then contracts' own schema, its messages on the same fields.
  .transform((v, ctx) => {
    const parsed = recurringInputSchema.safeParse({
      ...v,
      dayOfMonth: v.cadence === "weekly" ? null : v.dayOfMonth,
      endsOn: v.endsOn === "" ? null : v.endsOn,
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    }
    return z.NEVER;
  });

export type RecurringFormValues = z.input<typeof recurringFormSchema>;

export const RECURRING_FIELDS = [
  "title",
  "category",
  "type",
  "amount",
  "cadence",
  "dayOfMonth",
  "startsOn",
  "endsOn",
] as const;

/** A new rule: rent, monthly, from today on the day of today. */
export function emptyRule(today: string): RecurringFormValues {
  return {
    title: "",
    category: "Rent",
    type: "expense",
    amount: null,
    cadence: "monthly",
    dayOfMonth: Number(today.slice(8, 10)),
    startsOn: today,
    endsOn: "",
  };
}

export const ruleValues = (r: RecurringRule): RecurringFormValues => ({
  title: r.title,
  category: r.category,
  type: r.type,
  amount: r.amount,
  cadence: r.cadence,
  dayOfMonth: r.dayOfMonth,
  startsOn: r.startsOn,
  endsOn: r.endsOn ?? "",
});
