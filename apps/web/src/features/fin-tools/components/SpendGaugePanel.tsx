import { gaugeFill, limitExceededHint, type MonthName } from "@arthshala/contracts/tracker-rules";
import { useTranslation } from "react-i18next";
import { Skeleton } from "../../../components/ui/Skeleton";
import { useMonthlyBudget } from "../api";
import { rupees } from "../format";
import { trackerMessage } from "../messages";
import { CategoryBudgetBars } from "./budgets/CategoryBudgetBars";
import { Panel, PanelNote } from "./Panel";
import { SpendGauge } from "./SpendGauge";

const BODY = "min-h-64";

/**
 * The month's spending against its monthly budget, and below it each category budget as a bar. A budget
 * gone over is shown here, in red with words (issue 28), not in a dialog that blocks the page.
 */
export function SpendGaugePanel({
  year,
  month,
  className,
}: {
  year: number;
  /** The page's month. */
  month: MonthName;
  className?: string;
}) {
  const { t } = useTranslation("tracker");
  const budget = useMonthlyBudget(month, year);
  const b = budget.data;
  const spent = b?.spent ?? 0;
  const over = b ? spent > b.limit : false;

  return (
    <Panel title={t("gauge.title")} className={className}>
      {budget.isPending ? (
        <Skeleton className={`${BODY} w-full`} />
      ) : budget.isError ? (
        <PanelNote className={BODY}>{t("gauge.failed")}</PanelNote>
      ) : !b ? (
        <PanelNote className="min-h-32">{t("empty.budgets")}</PanelNote>
      ) : (
        <div className="flex flex-col items-center justify-center gap-2 text-center">
          <SpendGauge spent={spent} limit={b.limit} />
          <p
            data-testid="gauge-percent"
            className={`-mt-12 text-3xl font-bold tabular-nums ${over ? "text-red-700" : "text-slate-900"}`}
          >
            {Math.round(gaugeFill(spent, b.limit) * 100)}%
          </p>
          {/* Plain t(): the spent and limit amounts need no markup of their own (Trans costs 5 KB here). */}
          <p className="text-sm text-slate-700 tabular-nums">
            {t("gauge.spentOfPlain", { spent: rupees(spent), limit: rupees(b.limit) })}
          </p>
          {over ? (
            <p data-testid="gauge-over" className="text-sm font-semibold text-red-700">
              {t("gauge.overMonthly")} {trackerMessage(limitExceededHint(spent, b.limit) ?? "")}
            </p>
          ) : (
            <p className="text-sm text-slate-600">{t("gauge.left", { amount: rupees(b.limit - spent) })}</p>
          )}
        </div>
      )}
      <CategoryBudgetBars month={month} year={year} />
    </Panel>
  );
}
