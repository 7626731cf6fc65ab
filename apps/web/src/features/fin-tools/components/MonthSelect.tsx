import { MONTH_NAMES, type MonthName } from "@arthshala/contracts/tracker-rules";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { cx } from "../../../lib/cx";
import { monthLabel } from "../months";

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

/** A month of the current year (spec section 9): its full English name is the value, shown in the interface's language. */
export function MonthSelect({ owner, value, onChange, year, className }: MonthSelectProps) {
  const { t } = useTranslation("tracker");
  const id = useId();
  return (
    <div className={cx("flex items-center gap-2", className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        <span className="sr-only">{owner} </span>
        {t("month")}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as MonthName)}
        className={compactSelectClasses}
      >
        {MONTH_NAMES.map((name) => (
          <option key={name} value={name}>
            {monthLabel(name, year)}
          </option>
        ))}
      </select>
    </div>
  );
}
