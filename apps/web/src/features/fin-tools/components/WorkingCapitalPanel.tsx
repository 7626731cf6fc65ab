import { formatRupees, MONTH_RANGES, type MonthName } from "@arthshala/contracts/tracker-rules";
import { Suspense, useId, useState } from "react";
import { Skeleton } from "../../../components/ui/Skeleton";
import { useAggregates } from "../api";
import { SERIES } from "./charts/chartFormat";
import { WorkingCapitalLines } from "./charts/lazyCharts";
import { compactSelectClasses, MonthSelect } from "./MonthSelect";
import { Panel, PanelNote } from "./Panel";

const CHART_BOX = "h-72 w-full";

/** Income, expense, investment and saving over the 3, 6 or 12 months up to the chosen one (default 3). */
export function WorkingCapitalPanel({
  year,
  initialMonth,
  className,
}: {
  year: number;
  initialMonth: MonthName;
  className?: string;
}) {
  const [month, setMonth] = useState<MonthName>(initialMonth);
  const [range, setRange] = useState<number>(MONTH_RANGES[0]);
  const data = useAggregates(range, month, year);
  const rangeId = useId();
  const points = data.data ?? [];
  const first = points[0];
  const last = points.at(-1);

  return (
    <Panel
      title="Working Capital"
      className={className}
      controls={
        <>
          <div className="flex items-center gap-2">
            <label htmlFor={rangeId} className="text-sm font-medium text-slate-700">
              <span className="sr-only">Working Capital </span>Range
            </label>
            <select
              id={rangeId}
              value={range}
              onChange={(event) => setRange(Number(event.target.value))}
              className={compactSelectClasses}
            >
              {MONTH_RANGES.map((n) => (
                <option key={n} value={n}>
                  {n} months
                </option>
              ))}
            </select>
          </div>
          <MonthSelect owner="Working Capital" value={month} onChange={setMonth} year={year} />
        </>
      }
    >
      {data.isPending ? (
        <Skeleton className={CHART_BOX} />
      ) : data.isError ? (
        <PanelNote className={CHART_BOX}>Couldn't load this chart. Please try again later.</PanelNote>
      ) : (
        <>
          <div aria-hidden="true" className={CHART_BOX}>
            <Suspense fallback={<Skeleton className="size-full" />}>
              <WorkingCapitalLines data={points} />
            </Suspense>
          </div>
          {/* A table ignores sr-only's 1px width: the wrapper clips it. */}
          <div className="sr-only">
            <table>
              <caption>
                Working Capital from {first?.month} {first?.year} to {last?.month} {last?.year}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Month</th>
                  {SERIES.map((s) => (
                    <th key={s.key} scope="col">
                      {s.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {points.map((m) => (
                  <tr key={`${m.year}-${m.monthIndex}`}>
                    <th scope="row">
                      {m.month} {m.year}
                    </th>
                    {SERIES.map((s) => (
                      <td key={s.key}>{formatRupees(m[s.key])}</td>
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
