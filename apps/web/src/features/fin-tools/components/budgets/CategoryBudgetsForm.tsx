import { checkCategoryBudgets, limitExceededHint, type MonthName } from "@arthshala/contracts/tracker-rules";
import { FormProvider, useFieldArray, useWatch } from "react-hook-form";
import toast from "react-hot-toast/headless";
import { Trans, useTranslation } from "react-i18next";
import { FormAmount, FormRootError, FormSelect } from "../../../../components/form/bound";
import { applyServerError } from "../../../../components/form/serverErrors";
import { Button } from "../../../../components/ui/Button";
import { type Budget, type BudgetToSave, useSaveBudgets } from "../../api";
import { rupees } from "../../format";
import { localized, useTrackerForm } from "../../forms";
import { categoryLabel, trackerMessage } from "../../messages";
import { monthNameLabel } from "../../months";
import { PlusIcon, TrashIcon } from "../icons";
import { type CategoryBudgetsValues, categoryBudgetsSchema, DEFAULT_BUDGET_ROW } from "./budgetForms";

interface CategoryBudgetsFormProps {
  month: MonthName;
  year: number;
  categories: string[];
  /** The month's saved category budgets (the form starts from them). */
  existing: Budget[];
  /** The month's monthly limit, which the rows together may not exceed. */
  monthlyLimit: number | null;
  onDone: () => void;
}

/** Rows whose limit counts: above 0 (spec section 5: only those are saved). */
const counted = (rows: CategoryBudgetsValues["rows"]) =>
  rows.map((r) => ({ category: r.category, limit: typeof r.limit === "number" ? r.limit : null }));

/**
 * Category budgets for one month: add and remove rows, a live "Limit exceeded by ₹N" while the rows
 * add up to more than the monthly limit, and the spec's messages (contracts' checkCategoryBudgets, the
 * very check the server runs) before anything is sent. A row left empty, or removed, removes that budget.
 */
export function CategoryBudgetsForm({
  month,
  year,
  categories,
  existing,
  monthlyLimit,
  onDone,
}: CategoryBudgetsFormProps) {
  const { t } = useTranslation("tracker");
  const form = useTrackerForm(categoryBudgetsSchema, {
    rows: existing.length
      ? existing.map((b) => ({ category: b.category, limit: b.limit }))
      : [{ ...DEFAULT_BUDGET_ROW }],
  });
  const rows = useFieldArray({ control: form.control, name: "rows" });
  const watched = useWatch({ control: form.control, name: "rows" }) ?? [];
  const save = useSaveBudgets();

  const total = counted(watched).reduce((sum, r) => sum + (r.limit && r.limit > 0 ? r.limit : 0), 0);
  const exceeded = monthlyLimit ? limitExceededHint(total, monthlyLimit) : null;
  const hint = exceeded ? trackerMessage(exceeded) : null;

  const onSubmit = form.handleSubmit(async (values) => {
    // Every saved budget is either in the form or removed by this save: none is left to count besides.
    const check = checkCategoryBudgets(counted(values.rows), monthlyLimit, []);
    if (!check.ok) {
      form.setError("root.server", { type: "check", message: trackerMessage(check.message) });
      return;
    }
    const inForm = new Set(check.rows.map((r) => r.category));
    // Saved budgets no longer in the form (row removed or emptied) are removed: limit null.
    const removed = existing.filter((b) => !inForm.has(b.category)).map((b) => b.category);
    const budgets: BudgetToSave[] = [
      ...check.rows.map((r) => ({ ...r, month, year })),
      ...[...new Set(removed)].map((category) => ({ category, limit: null, month, year })),
    ];
    if (budgets.length === 0) {
      form.setError("root.server", {
        type: "check",
        message: t("errors.oneLimitRequired"),
      });
      return;
    }
    try {
      await save.mutateAsync(budgets);
      toast.success(t("budgets.saved"));
      onDone();
    } catch (error) {
      applyServerError(form, localized(error));
    }
  });

  const nextCategory = () => categories.find((c) => !watched.some((r) => r.category === c)) ?? "Food";

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormRootError />
        <ul aria-label={t("budgets.rowsLabel")} className="space-y-3">
          {rows.fields.map((row, index) => (
            // On a phone the category has the row's whole width (its name is never cut to "Entert"),
            // with the limit and Remove below it.
            <li
              key={row.id}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2 border-b border-slate-100 pb-3 last:border-0 sm:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_auto] sm:gap-3 sm:border-0 sm:pb-0"
            >
              <div className="col-span-2 sm:col-span-1">
                <FormSelect<CategoryBudgetsValues>
                  name={`rows.${index}.category`}
                  label={t("budgets.rowCategory", { number: index + 1 })}
                >
                  {categories.map((c) => (
                    <option key={c} value={c}>
                      {categoryLabel(t, c)}
                    </option>
                  ))}
                </FormSelect>
              </div>
              <FormAmount<CategoryBudgetsValues>
                name={`rows.${index}.limit`}
                label={t("budgets.rowLimit", { number: index + 1 })}
              />
              <button
                type="button"
                aria-label={t("budgets.removeRow", { number: index + 1 })}
                onClick={() => rows.remove(index)}
                className="mt-7 inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-red-700"
              >
                <TrashIcon className="size-5" />
              </button>
            </li>
          ))}
        </ul>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => rows.append({ category: nextCategory(), limit: null })}
        >
          <PlusIcon className="size-4" />
          {t("budgets.addRow")}
        </Button>
        <div aria-live="polite" className="text-sm">
          {monthlyLimit ? (
            <p className="text-slate-700">
              <Trans
                t={t}
                i18nKey="budgets.total"
                values={{ total: rupees(total), limit: rupees(monthlyLimit) }}
                components={{
                  strong: <span className="font-semibold tabular-nums" />,
                  span: <span className="tabular-nums" />,
                }}
              />
            </p>
          ) : (
            <p className="text-slate-600">{t("budgets.noMonthly", { month: monthNameLabel(month) })}</p>
          )}
          {hint ? <p className="mt-1 font-semibold text-red-700">{hint}</p> : null}
        </div>
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <Button variant="ghost" onClick={onDone}>
            {t("cancel")}
          </Button>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t("saving") : t("budgets.saveBudgets")}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
