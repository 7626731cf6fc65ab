import { monthOverMonthChange } from "@arthshala/contracts/tracker-rules";
import { useTranslation } from "react-i18next";
import { cx } from "../../../lib/cx";
import { ArrowDownIcon, ArrowUpIcon } from "./icons";

interface ChangeBadgeProps {
  /** Which figure it is: the words for a month with none of it ("no spending in October") differ. */
  kind: "income" | "expense" | "investment" | "saving";
  current: number;
  previous: number;
  /** The previous month's name, for the words ("up 12.5% from October"). */
  since: string;
  /** Whether a rise is good news (income, saving) or not (expense): it picks the colour only. */
  riseIsGood: boolean;
}

/**
 * Month-over-month change (spec section 9's formula) with an arrow, and the same in words. When last
 * month had none of it, a percentage means nothing ("up 100%" from ₹0): it says there was none then.
 */
export function ChangeBadge({ kind, current, previous, since, riseIsGood }: ChangeBadgeProps) {
  const { t } = useTranslation("tracker");
  if (previous === 0 && current !== 0) {
    return (
      <span data-testid="mom-change" className="text-xs font-medium text-slate-600">
        {t(`summary.noneBefore.${kind}`, { month: since })}
      </span>
    );
  }
  if (previous === 0 && current === 0) {
    // Nothing either month: a "0%" change of nothing says nothing; words do.
    return (
      <span data-testid="mom-change" className="text-xs font-medium text-slate-600">
        {t("summary.noneEither", { month: since })}
      </span>
    );
  }
  const change = monthOverMonthChange(current, previous);
  const size = `${Math.abs(change)}%`;
  const words =
    change === 0
      ? t("summary.noChange", { month: since })
      : t(change > 0 ? "summary.up" : "summary.down", { size, month: since });
  const good = change === 0 ? null : change > 0 === riseIsGood;
  return (
    <span
      data-testid="mom-change"
      className={cx(
        "inline-flex items-center gap-0.5 text-xs font-semibold whitespace-nowrap tabular-nums",
        good === null ? "text-slate-600" : good ? "text-brand-700" : "text-red-700",
      )}
    >
      {change > 0 ? <ArrowUpIcon className="size-3.5" strokeWidth={2.4} /> : null}
      {change < 0 ? <ArrowDownIcon className="size-3.5" strokeWidth={2.4} /> : null}
      <span aria-hidden="true">{change === 0 ? "0%" : size}</span>
      <span className="sr-only">{words}</span>
    </span>
  );
}
