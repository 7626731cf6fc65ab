import { limitExceededHint, type MonthName } from "@arthshala/contracts/tracker-rules";
import { useTranslation } from "react-i18next";
import { cx } from "../../../../lib/cx";
import { useCategoryBudgets } from "../../api";
import { rupees } from "../../format";
import { categoryLabel, trackerMessage } from "../../messages";
import { monthLabel } from "../../months";

/**
 * The month's category budgets as bars: spent of limit, amber from 80%, red with "Limit exceeded by
 * ₹N" once over. Category names wrap rather than being cut. A failed read says so here, in place
 * (the spec's "Failed to fetch category budgets."), instead of a dialog over the page.
 */
export function CategoryBudgetBars({ month, year }: { month: MonthName; year: number }) {
  const { t } = useTranslation("tracker");
  const budgets = useCategoryBudgets(month, year);
  if (budgets.isPending) return null;
  if (budgets.isError) {
    return (
      <p className="mt-4 border-t border-slate-100 pt-3 text-sm text-red-800">{t("errors.budgetsFailed")}</p>
    );
  }
  const rows = budgets.data.filter((b) => b.limit > 0);
  if (rows.length === 0) return null;
  return (
    <ul
      aria-label={t("gauge.categoryBudgets", { month: monthLabel(month, year) })}
      className="mt-4 space-y-3 border-t border-slate-100 pt-4"
    >
      {rows.map((b) => {
        const spent = b.spent ?? 0;
        const share = Math.min(spent / b.limit, 1);
        const over = spent > b.limit;
        return (
          <li key={b.category} data-testid="category-budget" className="text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="min-w-0 font-medium break-words text-slate-800">
                {categoryLabel(t, b.category)}
              </span>
              <span className={cx("tabular-nums", over ? "font-semibold text-red-700" : "text-slate-700")}>
                {t("gauge.spentOfPlain", { spent: rupees(spent), limit: rupees(b.limit) })}
              </span>
            </div>
            <span aria-hidden="true" className="mt-1 block h-2 overflow-hidden rounded-full bg-slate-100">
              <span
                className={cx(
                  "block h-full rounded-full",
                  over ? "bg-red-600" : share >= 0.8 ? "bg-amber-500" : "bg-brand-600",
                )}
                style={{ width: `${share * 100}%` }}
              />
            </span>
            {over ? (
              <p className="mt-1 font-semibold text-red-700">
                {trackerMessage(limitExceededHint(spent, b.limit) ?? "")}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
