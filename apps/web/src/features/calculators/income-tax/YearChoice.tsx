import type { TaxYearRules } from "@arthshala/contracts/income-tax";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { cx } from "../../../lib/cx";
import { formatLongDate } from "../../../lib/format";

/**
 * The financial years as radio chips: last year (its return is filed now), this year, and next year
 * (provisional until its Budget). Each chip says which it is, so "assumed" is never hidden.
 */
export function YearChoice({
  years,
  current,
  value,
  onChange,
}: {
  years: TaxYearRules[];
  current: number;
  value: number;
  onChange: (startYear: number) => void;
}) {
  const { t } = useTranslation("incomeTax");
  const name = useId();
  const status = (y: TaxYearRules) =>
    y.provisional
      ? t("year.provisional", { year: y.id })
      : y.startYear === current
        ? t("year.current", { year: y.id })
        : t("year.past", { year: y.id, filedIn: String(y.startYear + 1) });
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">{t("year.legend")}</legend>
      <div className="grid grid-cols-1 gap-1 rounded-xl bg-slate-100 p-1 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
        {years.map((y) => {
          const on = y.startYear === value;
          return (
            <label
              key={y.id}
              className={cx(
                "flex min-h-10 cursor-pointer items-center justify-center rounded-lg px-3 py-1.5 text-center text-sm leading-tight font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500",
                on ? "bg-white text-brand-900 shadow-sm" : "text-slate-700 hover:text-slate-900",
              )}
            >
              <input
                type="radio"
                name={name}
                value={y.startYear}
                checked={on}
                onChange={() => onChange(y.startYear)}
                className="sr-only"
              />
              {status(y)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Under the chips: which Act the year falls under, and for a provisional year what it assumes. */
export function YearNote({ year }: { year: TaxYearRules }) {
  const { t } = useTranslation("incomeTax");
  return (
    <div className="space-y-1 text-sm text-slate-600">
      <p>{year.act === 1961 ? t("year.act1961", { year: year.id }) : t("year.act2025", { year: year.id })}</p>
      {year.provisional ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 font-medium text-amber-900">
          {t("year.provisionalNote", {
            year: year.id,
            basedOn: year.provisional.basedOn,
            budgetOn: formatLongDate(year.provisional.budgetOn),
          })}
        </p>
      ) : null}
    </div>
  );
}
