import {
  formatRupees,
  gaugeFill,
  limitExceededHint,
  type MonthName,
} from "@arthshala/contracts/tracker-rules";
import { useState } from "react";
import { Skeleton } from "../../../components/ui/Skeleton";
import { useMonthlyBudget } from "../api";
import { trackerTexts } from "../messages";
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
  const [month, setMonth] = useState<MonthName>(initialMonth);
  const budget = useMonthlyBudget(month, year);
  const b = budget.data;
  const spent = b?.spent ?? 0;

  return (
    <Panel
      title="Spend vs Budget"
      className={className}
      controls={<MonthSelect owner="Spend vs Budget" value={month} onChange={setMonth} year={year} />}
    >
      {budget.isPending ? (
        <Skeleton className={`${BODY} w-full`} />
      ) : budget.isError ? (
        <PanelNote className={BODY}>Couldn't load your budget. Please try again later.</PanelNote>
      ) : !b ? (
        <PanelNote className={BODY}>{trackerTexts.noBudgets}</PanelNote>
      ) : (
        <div className={`${BODY} flex flex-col items-center justify-center gap-2 text-center`}>
          <SpendGauge spent={spent} limit={b.limit} />
          <p data-testid="gauge-percent" className="-mt-12 text-3xl font-bold text-slate-900 tabular-nums">
            {Math.round(gaugeFill(spent, b.limit) * 100)}%
          </p>
          <p className="text-sm text-slate-700">
            <span className="font-semibold tabular-nums">{formatRupees(spent)}</span> spent of{" "}
            <span className="tabular-nums">{formatRupees(b.limit)}</span>
          </p>
          {spent > b.limit ? (
            <p className="text-sm font-semibold text-red-700">{limitExceededHint(spent, b.limit)}</p>
          ) : (
            <p className="text-sm text-slate-600">{formatRupees(b.limit - spent)} left</p>
          )}
        </div>
      )}
    </Panel>
  );
}
