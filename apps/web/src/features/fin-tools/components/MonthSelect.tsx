import { MONTH_NAMES, type MonthName } from "@arthshala/contracts/tracker-rules";
import { useId } from "react";
import { cx } from "../../../lib/cx";

/** A panel's small select (month, range): the form controls' look at a toolbar's height. */
export const compactSelectClasses =
  "block h-10 min-w-0 rounded-lg border border-slate-300 bg-white pr-8 pl-3 text-sm text-slate-900 shadow-sm focus:border-brand-600";

interface MonthSelectProps {
  /** Whose month it is, read before "Month" by assistive technology ("Expense Categories month"). */
  owner: string;
  value: MonthName;
  onChange: (month: MonthName) => void;
  year: number;
  className?: string;
}

/** A month of the current year by its full English name (spec section 9). */
export function MonthSelect({ owner, value, onChange, year, className }: MonthSelectProps) {
  const id = useId();
  return (
    <div className={cx("flex items-center gap-2", className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        <span className="sr-only">{owner} </span>Month
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as MonthName)}
        className={compactSelectClasses}
      >
        {MONTH_NAMES.map((name) => (
          <option key={name} value={name}>
            {name} {year}
          </option>
        ))}
      </select>
    </div>
  );
}
