import { gaugeFill, limitExceededHint, type MonthName } from "@arthshala/contracts/tracker-rules";
import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Skeleton } from "../../../components/ui/Skeleton";
import { useMonthlyBudget } from "../api";
import { rupees } from "../format";
import { trackerMessage } from "../messages";
import { MonthSelect } from "./MonthSelect";
import { Panel, PanelNote } from "./Panel";
import { SpendGauge } from "./SpendGauge";

const BODY = "min-h-64";

/** The month's spending against its monthly budget. */
export function SpendGaugePanel({
  year,
  initialMonth,
  className,
}: {
  year: number;
  initialMonth: MonthName;
  className?: string;
}) {
  const { t } = useTranslation("tracker");
  const [month, setMonth] = useState<MonthName>(initialMonth);
  const budget = useMonthlyBudget(month, year);
  const b = budget.data;
  const spent = b?.spent ?? 0;

  return (
    <Panel
      title={t("gauge.title")}
      className={className}
      controls={<MonthSelect owner={t("gauge.title")} value={month} onChange={setMonth} year={year} />}
    >
      {budget.isPending ? (
        <Skeleton className={`${BODY} w-full`} />
      ) : budget.isError ? (
        <PanelNote className={BODY}>{t("gauge.failed")}</PanelNote>
      ) : !b ? (
        <PanelNote className={BODY}>{t("empty.budgets")}</PanelNote>
      ) : (
        <div className={`${BODY} flex flex-col items-center justify-center gap-2 text-center`}>
          <SpendGauge spent={spent} limit={b.limit} />
          <p data-testid="gauge-percent" className="-mt-12 text-3xl font-bold text-slate-900 tabular-nums">
            {Math.round(gaugeFill(spent, b.limit) * 100)}%
          </p>
          <p className="text-sm text-slate-700">
            <Trans
              t={t}
              i18nKey="gauge.spentOf"
              values={{ spent: rupees(spent), limit: rupees(b.limit) }}
              components={{
                strong: <span className="font-semibold tabular-nums" />,
                span: <span className="tabular-nums" />,
              }}
            />
          </p>
          {spent > b.limit ? (
            <p className="text-sm font-semibold text-red-700">
              {trackerMessage(limitExceededHint(spent, b.limit) ?? "")}
            </p>
          ) : (
            <p className="text-sm text-slate-600">{t("gauge.left", { amount: rupees(b.limit - spent) })}</p>
          )}
        </div>
      )}
    </Panel>
  );
}
