import { useId } from "react";
import { type FieldValues, type Path, useFormContext, useWatch } from "react-hook-form";
import { describedBy, FieldShell, textareaClasses } from "../../../components/form/fields";
import { startingValue } from "../../../components/form/startingValues";
import { MarkdownText } from "../../../components/ui/MarkdownText";
import { cx } from "../../../lib/cx";

interface MarkdownFieldProps<T extends FieldValues> {
  name: Path<T>;
  label: string;
  optional?: boolean;
  hint: string;
  rows: number;
  maxLength: number;
  /** What the preview says while the text is empty. */
  placeholder: string;
  /** The article editor: a tall monospace box beside a preview that scrolls. */
  tall?: boolean;
  /** Shown above the formatted text (an article's title). */
  previewTitle?: string;
}

/** A Markdown textarea bound by name, with its live preview beside it (below it on phones). */
export function MarkdownField<T extends FieldValues>({
  name,
  label,
  optional,
  hint,
  rows,
  maxLength,
  placeholder,
  tall,
  previewTitle,
}: MarkdownFieldProps<T>) {
  const { register, getFieldState, formState, getValues } = useFormContext<T>();
  const text = (useWatch<T>({ name }) as string | undefined) ?? "";
  const error = getFieldState(name, formState).error?.message;
  const id = useId();
  return (
    <div className={cx("grid lg:grid-cols-2", tall ? "gap-5" : "gap-4")}>
      <FieldShell id={id} label={label} optional={optional} hint={hint} error={error} className="min-w-0">
        <textarea
          id={id}
          rows={rows}
          maxLength={maxLength}
          className={cx(
            textareaClasses,
            tall && "min-h-72 font-mono text-[0.95rem] leading-relaxed lg:h-[36rem]",
          )}
          aria-invalid={error ? true : undefined}
          aria-required={optional ? undefined : true}
          aria-describedby={describedBy(id, hint, error)}
          {...register(name)}
          defaultValue={startingValue(getValues(name))}
        />
      </FieldShell>
      <div className="min-w-0">
        <p aria-hidden="true" className="mb-1.5 text-sm font-semibold text-slate-800">
          Preview
        </p>
        <section
          aria-label={`${label} preview`}
          // A scrolling region must be reachable by keyboard.
          tabIndex={tall ? 0 : undefined}
          className={cx(
            "rounded-lg border border-slate-200 bg-slate-50",
            tall
              ? "max-h-[32rem] min-h-72 overflow-y-auto px-4 py-4 sm:px-5 lg:h-[36rem] lg:max-h-none"
              : "min-h-28 px-4 py-3",
          )}
        >
          {previewTitle?.trim() ? (
            <p className="mb-3 text-xl font-bold break-words text-slate-900">{previewTitle}</p>
          ) : null}
          {text.trim() ? (
            <MarkdownText>{text}</MarkdownText>
          ) : (
            <p className="text-sm text-slate-500 italic">{placeholder}</p>
          )}
        </section>
      </div>
    </div>
  );
}
