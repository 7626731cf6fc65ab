import type { ProgressCell } from "@arthshala/contracts/class-progress";
import { useTranslation } from "react-i18next";
import { cx } from "../../../lib/cx";
import { shortDay } from "../format";

const LOOK: Record<ProgressCell["status"], { chip: string; mark: string }> = {
  not_started: { chip: "bg-slate-100 text-slate-700 ring-slate-300", mark: "○" },
  in_progress: { chip: "bg-amber-100 text-amber-900 ring-amber-300", mark: "◐" },
  done: { chip: "bg-emerald-100 text-emerald-900 ring-emerald-300", mark: "●" },
};

/**
 * A learner × module cell: a coloured chip with the status in words (and a mark, so colour is not the
 * only sign), then the day it was finished, or started while in progress.
 */
export function StatusChip({ cell, cards }: { cell: ProgressCell; cards: number }) {
  const { t } = useTranslation("classProgress");
  const look = LOOK[cell.status];
  const day =
    cell.status === "done" && cell.finishedOn
      ? t("cell.finished", { date: shortDay(cell.finishedOn) })
      : cell.status === "in_progress" && cell.startedOn
        ? t("cell.started", { date: shortDay(cell.startedOn) })
        : null;
  return (
    <div className="flex flex-col items-start gap-1" data-status={cell.status}>
      <span
        className={cx(
          "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-[0.8em] font-semibold whitespace-nowrap ring-1 ring-inset",
          look.chip,
        )}
      >
        <span aria-hidden="true">{look.mark}</span>
        {t(`status.${cell.status}`)}
      </span>
      {day ? <span className="text-[0.8em] whitespace-nowrap text-slate-600">{day}</span> : null}
      {cell.status === "in_progress" ? (
        <span className="sr-only">{t("cell.cards", { completed: cell.completed, cards })}</span>
      ) : null}
    </div>
  );
}
