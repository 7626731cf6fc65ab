import { useTranslation } from "react-i18next";
import { formatCompactRupees as compactRupees } from "../../../lib/format";
import type { Column } from "../layout/definition";
import { rupees } from "../say";

/** Fill colours of the two series: the summary bar's brand and amber (ResultSummary's partColours). */
const seriesFill = ["fill-brand-700", "fill-amber-400"] as const;
const seriesDot = ["bg-brand-700", "bg-amber-400"] as const;

const WIDTH = 600;
const HEIGHT = 220;

/** A round step for about four gridlines: 1, 2, 2.5 or 5 times a power of ten. */
export function niceStep(max: number): number {
  if (max <= 0) return 1;
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].find((m) => m * power >= rough) ?? 10;
  return step * power;
}

/**
 * The year-by-year rows as stacked bars, drawn here as SVG (no chart library for ten bars). The bars
 * stretch to the box's width; the labels are HTML around them, so they stay readable at 360 px. For
 * screen readers it is one image whose text alternative is the table that follows it.
 */
export function YearChart<Row extends { year: number }>({
  title,
  series,
  rows,
  tableId,
}: {
  title: string;
  series: [Column<Row>, Column<Row>];
  rows: Row[];
  /** The table holding the same numbers. */
  tableId: string;
}) {
  const { t } = useTranslation("calculators");
  const totals = rows.map((row) => series[0].value(row) + series[1].value(row));
  const step = niceStep(Math.max(0, ...totals));
  const top = Math.max(step, Math.ceil(Math.max(0, ...totals) / step) * step);
  const lines = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  const slot = WIDTH / Math.max(1, rows.length);
  const barWidth = Math.max(2, Math.min(48, slot * 0.7));
  const y = (value: number) => HEIGHT - (Math.max(0, value) / top) * HEIGHT;

  return (
    <figure className="rounded-3xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <figcaption className="text-lg font-bold text-slate-900">{title}</figcaption>
      <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
        {series.map((s, i) => (
          <li key={s.header} className="flex items-center gap-2">
            <span aria-hidden="true" className={`inline-block size-2.5 rounded-full ${seriesDot[i]}`} />
            {s.header}
          </li>
        ))}
      </ul>
      <div className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
        {/* Gridline labels, placed at the same heights as the lines. */}
        <div aria-hidden="true" className="relative h-44 text-right text-xs text-slate-600 sm:h-56">
          {lines.map((value) => (
            <span
              key={value}
              className="absolute right-0 block -translate-y-1/2 leading-none whitespace-nowrap"
              style={{ top: `${(1 - value / top) * 100}%` }}
            >
              {compactRupees(value)}
            </span>
          ))}
          {/* Keeps the column as wide as its longest label. */}
          <span className="invisible block h-0 overflow-hidden whitespace-nowrap">{compactRupees(top)}</span>
        </div>
        <svg
          role="img"
          aria-details={tableId}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-44 w-full overflow-visible sm:h-56"
        >
          <title>{title}</title>
          {lines.map((value) => (
            <line
              key={value}
              x1={0}
              x2={WIDTH}
              y1={y(value)}
              y2={y(value)}
              vectorEffect="non-scaling-stroke"
              className="stroke-slate-200"
            />
          ))}
          {rows.map((row, i) => {
            const first = series[0].value(row);
            const second = series[1].value(row);
            const x = i * slot + (slot - barWidth) / 2;
            return (
              <g key={row.year}>
                <title>
                  {`${t("table.year")} ${row.year}: ${series[0].header} ${rupees(first)}, ${series[1].header} ${rupees(second)}`}
                </title>
                <rect
                  x={x}
                  width={barWidth}
                  y={y(first)}
                  height={HEIGHT - y(first)}
                  className={seriesFill[0]}
                />
                <rect
                  x={x}
                  width={barWidth}
                  y={y(first + second)}
                  height={y(first) - y(first + second)}
                  className={seriesFill[1]}
                />
              </g>
            );
          })}
        </svg>
        <div aria-hidden="true" className="col-start-2 mt-1 flex justify-between text-xs text-slate-600">
          <span>{t("chart.year", { year: rows[0]?.year ?? 1 })}</span>
          {rows.length > 1 ? (
            <span>{t("chart.year", { year: rows.at(-1)?.year ?? rows.length })}</span>
          ) : null}
        </div>
      </div>
    </figure>
  );
}
