import { indiaDay } from "@arthshala/contracts/india-time";
import { singleLineText } from "@arthshala/contracts/text";
import { amountSchema, type TransactionInput, transactionInputSchema } from "@arthshala/contracts/tracker";
import { TITLE_MAX, trackerMessages } from "@arthshala/contracts/tracker-rules";
import { z } from "zod";

/**
 * The Add/Edit Transaction form: contracts' transactionInputSchema (what the server checks), with the
 * spec's "Please fill in all fields." for an empty amount or date (section 5) instead of a type error.
 * The title may be left empty in quick add (issue 28): the category's name is sent instead.
 */
export const transactionFormSchema = transactionInputSchema.extend({
  title: singleLineText().trim().max(TITLE_MAX, trackerMessages.titleTooLong),
  amount: amountSchema.nullable().transform((value, ctx) => {
    if (value === null) {
      ctx.addIssue({ code: "custom", message: trackerMessages.fillAllFields });
      return z.NEVER;
    }
    return value;
  }),
  date: z.string().min(1, trackerMessages.fillAllFields).pipe(transactionInputSchema.shape.date),
});

export type TransactionFormValues = z.input<typeof transactionFormSchema>;

/**
 * Spec section 4: after a save the form is back to Food, expense, and empty title and amount; the date
 * is today's India date (issue 28's quick add: most entries are made the day they happen).
 */
export const emptyTransaction = (now: Date = new Date()): TransactionFormValues => ({
  title: "",
  category: "Food",
  type: "expense",
  amount: null,
  date: indiaDay(now),
});

export const toFormValues = (t: TransactionInput): TransactionFormValues => ({
  title: t.title,
  category: t.category,
  type: t.type,
  amount: t.amount,
  date: t.date,
});

/** The fields a server 400 may name (its field is "transaction.<name>"). */
export const TRANSACTION_FIELDS = ["title", "category", "type", "amount", "date"] as const;
