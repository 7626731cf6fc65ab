import { type InputHTMLAttributes, useId } from "react";
import { cx } from "../../lib/cx";

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
}

export const inputClasses =
  "block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600";

/** A labelled input; the label is always visible, never a placeholder stand-in. */
export function TextField({ label, id, className, ...props }: TextFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input id={inputId} className={cx(inputClasses)} {...props} />
    </div>
  );
}
