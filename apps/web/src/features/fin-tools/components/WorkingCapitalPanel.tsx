import { MONTH_RANGES, type MonthName } from "@arthshala/contracts/tracker-rules";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Skeleton } from "../../../components/ui/Skeleton";
import { useAggregates } from "../api";
import { rupees } from "../format";
import { shortMonthLabel } from "../months";
import { SERIES } from "./charts/chartFormat";
import { WorkingCapitalLines } from "./charts/WorkingCapitalLines";
import { Panel, PanelNote } from "./Panel";

const CHART_BOX = "h-72 w-full";
/** The range select: the form controls' look at a toolbar's height. */
const compactSelect =
  "block h-10 min-w-0 rounded-lg border border-slate-300 bg-white pr-8 pl-3 text-sm text-slate-900 shadow-sm focus:border-brand-600";

/**
 * Money in and out: income, expense, investment and saving over the 3, 6 or 12 months up to the page's
 * month (default 3). The spec's "Working Capital", named in plain words (issue 28).
 */
export function WorkingCapitalPanel({
  year,
  month,
  className,
}: {
  year: number;
  month: MonthName;
  className?: string;
}) {
  const { t } = useTranslation("tracker");
  const [range, setRange] = useState<number>(MONTH_RANGES[0]);
  const data = useAggregates(range, month, year);
  const rangeId = useId();
  const points = data.data ?? [];
  const first = points[0];
  const last = points.at(-1);

  return (
    <Panel
      title={t("workingCapital.title")}
      className={className}
      controls={
        <div className="flex items-center gap-2">
          <label htmlFor={rangeId} className="text-sm font-medium text-slate-700">
            <span className="sr-only">{t("workingCapital.title")} </span>
            {t("workingCapital.range")}
          </label>
          <select
            id={rangeId}
            value={range}
            onChange={(event) => setRange(Number(event.target.value))}
            className={compactSelect}
          >
            {MONTH_RANGES.map((n) => (
              <option key={n} value={n}>
                {t("workingCapital.months", { months: n })}
              </option>
            ))}
          </select>
        </div>
      }
    >
      {data.isPending ? (
        <Skeleton className={CHART_BOX} />
      ) : data.isError ? (
        <PanelNote className={CHART_BOX}>{t("workingCapital.failed")}</PanelNote>
      ) : (
        <>
          <div aria-hidden="true" className={CHART_BOX}>
            <WorkingCapitalLines data={points} />
          </div>
          {/* A table ignores sr-only's 1px width: the wrapper clips it. */}
          <div className="sr-only">
            <table>
              <caption>
                {t("workingCapital.caption", {
                  from: first ? shortMonthLabel(first) : "",
                  to: last ? shortMonthLabel(last) : "",
                })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t("month")}</th>
                  {SERIES.map((s) => (
                    <th key={s.key} scope="col">
                      {t(`types.${s.key}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {points.map((m) => (
                  <tr key={`${m.year}-${m.monthIndex}`}>
                    <th scope="row">{shortMonthLabel(m)}</th>
                    {SERIES.map((s) => (
                      <td key={s.key}>{rupees(m[s.key])}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Panel>
  );
}
