import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { cx } from "../../../lib/cx";
import {
  type MonthRef,
  monthInRange,
  monthLabel,
  monthParam,
  nextMonth,
  previousMonth,
  sameMonth,
} from "../months";
import { ChevronLeftIcon, ChevronRightIcon } from "./icons";

const step =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900";

/**
 * The page's month switcher: previous, the month, next. Plain links to ?month=, so they work before the
 * app has started and every month has its own address; the page stays where it was scrolled.
 */
export function MonthSwitcher({ selected, today }: { selected: MonthRef; today: MonthRef }) {
  const { t } = useTranslation("tracker");
  const before = previousMonth(selected);
  const after = nextMonth(selected);
  const to = (m: MonthRef) => (sameMonth(m, today) ? "?" : `?month=${monthParam(m)}`);
  const arrow = (m: MonthRef, label: string, icon: ReactNode) =>
    monthInRange(m, today) ? (
      <Link to={to(m)} preventScrollReset aria-label={label} className={step}>
        {icon}
      </Link>
    ) : (
      <span aria-hidden="true" className={cx(step, "opacity-30")}>
        {icon}
      </span>
    );
  return (
    <nav
      aria-label={t("switcher.label")}
      className="flex items-center justify-between gap-2 rounded-2xl border border-slate-200 bg-white p-1.5 shadow-sm"
    >
      {arrow(
        before,
        t("switcher.previous", { month: monthLabel(before.month, before.year) }),
        <ChevronLeftIcon className="size-5" />,
      )}
      <div className="min-w-0 text-center">
        <p data-testid="page-month" aria-live="polite" className="text-lg font-bold text-slate-900">
          {monthLabel(selected.month, selected.year)}
        </p>
        {sameMonth(selected, today) ? null : (
          <Link
            to="?"
            preventScrollReset
            className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
          >
            {t("switcher.thisMonth")}
          </Link>
        )}
      </div>
      {arrow(
        after,
        t("switcher.next", { month: monthLabel(after.month, after.year) }),
        <ChevronRightIcon className="size-5" />,
      )}
    </nav>
  );
}
