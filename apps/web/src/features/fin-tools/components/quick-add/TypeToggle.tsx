import { useController, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { cx } from "../../../../lib/cx";
import type { TransactionFormValues } from "../transactionForm";

const QUICK_TYPES = ["expense", "income"] as const;

/** Expense or income, as one tap (investment and saving are under "More details"). */
export function TypeToggle({ onChange }: { onChange: (type: TransactionFormValues["type"]) => void }) {
  const { t } = useTranslation("tracker");
  const { control } = useFormContext<TransactionFormValues>();
  const { field } = useController({ control, name: "type" });
  return (
    <fieldset>
      <legend className="sr-only">{t("transaction.type")}</legend>
      <div className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
        {QUICK_TYPES.map((type) => (
          <label
            key={type}
            className={cx(
              "flex min-h-11 cursor-pointer items-center justify-center rounded-lg px-2 text-center font-semibold transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500",
              field.value === type
                ? type === "expense"
                  ? "bg-white text-rose-800 shadow-sm"
                  : "bg-white text-brand-900 shadow-sm"
                : "text-slate-700 hover:text-slate-900",
            )}
          >
            <input
              type="radio"
              name={`quick-${field.name}`}
              value={type}
              checked={field.value === type}
              onChange={() => {
                field.onChange(type);
                onChange(type);
              }}
              className="sr-only"
            />
            {t(`types.${type}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
