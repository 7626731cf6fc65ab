import { budgetInputSchema, categoryName } from "@arthshala/contracts/tracker";
import { z } from "zod";

/** A budget limit as the server takes it: rupees above 0 with at most 2 decimals, or empty (none). */
const limit = budgetInputSchema.shape.limit;

/** Set Budget Goals, category mode: rows of category + limit (spec section 5). */
export const categoryBudgetsSchema = z.object({
  rows: z.array(z.object({ category: categoryName, limit })),
});
export type CategoryBudgetsValues = z.input<typeof categoryBudgetsSchema>;

/** Spec section 9: the first row is Food with an empty limit. */
export const DEFAULT_BUDGET_ROW = { category: "Food", limit: null } as const;

/** Set Budget Goals, monthly mode: one limit for the month. */
export const monthlyBudgetSchema = z.object({ limit });
export type MonthlyBudgetValues = z.input<typeof monthlyBudgetSchema>;
