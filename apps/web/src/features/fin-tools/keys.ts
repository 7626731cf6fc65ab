import type { MonthName } from "@arthshala/contracts/tracker-rules";

/**
 * Query keys of the tracker. Every key carries the learner's sub (one learner never sees another's
 * cache) and starts with trackerKeys.all, so a write can refresh every list and chart at once.
 */
export const trackerKeys = {
  all: (who: string) => ["tracker", who] as const,
  categories: (who: string) => ["tracker", who, "categories"] as const,
  aggregates: (who: string, range: number, month: MonthName, year: number) =>
    ["tracker", who, "aggregates", range, month, year] as const,
  pie: (who: string, month: MonthName, year: number) => ["tracker", who, "pie", month, year] as const,
  monthlyBudget: (who: string, month: MonthName, year: number) =>
    ["tracker", who, "budgets", "monthly", month, year] as const,
  categoryBudgets: (who: string, month: MonthName, year: number) =>
    ["tracker", who, "budgets", "categories", month, year] as const,
  monthTransactions: (who: string, month: MonthName, year: number) =>
    ["tracker", who, "transactions", month, year] as const,
  allTransactions: (who: string) => ["tracker", who, "transactions", "all"] as const,
  categoryRules: (who: string) => ["tracker", who, "category-rules"] as const,
};
