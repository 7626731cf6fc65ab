import { z } from "zod";
import { idNumber } from "./ids.js";
import { PAYEE_MAX, payeeKey } from "./payees.js";
import { multiLineText, singleLineText } from "./text.js";
import {
  AMOUNT_MAX_RUPEES,
  CATEGORY_NAME_MAX,
  IMPORT_SAVE_MAX,
  MONTH_NAMES,
  MONTH_RANGES,
  rupeesToPaise,
  STATEMENT_MAX_BYTES,
  STATEMENT_MAX_COLUMNS,
  statementImportMessages,
  TITLE_MAX,
  TRANSACTION_TYPES,
  TRANSACTIONS_PAGE,
  trackerMessages,
} from "./tracker-rules.js";

/**
 * The expense tracker's calls (spec section 7, under /api/fin-tools/expensetracker). Each is for the
 * session's learner: the spec's `email` is accepted and checked against the session, never trusted.
 */

const identity = { email: singleLineText().max(254).optional() };
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-11-05.");
const monthName = z.enum(MONTH_NAMES, { message: "Choose a month by its full name, e.g. November." });
const year = z.number().int().min(2000).max(2100);

/** Rupees with at most 2 decimals, above 0 and below the ceiling (the spec leaves amounts unchecked). */
export const amountSchema = z
  .number({ message: trackerMessages.amountPositive })
  .refine((v) => v > 0, trackerMessages.amountPositive)
  .refine((v) => rupeesToPaise(v) !== null, trackerMessages.amountDecimals)
  // The message is read when an amount fails, not here: it formats a number (tracker-rules' getters).
  .refine((v) => v <= AMOUNT_MAX_RUPEES, { error: () => trackerMessages.amountTooLarge });

export const categoryName = singleLineText()
  .trim()
  .min(1, "Give the category a name.")
  .max(CATEGORY_NAME_MAX, `Keep category names to ${CATEGORY_NAME_MAX} characters.`);

/** A bank narration or a pasted alert as the bank wrote it: what an imported row keeps one tap away. */
export const NARRATION_MAX = 2000;

/** Who got or sent the money, readable ("Swiggy"): the key a learner's filing rule is found by. */
export const payeeName = singleLineText()
  .trim()
  .min(1, "Name the payee.")
  .max(PAYEE_MAX, `Keep the payee to ${PAYEE_MAX} characters.`)
  .refine((p) => payeeKey(p) !== "", "Name the payee with letters or digits.");

/**
 * What the Add and Edit Transaction dialogs send. Category and date are checked against the learner.
 * An imported row or a pasted alert also carries its payee and the bank's text (kept as they are on
 * an edit that leaves them out).
 */
export const transactionInputSchema = z.object({
  title: singleLineText()
    .trim()
    .min(1, trackerMessages.fillAllFields)
    .max(TITLE_MAX, trackerMessages.titleTooLong),
  category: categoryName,
  type: z.enum(TRANSACTION_TYPES, { message: trackerMessages.unknownType }),
  amount: amountSchema,
  date: isoDay,
  payee: payeeName.nullable().optional(),
  narration: multiLineText()
    .max(NARRATION_MAX, `Keep the bank's text to ${NARRATION_MAX} characters.`)
    .nullable()
    .optional(),
});
export type TransactionInput = z.infer<typeof transactionInputSchema>;

export const transactionBodySchema = z.object({ ...identity, transaction: transactionInputSchema });

export const transactionSchema = z.object({
  id: z.number(),
  title: z.string(),
  category: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  amount: z.number(),
  date: z.string(),
  messageId: z.string().nullable(),
  source: z.enum(["manual", "csv", "alert", "recurring", "email"]),
  /** An imported row's or pasted alert's clean payee; null for one typed in. */
  payee: z.string().nullable(),
  /** The bank's own text for it; null for one typed in. */
  narration: z.string().nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionSavedSchema = z.object({ message: z.string(), data: transactionSchema });

export const deleteTransactionBodySchema = z.object({ ...identity, transactionId: idNumber });

export const transactionsPageBodySchema = z.object({
  ...identity,
  page: z.number().int().min(0).max(100_000).default(0),
  limit: z.number().int().min(1).max(100).default(TRANSACTIONS_PAGE),
  /** With month and year: that month only (Recent Transactions); without: all, newest first. */
  month: monthName.optional(),
  year: year.optional(),
});

export const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

// ── Charts ──────────────────────────────────────────────────────────────────
export const monthlyAggregateSchema = z.object({
  /** Short month name ("Nov"), as the spec's aggregate; monthIndex is 1..12. */
  month: z.string(),
  monthIndex: z.number(),
  year: z.number(),
  income: z.number(),
  expense: z.number(),
  investment: z.number(),
  saving: z.number(),
});
export type MonthlyAggregate = z.infer<typeof monthlyAggregateSchema>;

export const expensesBodySchema = z.object({
  ...identity,
  monthsRange: z
    .number()
    .int()
    .refine((n) => (MONTH_RANGES as readonly number[]).includes(n), "Choose 3, 6 or 12 months.")
    .default(3),
  /** The last month of the range (default: the current India month). */
  month: monthName.optional(),
  year: year.optional(),
});

export const pieBodySchema = z.object({ ...identity, month: monthName, year: year.optional() });
export const pieSliceSchema = z.object({ category: z.string(), amount: z.number() });

// ── Budgets ─────────────────────────────────────────────────────────────────
export const budgetSchema = z.object({
  category: z.string(),
  limit: z.number(),
  /** Expense in this category (all expenses for "Monthly") in that month; null for none. */
  spent: z.number().nullable(),
  month: z.string(),
  year: z.number(),
});
export type Budget = z.infer<typeof budgetSchema>;

export const budgetsQueryBodySchema = z.object({
  ...identity,
  month: monthName,
  year: year.optional(),
  excludeMonthly: z.boolean().default(false),
});

export const monthlyBudgetBodySchema = z.object({
  ...identity,
  month: monthName.optional(),
  year: year.optional(),
});

export const budgetInputSchema = z.object({
  category: categoryName,
  /** Empty (null) or 0 means "no budget for this category": it is removed if it was set. */
  limit: z.union([amountSchema, z.literal(0), z.null()]),
  month: monthName,
  year,
  email: singleLineText().max(254).optional(),
});

export const saveBudgetsBodySchema = z.object({
  ...identity,
  budgets: z.array(budgetInputSchema).min(1).max(60),
});
export const budgetsSavedSchema = z.object({ ok: z.literal(true), saved: z.number(), removed: z.number() });

// ── Categories ──────────────────────────────────────────────────────────────
export const categoryBodySchema = z.object({ ...identity, name: categoryName });
/** The learner's most-used categories per type, most used first (quick add's chips; issue 28). */
export const frequentCategoriesSchema = z.object({
  expense: z.array(z.string()),
  income: z.array(z.string()),
  investment: z.array(z.string()),
  saving: z.array(z.string()),
});
export const categoriesSchema = z.object({
  data: z.array(z.string()),
  custom: z.array(z.string()),
  frequent: frequentCategoriesSchema,
});

/** Budgets of this India month crossed since the tracker last warned of them (each warns once). */
export const budgetWarningsSchema = z.object({ data: z.array(budgetSchema) });

// ── The learner's filing rules ("always file Swiggy as Food") ───────────────
export const categoryRuleSchema = z.object({
  /** contracts/payees' payeeKey of the payee: what later rows are matched by. */
  payeeKey: z.string(),
  payee: z.string(),
  category: z.string(),
});
export type CategoryRule = z.infer<typeof categoryRuleSchema>;
export const categoryRulesSchema = z.object({ data: z.array(categoryRuleSchema) });
/** Create a rule, or replace the one for the same payee. */
export const categoryRuleBodySchema = z.object({ ...identity, payee: payeeName, category: categoryName });
export const categoryRuleKeyParams = z.object({
  key: singleLineText()
    .min(1)
    .max(PAYEE_MAX * 4, "That is not a payee of yours."),
});

// ── Paste an alert ──────────────────────────────────────────────────────────
export const parseAlertBodySchema = z.object({ ...identity, text: multiLineText().max(10_000) });
export const parsedAlertSchema = z.object({
  transaction: transactionInputSchema,
  details: z.object({
    merchant: z.string().nullable(),
    accountHint: z.string().nullable(),
    channel: z.string().nullable(),
    direction: z.enum(["debit", "credit"]),
  }),
});

// ── Statement CSV import ────────────────────────────────────────────────────
export const CSV_TEXT_MAX = STATEMENT_MAX_BYTES;
/** A column of the statement: 0-based, below the column limit. */
const columnIndex = z
  .number()
  .int()
  .min(0)
  .max(STATEMENT_MAX_COLUMNS - 1);
const csvText = z
  .string()
  .min(1, "The file is empty.")
  .max(CSV_TEXT_MAX, "That file is too large (2 MB at most).");

export const columnMappingSchema = z
  .object({
    date: columnIndex,
    description: columnIndex,
    debit: columnIndex.optional(),
    credit: columnIndex.optional(),
    amount: columnIndex.optional(),
    amountSign: z.enum(["negative-is-debit", "positive-is-debit"]).optional(),
    drCrColumn: columnIndex.optional(),
    dateFormat: z.enum([
      "DD/MM/YYYY",
      "DD-MM-YYYY",
      "DD/MM/YY",
      "DD-MM-YY",
      "YYYY-MM-DD",
      "DD MMM YYYY",
      "DD-MMM-YYYY",
      "DD-MMM-YY",
      "MM/DD/YYYY",
    ]),
    headerRow: z.number().int().min(0).max(1000),
  })
  .refine((m) => m.amount !== undefined || m.debit !== undefined || m.credit !== undefined, {
    message: "Choose the amount column, or the debit and credit columns.",
  });
export type ColumnMappingInput = z.infer<typeof columnMappingSchema>;

export const importPreviewBodySchema = z.object({ ...identity, csv: csvText });
export const importPreviewSchema = z.object({
  /** The first lines of the file as cells, for the mapping screen. */
  rows: z.array(z.array(z.string())),
  headerRow: z.number().nullable(),
  layout: z.object({ id: z.string(), label: z.string() }).nullable(),
  /** The detected layout's mapping, else the learner's saved one when it fits, else null. */
  mapping: columnMappingSchema.nullable(),
  savedMapping: z.boolean(),
});

export const importParseBodySchema = z.object({ ...identity, csv: csvText, mapping: columnMappingSchema });
export const importedRowSchema = transactionInputSchema.extend({
  line: z.number(),
  fingerprint: z.string(),
  /** Already in the learner's tracker: skipped unless they choose otherwise. */
  duplicate: z.boolean(),
});
export const importParseSchema = z.object({
  transactions: z.array(importedRowSchema),
  errors: z.array(z.object({ line: z.number(), message: z.string() })),
});

export const importCommitBodySchema = z.object({
  ...identity,
  mapping: columnMappingSchema,
  transactions: z
    .array(transactionInputSchema.extend({ fingerprint: singleLineText().min(1).max(400) }))
    .min(1, "Choose at least one transaction to save.")
    .max(IMPORT_SAVE_MAX, { error: () => statementImportMessages.tooManyToSave }),
});
export const importCommitSchema = z.object({ saved: z.number(), skipped: z.number() });

export const exportQuerySchema = z.object({
  month: monthName.optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});
