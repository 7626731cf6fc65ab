import { useId } from "react";
import { type FieldValues, type Path, useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { cx } from "../../../lib/cx";

interface ChoiceGroupProps<T extends FieldValues> {
  name: Path<T>;
  question: string;
  options: readonly string[];
  /** The form-level message this question's error belongs to (read with the group when invalid). */
  describedBy?: string;
}

/** One answer of a few, as native radio buttons drawn as pills (arrow keys move between them). */
export function ChoiceGroup<T extends FieldValues>({
  name,
  question,
  options,
  describedBy,
}: ChoiceGroupProps<T>) {
  const { t } = useTranslation("forms");
  const { field, fieldState } = useController<T>({ name });
  const groupName = useId();
  const questionId = useId();
  const invalid = Boolean(fieldState.error);

  return (
    <div
      role="radiogroup"
      aria-labelledby={questionId}
      aria-required="true"
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? describedBy : undefined}
      className={cx("rounded-xl p-3 -m-3", invalid && "bg-red-50 ring-1 ring-red-600")}
    >
      <p id={questionId} className="font-semibold text-slate-900">
        {question}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {options.map((option, index) => (
          <label
            key={option}
            className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 transition-colors hover:border-slate-400 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700"
          >
            <input
              type="radio"
              name={groupName}
              value={option}
              checked={field.value === option}
              onChange={() => field.onChange(option)}
              onBlur={field.onBlur}
              ref={index === 0 ? field.ref : undefined}
              className="sr-only"
            />
            {t(`feedback.options.${option}` as "feedback.options.Yes", { defaultValue: option })}
          </label>
        ))}
      </div>
    </div>
  );
}
