import {
  checkCategoryBudgets,
  formatRupees,
  MONTHLY_CATEGORY,
  type MonthName,
} from "@arthshala/contracts/tracker-rules";
import { FormProvider } from "react-hook-form";
import toast from "react-hot-toast";
import { FormNumber, FormRootError } from "../../../../components/form/bound";
import { applyServerError } from "../../../../components/form/serverErrors";
import { useZodForm } from "../../../../components/form/useZodForm";
import { Button } from "../../../../components/ui/Button";
import { type Budget, useSaveBudgets } from "../../api";
import { trackerTexts } from "../../messages";
import { type MonthlyBudgetValues, monthlyBudgetSchema } from "./budgetForms";

interface MonthlyBudgetFormProps {
  month: MonthName;
  year: number;
  current: Budget | null;
  /** The month's category budgets: together they may not exceed the new limit. */
  categoryBudgets: Budget[];
  onDone: () => void;
}

/**
 * The overall budget of one month. Saved only when above 0 (spec section 5); emptying the field of a
 * month that has one removes it.
 */
export function MonthlyBudgetForm({ month, year, current, categoryBudgets, onDone }: MonthlyBudgetFormProps) {
  const form = useZodForm(monthlyBudgetSchema, { limit: current?.limit ?? null });
  const save = useSaveBudgets();

  const onSubmit = form.handleSubmit(async ({ limit }) => {
    const value = limit || null;
    if (value === null && !current) {
      form.setError("limit", { type: "check", message: "Enter a limit above ₹0." });
      return;
    }
    const check = checkCategoryBudgets([], value, categoryBudgets);
    if (!check.ok) {
      form.setError("root.server", { type: "check", message: check.message });
      return;
    }
    try {
      await save.mutateAsync([{ category: MONTHLY_CATEGORY, limit: value, month, year }]);
      toast.success(trackerTexts.budgetsSaved);
      onDone();
    } catch (error) {
      applyServerError(form, error);
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormRootError />
        <FormNumber<MonthlyBudgetValues>
          name="limit"
          label={`Monthly limit for ${month} ${year} (₹)`}
          step="0.01"
          min="0"
          hint={
            current
              ? `Spent so far: ${formatRupees(current.spent ?? 0)}. Leave it empty to remove this budget.`
              : "All your expenses of the month count against it."
          }
        />
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? "Saving..." : "Save budget"}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
