import { checkCategoryBudgets, MONTHLY_CATEGORY, type MonthName } from "@arthshala/contracts/tracker-rules";
import { FormProvider } from "react-hook-form";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { FormAmount, FormRootError } from "../../../../components/form/bound";
import { applyServerError } from "../../../../components/form/serverErrors";
import { Button } from "../../../../components/ui/Button";
import { type Budget, useSaveBudgets } from "../../api";
import { rupees } from "../../format";
import { localized, useTrackerForm } from "../../forms";
import { trackerMessage } from "../../messages";
import { monthLabel } from "../../months";
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
  const { t } = useTranslation("tracker");
  const form = useTrackerForm(monthlyBudgetSchema, { limit: current?.limit ?? null });
  const save = useSaveBudgets();

  const onSubmit = form.handleSubmit(async ({ limit }) => {
    const value = limit || null;
    if (value === null && !current) {
      form.setError("limit", { type: "check", message: t("errors.limitRequired") });
      return;
    }
    const check = checkCategoryBudgets([], value, categoryBudgets);
    if (!check.ok) {
      form.setError("root.server", { type: "check", message: trackerMessage(check.message) });
      return;
    }
    try {
      await save.mutateAsync([{ category: MONTHLY_CATEGORY, limit: value, month, year }]);
      toast.success(t("budgets.saved"));
      onDone();
    } catch (error) {
      applyServerError(form, localized(error));
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormRootError />
        <FormAmount<MonthlyBudgetValues>
          name="limit"
          label={t("budgets.monthlyLimit", { month: monthLabel(month, year) })}
          hint={
            current ? t("budgets.spentSoFar", { spent: rupees(current.spent ?? 0) }) : t("budgets.allCount")
          }
        />
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <Button variant="ghost" onClick={onDone}>
            {t("cancel")}
          </Button>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t("saving") : t("budgets.saveBudget")}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
