import { type ReactNode, useId } from "react";
import { AmountBox } from "../../../components/form/AmountBox";
import { describedBy } from "../../../components/form/fields";
import { cx } from "../../../lib/cx";
import { formatNumber } from "../../../lib/format";
import { parseAmount } from "../parse";

interface NumberFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown before the number ("₹") or after it ("% a year", "years"). */
  prefix?: string;
  suffix?: string;
  hint?: ReactNode;
  /** A slider under the box over this range, moving with it both ways. */
  slider?: { min: number; max: number; step: number };
  /** The calculator's message for this field, shown under it. */
  error?: string;
  /** Marked wrong without a message of its own (the group around it says why). */
  invalid?: boolean;
  className?: string;
}

const box =
  "flex h-11 w-full items-center overflow-hidden rounded-lg border bg-white shadow-sm focus-within:border-brand-600 focus-within:ring-1 focus-within:ring-brand-600";

/**
 * A labelled number box with its unit. Text, not type=number: a rupee amount (prefix "₹") is the shared
 * AmountBox, grouped as typed (12,10,000) like every amount in the app; a rate or a count is kept
 * exactly as typed. Results follow every keystroke. With `slider`, a native range input under it
 * (same label, the value said with its unit) sets the box, and the box moves it.
 */
export function NumberField({
  label,
  value,
  onChange,
  prefix,
  suffix,
  hint,
  slider,
  error,
  invalid = error !== undefined,
  className,
}: NumberFieldProps) {
  const id = useId();
  const boxProps = {
    id,
    "aria-invalid": invalid ? true : undefined,
    "aria-describedby":
      [suffix ? `${id}-unit` : null, describedBy(id, hint, error)].filter(Boolean).join(" ") || undefined,
    className: "h-full min-w-0 flex-1 bg-transparent px-3 text-base text-slate-900 outline-none",
  };
  return (
    <div className={className}>
      <label id={`${id}-label`} htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className={cx(box, invalid ? "border-red-600 ring-1 ring-red-600" : "border-slate-300")}>
        {prefix ? (
          <span aria-hidden="true" className="pl-3 text-slate-600">
            {prefix}
          </span>
        ) : null}
        {prefix === "₹" ? (
          <AmountBox {...boxProps} value={value} onValueChange={onChange} />
        ) : (
          <input
            {...boxProps}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
        {suffix ? (
          <span
            id={`${id}-unit`}
            className="shrink-0 border-l border-slate-200 bg-slate-50 px-3 py-2.5 text-sm text-slate-700"
          >
            {suffix}
          </span>
        ) : null}
      </div>
      {slider ? (
        <Slider
          labelledBy={`${id}-label`}
          range={slider}
          text={value}
          onChange={onChange}
          valueText={(v) => `${prefix ?? ""}${formatNumber(v)}${unitAfter(suffix)}`}
          rupees={prefix === "₹"}
        />
      ) : null}
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

/** "% a year" follows the number at once (7.1% a year); a word after a space (10 years). */
const unitAfter = (suffix?: string) => (!suffix ? "" : suffix.startsWith("%") ? suffix : ` ${suffix}`);

/**
 * The slider under a box: where the typed number lies in its range (held at an end when the number is
 * outside it or not a number yet); moving it writes the number into the box, amounts with Indian grouping.
 */
function Slider({
  labelledBy,
  range,
  text,
  onChange,
  valueText,
  rupees,
}: {
  labelledBy: string;
  range: { min: number; max: number; step: number };
  text: string;
  onChange: (value: string) => void;
  valueText: (value: number) => string;
  rupees: boolean;
}) {
  const typed = parseAmount(text);
  const at = Number.isFinite(typed) ? Math.min(range.max, Math.max(range.min, typed)) : range.min;
  return (
    <input
      type="range"
      min={range.min}
      max={range.max}
      step={range.step}
      value={at}
      aria-labelledby={labelledBy}
      aria-valuetext={Number.isFinite(typed) ? valueText(typed) : undefined}
      onChange={(event) => {
        const next = Number(event.target.value);
        onChange(rupees ? formatNumber(next) : event.target.value);
      }}
      className="mt-2 block h-6 w-full cursor-pointer accent-brand-700"
    />
  );
}
