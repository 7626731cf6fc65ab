import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { cx } from "../../../../lib/cx";
import { columnLetter } from "./mappingForm";

/** The file's first lines as a grid, the header line marked; scrolls inside itself on a phone. */
export function PreviewTable({ rows, headerRow }: { rows: string[][]; headerRow: number }) {
  const { t } = useTranslation("tracker");
  const width = Math.max(0, ...rows.map((r) => r.length));
  const box = useRef<HTMLElement>(null);
  const header = useRef<HTMLTableRowElement>(null);
  // Bank preambles run to a dozen lines: bring the header line to the top of the box.
  useEffect(() => {
    const scroller = box.current;
    const row = header.current;
    if (!scroller || !row || headerRow < 0) return;
    const thead = scroller.querySelector("thead")?.getBoundingClientRect().height ?? 0;
    scroller.scrollTop = Math.max(0, row.offsetTop - thead);
  }, [headerRow]);
  return (
    <section
      ref={box}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must be reachable to scroll it
      tabIndex={0}
      aria-label={t("import.previewLabel")}
      className="max-h-56 overflow-auto rounded-xl border border-slate-200"
    >
      <table className="min-w-full border-collapse text-xs">
        <thead className="sticky top-0 bg-slate-100 text-slate-700">
          <tr>
            <th scope="col" className="px-2 py-1.5 text-left font-semibold">
              {t("import.line")}
            </th>
            {Array.from({ length: width }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are identified by their position
              <th key={i} scope="col" className="px-2 py-1.5 text-left font-semibold">
                {columnLetter(i)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr
              // biome-ignore lint/suspicious/noArrayIndexKey: lines are identified by their position
              key={r}
              ref={r === headerRow ? header : undefined}
              className={cx(
                "border-t border-slate-100",
                r === headerRow && "bg-brand-50 font-semibold text-brand-900",
              )}
            >
              <th scope="row" className="px-2 py-1 text-left font-normal text-slate-600">
                {r + 1}
                {r === headerRow ? <span className="sr-only">{t("import.headerMark")}</span> : null}
              </th>
              {Array.from({ length: width }, (_, c) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are identified by their position
                <td key={c} className="max-w-48 truncate px-2 py-1 whitespace-nowrap" title={row[c]}>
                  {row[c] ?? ""}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
