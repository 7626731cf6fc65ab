import { useTranslation } from "react-i18next";
import type { Column } from "../layout/definition";
import { rupees } from "../say";

export type { Column };

/**
 * The year-by-year table: a real table with a caption and column headers, each row headed by its year.
 * On a phone it scrolls sideways inside its own box (the page never does).
 */
export function YearTable<Row extends { year: number }>({
  id,
  caption,
  columns,
  rows,
}: {
  /** For the chart that draws the same rows and points here as its text alternative. */
  id?: string;
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
}) {
  const { t } = useTranslation("calculators");
  return (
    <div className="rounded-3xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways must be reachable by keyboard */}
      <section tabIndex={0} aria-label={caption} className="overflow-x-auto">
        <table id={id} className="w-full border-collapse text-sm">
          <caption className="mb-3 text-left text-lg font-bold text-slate-900">{caption}</caption>
          <thead>
            <tr className="border-b border-slate-300 text-left text-slate-700">
              <th scope="col" className="py-2 pr-2 align-bottom font-semibold sm:pr-4">
                {t("table.year")}
              </th>
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className="py-2 pl-3 text-right align-bottom font-semibold sm:pl-4"
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.year} className="border-b border-slate-100 last:border-0 even:bg-slate-50/70">
                <th scope="row" className="py-2 pr-2 text-left font-semibold text-slate-900 sm:pr-4">
                  {row.year}
                </th>
                {columns.map((column) => (
                  <td
                    key={column.header}
                    className="py-2 pl-3 text-right whitespace-nowrap tabular-nums sm:pl-4"
                  >
                    {rupees(column.value(row))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
