import { useId } from "react";
import { describedBy } from "../../../components/form/fields";
import { cx } from "../../../lib/cx";

interface NumberFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown before the number ("₹") or after it ("% a year", "years"). */
  prefix?: string;
  suffix?: string;
  hint?: string;
  /** The calculator's message for this field, shown under it. */
  error?: string;
  /** Marked wrong without a message of its own (the group around it says why). */
  invalid?: boolean;
  className?: string;
}

const box =
  "flex h-11 w-full items-center overflow-hidden rounded-lg border bg-white shadow-sm focus-within:border-brand-600 focus-within:ring-1 focus-within:ring-brand-600";

/**
 * A labelled number box with its unit. Text, not type=number: people type "1,50,000" and the box keeps
 * exactly what they typed; results follow every keystroke.
 */
export function NumberField({
  label,
  value,
  onChange,
  prefix,
  suffix,
  hint,
  error,
  invalid = error !== undefined,
  className,
}: NumberFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className={cx(box, invalid ? "border-red-600 ring-1 ring-red-600" : "border-slate-300")}>
        {prefix ? (
          <span aria-hidden="true" className="pl-3 text-slate-600">
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={
            [suffix ? `${id}-unit` : null, describedBy(id, hint, error)].filter(Boolean).join(" ") ||
            undefined
          }
          className="h-full min-w-0 flex-1 bg-transparent px-3 text-base text-slate-900 outline-none"
        />
        {suffix ? (
          <span
            id={`${id}-unit`}
            className="shrink-0 border-l border-slate-200 bg-slate-50 px-3 py-2.5 text-sm text-slate-700"
          >
            {suffix}
          </span>
        ) : null}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
