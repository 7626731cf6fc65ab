import type { ClassProgress, ProgressLearner, ProgressModule } from "@arthshala/contracts/class-progress";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../lib/format";
import { shortDay } from "../format";
import { StatusChip } from "./StatusChip";

export interface GridRow {
  learner: ProgressLearner;
  /** Share of the assigned work done (0 to 1), as contracts' learnerProgress counts it. */
  progress: number;
}

interface ProgressGridProps {
  modules: ClassProgress["modules"];
  /** Which of `modules` to show, by index (the module filter). */
  columns: number[];
  rows: GridRow[];
}

/**
 * Learners as rows, assigned modules as columns. On a narrow screen the table scrolls sideways inside
 * its own box with the learner column kept in place (sticky), so a name stays beside its cells.
 */
export function ProgressGrid({ modules, columns, rows }: ProgressGridProps) {
  const { t } = useTranslation("classProgress");
  return (
    <section
      className="overflow-x-auto rounded-2xl border border-slate-200 bg-white"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways must be reachable by keyboard
      tabIndex={0}
      aria-label={t("grid.caption")}
    >
      <table className="min-w-full border-separate border-spacing-0 text-left">
        <caption className="sr-only">{t("grid.caption")}</caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-10 min-w-36 border-b border-slate-200 bg-slate-50 px-3 py-3 text-[0.85em] font-semibold text-slate-700 sm:min-w-48"
            >
              {t("grid.learner")}
            </th>
            {columns.map((i) => (
              <ModuleHeader key={modules[i]!.id} module={modules[i]!} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ learner, progress }) => (
            <tr key={learner.number} data-learner={learner.name}>
              <th
                scope="row"
                className="sticky left-0 z-10 border-b border-slate-100 bg-white px-3 py-3 align-top font-normal"
              >
                <span className="block max-w-44 truncate font-semibold text-slate-900 sm:max-w-64">
                  {learner.name}
                </span>
                {learner.email ? (
                  <span className="block max-w-44 truncate text-[0.8em] text-slate-600 sm:max-w-64">
                    {learner.email}
                  </span>
                ) : null}
                <span className="mt-1 flex items-center gap-2" title={t("grid.progress")}>
                  <span className="h-1.5 w-16 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
                    <span
                      className="block h-full rounded-full bg-emerald-600"
                      style={{ width: `${Math.round(progress * 100)}%` }}
                    />
                  </span>
                  <span className="text-[0.75em] text-slate-600 tabular-nums">
                    <span className="sr-only">{t("grid.progress")}: </span>
                    {formatNumber(Math.round(progress * 100))}%
                  </span>
                </span>
              </th>
              {columns.map((i) => (
                <td key={modules[i]!.id} className="border-b border-slate-100 px-3 py-3 align-top">
                  <StatusChip cell={learner.cells[i]!} cards={modules[i]!.cards} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function ModuleHeader({ module }: { module: ProgressModule }) {
  const { t } = useTranslation("classProgress");
  return (
    <th
      scope="col"
      className="min-w-36 border-b border-slate-200 bg-slate-50 px-3 py-3 align-bottom text-[0.85em] font-semibold text-slate-800"
    >
      <span className="block text-[0.85em] font-medium text-slate-600">{module.courseTitle}</span>
      <span className="block">{module.title}</span>
      {module.dueOn ? (
        <span className="block text-[0.85em] font-medium text-slate-600">
          {t("grid.due", { date: shortDay(module.dueOn) })}
        </span>
      ) : null}
    </th>
  );
}
