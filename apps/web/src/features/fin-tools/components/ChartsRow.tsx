import type { MonthName } from "@arthshala/contracts/tracker-rules";
import { ExpensePiePanel } from "./ExpensePiePanel";
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
