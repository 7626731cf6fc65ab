/**
 * The expense tracker's rules and formulas (spec sections 3, 5 and 9), zod-free so the browser uses the
 * very same code the server validates with. Money crosses the wire as rupees with at most 2 decimals
 * and is stored as integer paise (DESIGN.md section 4).
 */

import { indianNumber, indianRupees } from "./indian-number.js";

export const TRANSACTION_TYPES = ["expense", "income", "investment", "saving"] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Spec section 3: every learner has these, plus their own. */
export const PREDEFINED_CATEGORIES = [
  "Food",
  "Travel",
  "Rent",
  "Apparel",
  "Health",
  "Education",
  "Transportation",
  "Bills & Utilities",
  "Shopping",
  "Entertainment",
  "Investments",
  "Savings",
  "Salary",
] as const;
export type PredefinedCategory = (typeof PREDEFINED_CATEGORIES)[number];

/**
 * Their English names where the stored name alone is unclear: "Travel" and "Transportation" read alike,
 * so the labels say the difference (out of town vs. around town; spec section 3 keeps both stored names).
 * The others read as they are stored.
 */
export const CATEGORY_NAMES_EN: Record<PredefinedCategory, string> = {
  Food: "Food",
  Travel: "Trips & travel",
  Rent: "Rent",
  Apparel: "Apparel",
  Health: "Health",
  Education: "Education",
  Transportation: "Local transport",
  "Bills & Utilities": "Bills & Utilities",
  Shopping: "Shopping",
  Entertainment: "Entertainment",
  Investments: "Investments",
  Savings: "Savings",
  Salary: "Salary",
};

/**
 * Their Hindi names: the one copy, read by the web's Hindi tracker texts and by the API's Hindi
 * notifications. The stored name stays English (it is the data); a learner's own category has none.
 */
export const CATEGORY_NAMES_HI: Record<PredefinedCategory, string> = {
  Food: "खाना",
  Travel: "यात्रा और घूमना",
  Rent: "किराया",
  Apparel: "कपड़े",
  Health: "सेहत",
  Education: "पढ़ाई",
  Transportation: "रोज़ का आना-जाना",
  "Bills & Utilities": "बिल और यूटिलिटी",
  Shopping: "शॉपिंग",
  Entertainment: "मनोरंजन",
  Investments: "निवेश",
  Savings: "बचत",
  Salary: "सैलरी",
};

/** Quick add's category chips: at most this many, the learner's most used first (issue 28). */
export const FREQUENT_CATEGORIES_MAX = 6;
/** How far back "most used" looks, in months (this one included): recent habits, not old ones. */
export const FREQUENT_CATEGORIES_MONTHS = 6;
/** Chips for a learner with little history yet, per type, after their own most used. */
export const STARTER_CATEGORIES: Record<TransactionType, readonly PredefinedCategory[]> = {
  expense: ["Food", "Transportation", "Shopping", "Bills & Utilities", "Entertainment", "Rent"],
  income: ["Salary"],
  investment: ["Investments"],
  saving: ["Savings"],
};

/** The budget category that holds the overall monthly budget (spec section 3). */
export const MONTHLY_CATEGORY = "Monthly";

export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
export type MonthName = (typeof MONTH_NAMES)[number];

/** Spec section 9: the working-capital chart's ranges, and the page sizes. */
export const MONTH_RANGES = [3, 6, 12] as const;
export const TRANSACTIONS_PAGE = 30;
export const INFINITE_SCROLL_THRESHOLD_PX = 100;
export const INFINITE_SCROLL_LOCK_MS = 500;

/** Limits the spec leaves open (where we do better than the spec). */
export const TITLE_MAX = 100;
export const CATEGORY_NAME_MAX = 40;
export const CUSTOM_CATEGORIES_MAX = 50;
/** ₹1 crore: more than any one transaction of a student or first-jobber, small enough to catch typos. */
export const AMOUNT_MAX_RUPEES = 1_00_00_000;
export const DAYS_AHEAD_MAX = 366;

export const trackerMessages = {
  fillAllFields: "Please fill in all fields.",
  duplicateCategories: "Each category must be unique. Please remove duplicates.",
  totalExceeds: (total: string, limit: string) =>
    `Total category budgets (${total}) exceed the monthly limit (${limit}).`,
  limitExceededBy: (amount: string) => `Limit exceeded by ₹${amount}`,
  amountPositive: "Enter an amount above ₹0.",
  amountDecimals: "Use at most 2 digits after the decimal point.",
  // Getters: a message that formats a number makes an Intl formatter (and a browser loads ICU for it),
  // so it is written when first read, never as the module loads (the tracker's first screen imports it).
  get amountTooLarge() {
    return `Amounts above ₹${formatIndianNumber(AMOUNT_MAX_RUPEES)} are not accepted.`;
  },
  titleTooLong: `Keep the title to ${TITLE_MAX} characters.`,
  unknownCategory: "Choose one of your categories.",
  unknownType: "Choose expense, income, investment or saving.",
  dateTooFar: "The date can be at most a year from today.",
  dateTooEarly: "The date must be in 2000 or later.",
  categoryExists: "You already have this category.",
  categoryInUse: "This category is used by transactions or budgets, so it can't be removed.",
  categoryPredefined: "Built-in categories can't be removed.",
  tooManyCategories: `You can have up to ${CUSTOM_CATEGORIES_MAX} categories of your own.`,
  saveFailed: "Failed to save transaction.",
  deleteFailed: "Error deleting transaction.",
  budgetsFailed: "Failed to fetch category budgets.",
} as const;

// ── Statement import ────────────────────────────────────────────────────────

/**
 * A statement CSV's limits, far past any real bank statement (a busy year is a few thousand lines of
 * 7-12 columns) and checked while the file is read, so a wrong file is refused early instead of read whole.
 */
export const STATEMENT_MAX_BYTES = 2 * 1024 * 1024;
export const STATEMENT_MAX_LINES = 20_000;
export const STATEMENT_MAX_COLUMNS = 200;
/** Transactions saved per import request; the app sends a longer review in parts of this size. */
export const IMPORT_SAVE_MAX = 2_000;

export const statementImportMessages = {
  tooBig: "That file is bigger than 2 MB. Export a shorter date range and import it in parts.",
  // Getters, as in trackerMessages: written when read, never as the module loads.
  get tooManyLines() {
    return `That file has more than ${formatIndianNumber(STATEMENT_MAX_LINES)} lines. Export a shorter date range and import it in parts.`;
  },
  tooManyColumns: (line: number) =>
    `Line ${line} has more than ${STATEMENT_MAX_COLUMNS} columns. Check that the file is a bank statement saved as CSV.`,
  quoteNeverEnds: (line: number) => `Line ${line}: a quoted field never ends. Check the file is a CSV.`,
  unreadable: "Couldn't read this file as a CSV. Check that the file is a bank statement saved as CSV.",
  get tooManyToSave() {
    return `Save at most ${formatIndianNumber(IMPORT_SAVE_MAX)} transactions at a time.`;
  },
} as const;

// ── Money ───────────────────────────────────────────────────────────────────

/** Rupees (at most 2 decimals) to integer paise, or null if it has more decimals or is not finite. */
export function rupeesToPaise(rupees: number): number | null {
  if (!Number.isFinite(rupees)) return null;
  const paise = Math.round(rupees * 100);
  return Math.abs(paise - rupees * 100) < 1e-6 ? paise : null;
}

export const paiseToRupees = (paise: number): number => paise / 100;

// A declaration, not a const: trackerMessages' getters above call it.
function fractionFor(value: number, decimals: 0 | 2 | "auto"): number {
  return decimals === "auto" ? (Number.isInteger(value) ? 0 : 2) : decimals;
}

/** Indian digit grouping: 12,34,567 (and 1,23,456.50 with paise), Intl's en-IN (./indian-number). */
export function formatIndianNumber(value: number, decimals: 0 | 2 | "auto" = "auto"): string {
  const fraction = fractionFor(value, decimals);
  return indianNumber(value, fraction, fraction);
}

/**
 * ₹1,23,456.50; ₹500 (paise shown only when there are some); −₹120 with a minus sign (U+2212) where
 * Intl's en-IN writes a hyphen-minus (-₹120), as the tracker's lists write it (e2e/tracker.spec.ts).
 */
export function formatRupees(rupees: number): string {
  const sign = rupees < 0 ? "−" : "";
  const amount = Math.abs(rupees);
  return `${sign}${indianRupees(amount, fractionFor(amount, "auto"))}`;
}

// ── Months ──────────────────────────────────────────────────────────────────

/** 1..12 for a full English month name, or null. */
export function monthIndex(name: string): number | null {
  const i = MONTH_NAMES.indexOf(name as MonthName);
  return i < 0 ? null : i + 1;
}

/** "YYYY-MM-01" of the month that holds an India day "YYYY-MM-DD". */
export const monthStartOf = (day: string): string => `${day.slice(0, 7)}-01`;

/** "2026-11-01" from year 2026 and month 11 (1-12). */
export const monthStart = (year: number, month: number): string =>
  `${year}-${String(month).padStart(2, "0")}-01`;

export function addMonths(year: number, month: number, delta: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

// ── Spec section 9 formulas ─────────────────────────────────────────────────

export interface MonthTotals {
  income: number;
  expense: number;
  investment: number;
  saving: number;
}

/** Balance = income − (expense + investment + saving). */
export const balanceOf = (t: MonthTotals): number => t.income - (t.expense + t.investment + t.saving);

/** A summary bar: percent of income clamped to 0..100; income 0 divides by 1. */
export function percentOfIncome(amount: number, income: number): number {
  const pct = (amount / (income === 0 ? 1 : income)) * 100;
  return Math.min(100, Math.max(0, pct));
}

/**
 * Month-over-month change = (current − previous) / previous × 100, to 1 decimal; a previous of 0 gives
 * 0, or 100 when the current is not 0.
 */
export function monthOverMonthChange(current: number, previous: number): number {
  if (previous === 0) return current === 0 ? 0 : 100;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** Spend vs budget gauge: spent / limit, capped at 1 (0 without a limit). */
export function gaugeFill(spent: number, limit: number): number {
  if (limit <= 0) return 0;
  return Math.min(1, Math.max(0, spent / limit));
}

/** Pie slice percent to 1 decimal. */
export function piePercent(value: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((value / total) * 1000) / 10;
}

/** Slice colour from its index by the golden angle, so neighbours never look alike. */
export function sliceColour(index: number): string {
  return `hsl(${Math.round((index * 137.508) % 360)}, 65%, 55%)`;
}

// ── Budgets (spec section 5) ────────────────────────────────────────────────

export interface BudgetRow {
  category: string;
  /** Rupees; rows with no limit or a limit of 0 are not saved. */
  limit: number | null;
}

export type BudgetCheck =
  | { ok: true; rows: Array<{ category: string; limit: number }> }
  | { ok: false; message: string };

/**
 * Category budgets as the Set Budget Goals dialog saves them: only rows with a limit above 0; no
 * category twice; and, when a monthly limit above 0 applies, the category limits (with the month's
 * existing budgets for categories not in the form) must not add up to more than it. A row in the form
 * without a limit removes that budget, so its old limit no longer counts.
 */
export function checkCategoryBudgets(
  rows: BudgetRow[],
  monthlyLimit: number | null,
  existing: Array<{ category: string; limit: number }> = [],
): BudgetCheck {
  const kept = rows
    .filter((r) => r.limit !== null && r.limit > 0)
    .map((r) => ({ category: r.category.trim(), limit: r.limit as number }));
  const names = kept.map((r) => r.category);
  if (new Set(names).size !== names.length)
    return { ok: false, message: trackerMessages.duplicateCategories };
  if (monthlyLimit !== null && monthlyLimit > 0) {
    const inForm = new Set(rows.map((r) => r.category.trim()));
    const others = existing.filter((e) => e.category !== MONTHLY_CATEGORY && !inForm.has(e.category));
    const total = [...kept, ...others].reduce((sum, r) => sum + r.limit, 0);
    if (total > monthlyLimit) {
      return {
        ok: false,
        message: trackerMessages.totalExceeds(formatIndianNumber(total), formatIndianNumber(monthlyLimit)),
      };
    }
  }
  return { ok: true, rows: kept };
}

/** "Limit exceeded by ₹N" with 2 decimals (Indian groups: ₹1,500.00), or null when within the limit. */
export function limitExceededHint(spent: number, limit: number): string | null {
  if (limit <= 0 || spent <= limit) return null;
  return trackerMessages.limitExceededBy(formatIndianNumber(spent - limit, 2));
}

/** FinScore's tracker rules are decided on India days: set early means on day 1 to 5 of the month. */
export const BUDGET_EARLY_LAST_DAY = 5;
