import { useId, useState } from "react";
import { type FieldValues, type Path, useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { StarIcon } from "../../../components/ui/icons";
import { cx } from "../../../lib/cx";

const STARS = [1, 2, 3, 4, 5] as const;

interface StarRatingProps<T extends FieldValues> {
  name: Path<T>;
  question: string;
  /** The form-level message this question's error belongs to (read with the group when invalid). */
  describedBy?: string;
}

/**
 * A 1–5 rating as a group of native radio buttons (arrow keys move between them), drawn as stars.
 * Its value is a number; 0 until a star is chosen.
 */
export function StarRating<T extends FieldValues>({ name, question, describedBy }: StarRatingProps<T>) {
  const { t } = useTranslation("forms");
  const { field, fieldState } = useController<T>({ name });
  const groupName = useId();
  const questionId = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const value = Number(field.value) || 0;
  const shown = hovered ?? value;
  const invalid = Boolean(fieldState.error);

  return (
    <div
      role="radiogroup"
      aria-labelledby={questionId}
      aria-required="true"
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? describedBy : undefined}
      onMouseLeave={() => setHovered(null)}
      className={cx("rounded-xl p-3 -m-3", invalid && "bg-red-50 ring-1 ring-red-600")}
    >
      <p id={questionId} className="font-semibold text-slate-900">
        {question}
      </p>
      <div className="mt-2 flex items-center gap-1">
        {STARS.map((n) => (
          <label
            key={n}
            onMouseEnter={() => setHovered(n)}
            className="group relative inline-flex size-11 cursor-pointer items-center justify-center rounded-full transition-transform hover:scale-110"
          >
            <input
              type="radio"
              name={groupName}
              value={n}
              checked={value === n}
              onChange={() => field.onChange(n)}
              onBlur={field.onBlur}
              // The form focuses the first star when the question is unanswered.
              ref={n === 1 ? field.ref : undefined}
              className="peer sr-only"
            />
            <span className="sr-only">{t("feedback.stars", { count: n })}</span>
            <StarIcon
              aria-hidden="true"
              className={cx(
                "size-8 rounded-full peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700",
                n <= shown ? "text-amber-500" : "text-slate-400",
              )}
              fill={n <= shown ? "currentColor" : "none"}
            />
          </label>
        ))}
        <span className="ml-2 text-sm text-slate-600" aria-hidden="true">
          {value ? t("feedback.ofFive", { value }) : ""}
        </span>
      </div>
    </div>
  );
}
