import { useId } from "react";
import { cx } from "../../lib/cx";

interface SwitchProps {
  label: string;
  /** What the current position means, read with the switch. */
  hint?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off setting that saves as it is flipped: a button with role switch, its label and hint beside it. */
export function Switch({ label, hint, checked, disabled, onChange }: SwitchProps) {
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="flex items-center justify-between gap-4">
      <div className="min-w-0">
        <p id={labelId} className="font-semibold text-slate-900">
          {label}
        </p>
        {hint ? (
          <p id={hintId} className="text-sm text-slate-600">
            {hint}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={hint ? hintId : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={cx(
          "relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors disabled:opacity-60",
          checked ? "bg-brand-700" : "bg-slate-400",
        )}
      >
        <span
          aria-hidden="true"
          className={cx(
            "inline-block size-5 rounded-full bg-white shadow transition-transform",
            checked ? "translate-x-6" : "translate-x-1",
          )}
        />
      </button>
    </div>
  );
}
