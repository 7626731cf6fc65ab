import { MONTHLY_CATEGORY, type MonthName } from "@arthshala/contracts/tracker-rules";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/ui/Button";
import { CloseIcon } from "../../../../components/ui/icons";
import type { Budget } from "../../api";
import { rupees } from "../../format";
import { categoryLabel } from "../../messages";
import { monthLabel } from "../../months";

interface BudgetWarningProps {
  warnings: Budget[];
  onReview: () => void;
  onDismiss: () => void;
}

/**
 * A budget just gone over, said once (the server keeps that it was said) in the page's flow: nothing
 * is covered or blocked, and the budget bars keep showing it in red afterwards (issue 28).
 */
export function BudgetWarning({ warnings, onReview, onDismiss }: BudgetWarningProps) {
  const { t } = useTranslation("tracker");
  if (warnings.length === 0) return null;
  return (
    <section
      role="status"
      aria-labelledby="budget-warning-title"
      className="relative rounded-2xl border border-red-200 bg-red-50 p-4 pr-12 text-red-900"
    >
      <h2 id="budget-warning-title" className="font-semibold">
        {t("warning.overTitle")}
      </h2>
      <ul className="mt-1 space-y-0.5 text-sm">
        {warnings.map((b) => (
          <li key={`${b.year}-${b.month}-${b.category}`}>
            {t(b.category === MONTHLY_CATEGORY ? "warning.overMonthly" : "warning.overCategory", {
              category: categoryLabel(t, b.category),
              month: monthLabel(b.month as MonthName, b.year),
              spent: rupees(b.spent ?? 0),
              limit: rupees(b.limit),
            })}
          </li>
        ))}
      </ul>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onReview} aria-haspopup="dialog">
        {t("exceeded.review")}
      </Button>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t("warning.dismiss")}
        className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-lg text-red-800 hover:bg-red-100"
      >
        <CloseIcon className="size-5" />
      </button>
    </section>
  );
}
