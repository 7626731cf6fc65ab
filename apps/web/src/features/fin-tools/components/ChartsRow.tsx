import type { MonthName } from "@arthshala/contracts/tracker-rules";
import { useTranslation } from "react-i18next";
import { Skeleton } from "../../../components/ui/Skeleton";
import { ExpensePiePanel } from "./ExpensePiePanel";
import { Panel } from "./Panel";
import { WorkingCapitalPanel } from "./WorkingCapitalPanel";

interface ChartsRowProps {
  year: number;
  month: MonthName;
  onManageCategories: () => void;
}

/** The page month's two charts: money in and out over the months before it, and expenses by category. */
export function ChartsRow({ year, month, onManageCategories }: ChartsRowProps) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <WorkingCapitalPanel year={year} month={month} className="lg:col-span-2" />
      <ExpensePiePanel year={year} month={month} onManageCategories={onManageCategories} />
    </div>
  );
}

/** The row's final layout in grey, until its code is loaded. */
export function ChartsRowSkeleton() {
  const { t } = useTranslation("tracker");
  return (
    <div aria-hidden="true" className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <Panel title={t("workingCapital.title")} className="lg:col-span-2">
        <Skeleton className="h-[21.25rem] w-full" />
      </Panel>
      <Panel title={t("pie.title")}>
        <Skeleton className="min-h-[21.25rem] w-full" />
      </Panel>
    </div>
  );
}
