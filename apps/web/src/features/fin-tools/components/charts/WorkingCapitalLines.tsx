import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { MonthlyAggregate } from "../../api";
import { rupees } from "../../format";
import { shortMonthLabel } from "../../months";
import { ChartTooltip, spotIn, TooltipRow, type TooltipSpot } from "./ChartTooltip";
import { compactRupees, SERIES } from "./chartFormat";
import {
  dotsPath,
  labelledIndexes,
  linePath,
  nearestIndex,
  niceTicks,
  xPercent,
  yPercent,
} from "./chartGeometry";

/**
 * Which month labels a screen width shows: 3 fit a phone, 6 a wider panel (12 "Nov 2026"s overlap even
 * at 1280 px). Whole class names, so Tailwind finds them.
 */
function labelClass(index: number, count: number): string {
  const phone = labelledIndexes(count, 3).has(index) ? "block" : "hidden";
  const wider = labelledIndexes(count, 6).has(index) ? "sm:block" : "sm:hidden";
  return `${phone} ${wider}`;
}

/**
 * The Working Capital line chart, drawn for sighted users (the panel carries the same numbers as a table
 * for assistive technology). The lines are an SVG stretched to the plot's box (non-scaling strokes keep
 * them 2.5 px); the axis labels, grid and tooltip are HTML placed by percent, so text stays crisp at any
 * width and nothing needs measuring before the first paint.
 */
export function WorkingCapitalLines({ data }: { data: MonthlyAggregate[] }) {
  const { t } = useTranslation("tracker");
  const [hover, setHover] = useState<{ index: number; spot: TooltipSpot } | null>(null);
  const count = data.length;
  const ticks = niceTicks(Math.max(0, ...data.flatMap((m) => SERIES.map((s) => m[s.key]))));
  const top = ticks.at(-1) ?? 0;
  const pointsOf = (key: (typeof SERIES)[number]["key"]) =>
    data.map((m, i) => ({ x: xPercent(i, count), y: yPercent(m[key], top) }));
  const active = hover ? data[hover.index] : undefined;

  return (
    <div className="flex size-full flex-col gap-2">
      <div className="min-h-0 flex-1 pt-2 pr-3 pb-6 pl-13">
        <div
          data-testid="chart-plot"
          className="relative size-full border-b border-slate-300"
          onPointerMove={(event) => {
            if (count === 0) return;
            const rect = event.currentTarget.getBoundingClientRect();
            const index = nearestIndex((event.clientX - rect.left) / rect.width, count);
            setHover({ index, spot: spotIn(event.currentTarget, event.clientX, event.clientY) });
          }}
          onPointerLeave={() => setHover(null)}
        >
          {ticks.map((tick) => (
            <div key={tick} className="absolute inset-x-0" style={{ top: `${yPercent(tick, top)}%` }}>
              {tick > 0 ? <div className="border-t border-dashed border-slate-200" /> : null}
              <span
                data-testid="y-tick"
                className="absolute right-full mr-2 -translate-y-1/2 text-xs leading-none whitespace-nowrap text-slate-600 tabular-nums"
              >
                {compactRupees(tick)}
              </span>
            </div>
          ))}
          {data.map((m, i) => (
            <span
              key={`${m.year}-${m.monthIndex}`}
              data-testid="x-label"
              className={`absolute top-full mt-1.5 -translate-x-1/2 text-xs leading-none whitespace-nowrap text-slate-600 ${labelClass(i, count)}`}
              style={{ left: `${xPercent(i, count)}%` }}
            >
              {/* "Oct 2026", never "Oct 26", which reads as a day. */}
              {shortMonthLabel(m)}
            </span>
          ))}
          {hover ? (
            <div
              className="absolute inset-y-0 w-px bg-slate-300"
              style={{ left: `${xPercent(hover.index, count)}%` }}
            />
          ) : null}
          <svg
            viewBox="0 0 100 100"
            preserveAspectRatio="none"
            aria-hidden="true"
            focusable="false"
            className="absolute inset-0 size-full overflow-visible"
          >
            {SERIES.map((s) => {
              const points = pointsOf(s.key);
              return (
                <g key={s.key} data-testid={`line-${s.key}`} stroke={s.colour} fill="none">
                  <path
                    d={linePath(points)}
                    strokeWidth={2.5}
                    strokeLinejoin="round"
                    vectorEffect="non-scaling-stroke"
                  />
                  {/* Dots of radius 3 ringed in the line's colour, as the recharts ones were. */}
                  <path
                    d={dotsPath(points)}
                    strokeWidth={8.5}
                    strokeLinecap="round"
                    vectorEffect="non-scaling-stroke"
                  />
                  <path
                    d={dotsPath(points)}
                    stroke="#fff"
                    strokeWidth={3.5}
                    strokeLinecap="round"
                    vectorEffect="non-scaling-stroke"
                  />
                </g>
              );
            })}
          </svg>
          {hover && active ? (
            <ChartTooltip spot={hover.spot}>
              <div className="mb-1 font-semibold">{shortMonthLabel(active)}</div>
              {SERIES.map((s) => (
                <TooltipRow
                  key={s.key}
                  colour={s.colour}
                  name={t(`types.${s.key}`)}
                  value={rupees(active[s.key])}
                />
              ))}
            </ChartTooltip>
          ) : null}
        </div>
      </div>
      <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-[13px] text-slate-700">
        {SERIES.map((s) => (
          <li key={s.key} className="flex items-center gap-1.5">
            <span className="size-2.5 rounded-full" style={{ background: s.colour }} />
            {t(`types.${s.key}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
