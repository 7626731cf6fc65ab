/** The schema's tables: Expense tracker (platform/db/schema.ts gathers every domain). */
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns.js";
import { userRef, users } from "./identity.js";

export const TRANSACTION_TYPES = ["expense", "income", "investment", "saving"] as const;

export const transactions = pgTable(
  "transactions",
  {
    id: id(),
    userId: userRef(),
    title: text("title").notNull(),
    category: text("category").notNull(),
    type: text("type", { enum: TRANSACTION_TYPES }).notNull(),
    amountPaise: bigint("amount_paise", { mode: "number" }).notNull(),
    occurredOn: date("occurred_on").notNull(),
    messageId: text("message_id"),
    /** How it arrived: typed in, a statement CSV, a pasted bank alert, or an alert forwarded by mail. */
    source: text("source", { enum: ["manual", "csv", "alert", "recurring", "email"] })
      .notNull()
      .default("manual"),
    /** A statement line's date, amount, direction and description, so a re-import skips it. */
    fingerprint: text("fingerprint"),
    /** An imported row's clean payee ("Swiggy", "Cash withdrawal"); null for typed-in rows. */
    payee: text("payee"),
    /** An imported row's bank narration or alert text as the bank wrote it, one tap away in the list. */
    narration: text("narration"),
    /**
     * A forwarded alert's sender check as a mail provider on the way recorded it (Authentication-Results:
     * DKIM or SPF "pass", "fail", or "none" when no provider said): a signal only. Null for other rows.
     */
    mailAuth: text("mail_auth", { enum: ["pass", "fail", "none"] }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("transactions_user_day_idx").on(t.userId, t.occurredOn, t.id),
    uniqueIndex("transactions_user_fingerprint_key").on(t.userId, t.fingerprint),
    check("transactions_type_check", sql`${t.type} in ('expense', 'income', 'investment', 'saving')`),
    check("transactions_amount_check", sql`${t.amountPaise} > 0`),
  ],
);

/**
 * Each learner's money per India month, type and category, moved in the same transaction as every
 * transaction written, changed or deleted: the charts read a few of these rows, never the transactions.
 */
export const transactionMonthTotals = pgTable(
  "transaction_month_totals",
  {
    userId: userRef(),
    monthStart: date("month_start").notNull(),
    type: text("type", { enum: TRANSACTION_TYPES }).notNull(),
    category: text("category").notNull(),
    amountPaise: bigint("amount_paise", { mode: "number" }).notNull(),
    transactionCount: integer("transaction_count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.monthStart, t.type, t.category] })],
);

/** Category budgets per India month; the category "Monthly" holds the overall monthly budget. */
export const budgets = pgTable(
  "budgets",
  {
    id: id(),
    userId: userRef(),
    category: text("category").notNull(),
    year: integer("year").notNull(),
    month: smallint("month").notNull(),
    limitPaise: bigint("limit_paise", { mode: "number" }).notNull(),
    /** When the month-end job scored this monthly budget (null until the month is over and scored). */
    evaluatedAt: timestamp("evaluated_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("budgets_user_month_category_key").on(t.userId, t.year, t.month, t.category),
    index("budgets_unevaluated_idx")
      .on(t.year, t.month)
      .where(sql`${t.category} = 'Monthly' and ${t.evaluatedAt} is null`),
    check("budgets_month_check", sql`${t.month} between 1 and 12`),
    check("budgets_limit_check", sql`${t.limitPaise} > 0`),
  ],
);

export const customCategories = pgTable(
  "custom_categories",
  {
    userId: userRef(),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.name] })],
);

/**
 * A budget's crossing the learner has been warned of on the tracker page: one row per learner, India
 * month and category, claimed by the insert itself, so the warning shows once across devices and
 * instances (issue 28). Kept apart from budgets: removing and setting a budget again warns no second time.
 */
export const budgetWarnings = pgTable(
  "budget_warnings",
  {
    userId: userRef(),
    year: integer("year").notNull(),
    month: smallint("month").notNull(),
    category: text("category").notNull(),
    warnedAt: timestamp("warned_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.year, t.month, t.category] }),
    check("budget_warnings_month_check", sql`${t.month} between 1 and 12`),
  ],
);

/**
 * A learner's own filing rule: "always file Swiggy as Food". Keyed by the payee's normalised key
 * (contracts' payeeKey), applied to their later imports and pasted alerts before the curated table.
 */
export const categoryRules = pgTable(
  "category_rules",
  {
    userId: userRef(),
    payeeKey: text("payee_key").notNull(),
    /** The payee as the learner saw it, for the rules list on /account and the tracker. */
    payee: text("payee").notNull(),
    category: text("category").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.payeeKey] })],
);

/** A learner's column mapping for their bank's statement CSV, kept for their next import. */
export const statementMappings = pgTable("statement_mappings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  mapping: jsonb("mapping").$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});
