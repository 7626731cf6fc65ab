import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "../../../../components/ui/Modal";
import { Skeleton } from "../../../../components/ui/Skeleton";
import { cx } from "../../../../lib/cx";
import { useCategories, useCategoryBudgets, useMonthlyBudget } from "../../api";
import { type MonthRef, monthLabel } from "../../months";
import { CategoryBudgetsForm } from "./CategoryBudgetsForm";
import { MonthlyBudgetForm } from "./MonthlyBudgetForm";

type Mode = "category" | "monthly";

interface BudgetDialogProps {
  open: boolean;
  onClose: () => void;
  /** The page's month (issue 28: one month switcher for the whole page, this dialog included). */
  at: MonthRef;
}

/** Set Budget Goals: category budgets or the monthly budget (spec section 2), for the page's month. */
export function BudgetDialog({ open, onClose, at }: BudgetDialogProps) {
  const { t } = useTranslation("tracker");
  return (
    <Modal open={open} onClose={onClose} title={t("budgets.title")} className="sm:max-w-lg">
      <BudgetDialogBody key={`${at.year}-${at.month}`} onClose={onClose} at={at} />
    </Modal>
  );
}

const modes: Mode[] = ["category", "monthly"];

function BudgetDialogBody({ onClose, at }: { onClose: () => void; at: MonthRef }) {
  const { t } = useTranslation("tracker");
  const { month, year } = at;
  const [mode, setMode] = useState<Mode>("category");
  const categories = useCategories().data?.data ?? [];
  const byCategory = useCategoryBudgets(month, year);
  const monthly = useMonthlyBudget(month, year);
  const ready = byCategory.isSuccess && monthly.isSuccess;

  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="sr-only">{t("budgets.type")}</legend>
        <div className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
          {modes.map((m) => (
            <label
              key={m}
              className={cx(
                "flex min-h-10 cursor-pointer items-center justify-center rounded-lg px-2 py-1.5 text-center text-sm leading-tight font-semibold transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500",
                mode === m ? "bg-white text-brand-900 shadow-sm" : "text-slate-700 hover:text-slate-900",
              )}
            >
              <input
                type="radio"
                name="budget-mode"
                value={m}
                checked={mode === m}
                onChange={() => setMode(m)}
                className="sr-only"
              />
              {t(`budgets.${m}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="text-sm font-medium text-slate-700">
        {t("budgets.forMonth", { month: monthLabel(month, year) })}
      </p>
      {!ready ? (
        byCategory.isError || monthly.isError ? (
          <p role="alert" className="text-red-800">
            {t("budgets.loadFailed")}
          </p>
        ) : (
          <div aria-hidden="true" className="space-y-3">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-9 w-40" />
          </div>
        )
      ) : mode === "category" ? (
        <CategoryBudgetsForm
          month={month}
          year={year}
          categories={categories}
          existing={byCategory.data}
          monthlyLimit={monthly.data?.limit ?? null}
          onDone={onClose}
        />
      ) : (
        <MonthlyBudgetForm
          month={month}
          year={year}
          current={monthly.data}
          categoryBudgets={byCategory.data}
          onDone={onClose}
        />
      )}
    </div>
  );
}
