import type { ClassProgress } from "@arthshala/contracts/class-progress";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../lib/format";
import { shortDay } from "../format";

const TICKS = [0, 25, 50, 75, 100];

/**
 * The class's completion over time: one line, 0 to 100%, from the first assignment's day to today. An
 * SVG stretched to its box with HTML labels placed by percent (as the tracker's charts are drawn), so
 * nothing is measured before the first paint; the same numbers are in a table for screen readers.
 */
export function CompletionChart({ completion }: { completion: ClassProgress["completion"] }) {
  const { t } = useTranslation("classProgress");
  const count = completion.length;
  const x = (i: number) => (count <= 1 ? 50 : (100 * i) / (count - 1));
  const y = (share: number) => 100 - 100 * share;
  const points = completion.map((p, i) => `${x(i)},${y(p.share)}`).join(" ");
  const last = completion.at(-1);
  const labelled = new Set(count <= 1 ? [0] : [0, Math.floor((count - 1) / 2), count - 1]);
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <figcaption>
        <h2 className="text-[1.15em] font-semibold text-slate-900">{t("chart.title")}</h2>
        <p className="mt-1 text-[0.9em] text-slate-600">{t("chart.description")}</p>
        {last ? (
          <p className="mt-2 font-semibold text-emerald-800">
            {t("chart.today", { percent: formatNumber(Math.round(last.share * 100)) })}
          </p>
        ) : null}
      </figcaption>
      <div className="mt-4 h-48 pr-2 pb-6 pl-10 sm:h-56" aria-hidden="true">
        <div className="relative size-full border-b border-l border-slate-300">
          {TICKS.map((tick) => (
            <div key={tick} className="absolute inset-x-0" style={{ top: `${100 - tick}%` }}>
              {tick > 0 ? <div className="border-t border-dashed border-slate-200" /> : null}
              <span className="absolute right-full mr-2 -translate-y-1/2 text-[0.75em] text-slate-600 tabular-nums">
                {tick}%
              </span>
            </div>
          ))}
          {completion.map((p, i) =>
            labelled.has(i) ? (
              <span
                key={p.day}
                className="absolute top-full mt-1 -translate-x-1/2 text-[0.75em] whitespace-nowrap text-slate-600"
                style={{ left: `${x(i)}%` }}
              >
                {shortDay(p.day)}
              </span>
            ) : null,
          )}
          <svg
            viewBox="0 0 100 100"
            preserveAspectRatio="none"
            aria-hidden="true"
            focusable="false"
            className="absolute inset-0 size-full overflow-visible"
          >
            {count > 1 ? <polygon points={`0,100 ${points} 100,100`} className="fill-emerald-100" /> : null}
            <polyline
              points={count > 1 ? points : `0,${y(last?.share ?? 0)} 100,${y(last?.share ?? 0)}`}
              fill="none"
              className="stroke-emerald-700"
              strokeWidth={2.5}
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
            />
          </svg>
        </div>
      </div>
      <table className="sr-only">
        <caption>{t("chart.tableLabel")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("chart.day")}</th>
            <th scope="col">{t("chart.share")}</th>
          </tr>
        </thead>
        <tbody>
          {completion.map((p) => (
            <tr key={p.day}>
              <td>{shortDay(p.day)}</td>
              <td>{formatNumber(Math.round(p.share * 100))}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
