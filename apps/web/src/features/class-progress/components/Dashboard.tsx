import type { ClassProgress } from "@arthshala/contracts/class-progress";
import { learnerProgress } from "@arthshala/contracts/class-progress-rules";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../lib/format";
import { CompletionChart } from "./CompletionChart";
import { ALL_LEARNERS, GridFilters, type GridView } from "./GridFilters";
import { type GridRow, ProgressGrid } from "./ProgressGrid";
import { QuestionList } from "./QuestionList";

/** The rows and columns a view shows: a module narrows the columns; status and name narrow the rows. */
export function viewOf(progress: ClassProgress, view: GridView): { columns: number[]; rows: GridRow[] } {
  const all = progress.modules.map((_, i) => i);
  const columns = view.module ? all.filter((i) => String(progress.modules[i]!.id) === view.module) : all;
  const cards = progress.modules.map((m) => m.cards);
  const needle = view.search.trim().toLocaleLowerCase();
  const rows = progress.learners
    .filter((l) => !needle || l.name.toLocaleLowerCase().includes(needle))
    .filter((l) => !view.status || columns.some((i) => l.cells[i]?.status === view.status))
    .map((learner) => ({ learner, progress: learnerProgress(learner.cells, cards) }));
  if (view.sort !== "name")
    rows.sort((a, b) => (view.sort === "most" ? b.progress - a.progress : a.progress - b.progress));
  return { columns, rows };
}

/** Summary, filters, the grid, the completion chart and the questions: the page and the projector draw this. */
export function Dashboard({ progress }: { progress: ClassProgress }) {
  const { t } = useTranslation("classProgress");
  const [view, setView] = useState<GridView>(ALL_LEARNERS);
  const { columns, rows } = useMemo(() => viewOf(progress, view), [progress, view]);
  const done = Math.round(100 * (progress.completion.at(-1)?.share ?? 0));

  if (progress.modules.length === 0)
    return <p className="rounded-2xl bg-slate-50 p-6 text-slate-700">{t("page.nothingAssigned")}</p>;
  return (
    <div className="space-y-6">
      <p className="text-[1.05em] font-medium text-slate-800">
        {t("page.summary", {
          learners: t("page.learners", { count: progress.learners.length }),
          modules: t("page.modules", { count: progress.modules.length }),
          done: formatNumber(done),
        })}
      </p>
      {progress.learners.length === 0 ? (
        <p className="rounded-2xl bg-slate-50 p-6 text-slate-700">{t("page.noLearners")}</p>
      ) : (
        <section className="space-y-3">
          <GridFilters view={view} onChange={setView} modules={progress.modules} />
          <p className="text-[0.85em] text-slate-600" aria-live="polite">
            {t("filters.showing", {
              shown: formatNumber(rows.length),
              total: formatNumber(progress.learners.length),
            })}
          </p>
          {rows.length === 0 ? (
            <p className="rounded-2xl bg-slate-50 p-6 text-slate-700">{t("grid.noMatch")}</p>
          ) : (
            <ProgressGrid modules={progress.modules} columns={columns} rows={rows} />
          )}
        </section>
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <CompletionChart completion={progress.completion} />
        <QuestionList progress={progress} />
      </div>
    </div>
  );
}
