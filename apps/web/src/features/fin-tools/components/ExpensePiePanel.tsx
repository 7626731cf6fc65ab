import { type MonthName, piePercent, sliceColour } from "@arthshala/contracts/tracker-rules";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/Button";
import { Skeleton } from "../../../components/ui/Skeleton";
import { usePie } from "../api";
import { rupees } from "../format";
import { categoryLabel } from "../messages";
import { monthLabel } from "../months";
import { ExpensePie } from "./charts/ExpensePie";
import { TagIcon } from "./icons";
import { Panel, PanelNote } from "./Panel";

const BODY = "min-h-64";

/**
 * Expenses by category in the chosen month: the pie, and beside it the same as a list (category,
 * amount, percent to 1 decimal), which is also what assistive technology reads.
 */
interface ExpensePiePanelProps {
  year: number;
  /** The page's month. */
  month: MonthName;
  /** Opens the learner's own categories (to remove unused ones). */
  onManageCategories: () => void;
  className?: string;
}

export function ExpensePiePanel({ year, month, onManageCategories, className }: ExpensePiePanelProps) {
  const { t } = useTranslation("tracker");
  const pie = usePie(month, year);
  const slices = pie.data ?? [];
  const total = slices.reduce((sum, s) => sum + s.amount, 0);

  return (
    <Panel title={t("pie.title")} className={className}>
      {pie.isPending ? (
        <Skeleton className={`${BODY} w-full`} />
      ) : pie.isError ? (
        <PanelNote className={BODY}>{t("pie.failed")}</PanelNote>
      ) : slices.length === 0 ? (
        <PanelNote className={BODY}>{t("empty.pie")}</PanelNote>
      ) : (
        <div className={`${BODY} flex flex-col items-center gap-4`}>
          <div aria-hidden="true" className="size-44 shrink-0">
            <ExpensePie slices={slices.map((s) => ({ ...s, category: categoryLabel(t, s.category) }))} />
          </div>
          <ul
            aria-label={t("pie.listLabel", { month: monthLabel(month, year) })}
            className="w-full space-y-1.5 text-sm"
          >
            {slices.map((s, i) => (
              <li key={s.category} className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="size-3 shrink-0 rounded-full"
                  style={{ background: sliceColour(i) }}
                />
                <span className="min-w-0 flex-1 truncate text-slate-800">{categoryLabel(t, s.category)}</span>
                <span className="font-semibold text-slate-900 tabular-nums">{rupees(s.amount)}</span>
                <span data-testid="pie-percent" className="w-14 text-right text-slate-600 tabular-nums">
                  {piePercent(s.amount, total)}%
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-4 border-t border-slate-100 pt-3">
        <Button variant="ghost" size="sm" onClick={onManageCategories} aria-haspopup="dialog">
          <TagIcon className="size-4" />
          {t("pie.manage")}
        </Button>
      </div>
    </Panel>
  );
}
