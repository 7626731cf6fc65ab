import { STARTER_CATEGORIES } from "@arthshala/contracts/tracker-rules";
import { useController, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { cx } from "../../../../lib/cx";
import { useCategories } from "../../api";
import { categoryLabel } from "../../messages";
import type { TransactionFormValues } from "../transactionForm";

/** The chips for a type: the learner's most used (the server counts them), else the starter ones. */
export function useChips(type: TransactionFormValues["type"]): string[] {
  const frequent = useCategories().data?.frequent;
  return frequent?.[type] ?? [...STARTER_CATEGORIES[type]];
}

/**
 * The learner's most-used categories as one-tap chips (a chosen category not among them is shown too).
 * Names wrap onto a second line rather than being cut; "Other category" opens the full list.
 */
export function CategoryChips({ onOther }: { onOther: () => void }) {
  const { t } = useTranslation("tracker");
  const { control } = useFormContext<TransactionFormValues>();
  const { field } = useController({ control, name: "category" });
  const type = useWatch({ control, name: "type" });
  const chips = useChips(type);
  const shown = chips.includes(field.value) || !field.value ? chips : [...chips, field.value];
  return (
    <fieldset>
      <legend className="mb-1.5 block text-sm font-semibold text-slate-800">
        {t("transaction.category")}
      </legend>
      <div className="flex flex-wrap gap-2">
        {shown.map((category) => (
          <label
            key={category}
            className={cx(
              "inline-flex min-h-11 max-w-full cursor-pointer items-center rounded-full border px-4 py-1.5 text-sm font-medium break-words transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500",
              field.value === category
                ? "border-brand-700 bg-brand-700 text-white"
                : "border-slate-300 bg-white text-slate-800 hover:border-brand-500",
            )}
          >
            <input
              type="radio"
              name="quick-category"
              value={category}
              checked={field.value === category}
              onChange={() => field.onChange(category)}
              className="sr-only"
            />
            {categoryLabel(t, category)}
          </label>
        ))}
        <button
          type="button"
          onClick={onOther}
          className="inline-flex min-h-11 items-center rounded-full border border-dashed border-slate-400 px-4 py-1.5 text-sm font-medium text-slate-700 hover:border-brand-500"
        >
          {t("quick.otherCategory")}
        </button>
      </div>
    </fieldset>
  );
}
