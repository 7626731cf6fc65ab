import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../lib/format";
import type { Figure, Part } from "../layout/definition";
import { rupees } from "../say";

export type { Figure, Part };

export const RESULT_HEADING_ID = "calculator-result-heading";

/**
 * The result's figures in whole rupees, or why there are none. Announced politely as they change, so a
 * screen-reader user hears the new total after typing.
 */
export function ResultSummary({
  figures,
  parts,
  problem,
  children,
}: {
  figures: Figure[] | null;
  /** Two parts of the total, drawn as one bar with their shares. */
  parts?: [Part, Part];
  /** Set when an input is wrong: the results wait for it. */
  problem?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation("calculators");
  return (
    <section
      aria-labelledby={RESULT_HEADING_ID}
      className="h-full rounded-3xl border border-brand-200 bg-gradient-to-br from-brand-50 to-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={RESULT_HEADING_ID} className="text-lg font-bold text-slate-900">
        {t("result.heading")}
      </h2>
      <div aria-live="polite" className="mt-4">
        {figures ? (
          <dl className="grid gap-4 sm:grid-cols-2">
            {figures.map((figure) => (
              <div key={figure.label} className={figure.main ? "sm:col-span-2" : undefined}>
                <dt className="text-sm font-medium text-slate-700">{figure.label}</dt>
                <dd
                  className={
                    figure.main
                      ? "mt-1 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl"
                      : "mt-0.5 text-xl font-semibold text-slate-900"
                  }
                >
                  {rupees(figure.amount)}
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-slate-700">{problem ?? t("result.fillIn")}</p>
        )}
      </div>
      {figures && parts ? <ShareBar parts={parts} /> : null}
      {children}
    </section>
  );
}

/** The two parts' colours, shared with the chart so the bar and the chart read alike. */
export const partColours = ["bg-brand-700", "bg-amber-400"] as const;

/** How the total splits between two parts, as a bar; the legend says each share in words. */
function ShareBar({ parts }: { parts: [Part, Part] }) {
  const { t } = useTranslation("calculators");
  const total = parts[0].value + parts[1].value;
  if (total <= 0) return null;
  const shares = parts.map((part) => Math.round((part.value / total) * 100));
  return (
    <div className="mt-6">
      <div aria-hidden="true" className="flex h-3 overflow-hidden rounded-full bg-slate-200">
        {parts.map((part, i) => (
          <div
            key={part.label}
            className={partColours[i]}
            style={{ width: `${(part.value / total) * 100}%` }}
          />
        ))}
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
        {parts.map((part, i) => (
          <li key={part.label} className="flex items-center gap-2">
            <span aria-hidden="true" className={`inline-block size-2.5 rounded-full ${partColours[i]}`} />
            {t("result.share", { label: part.label, percent: formatNumber(shares[i]!) })}
          </li>
        ))}
      </ul>
    </div>
  );
}
