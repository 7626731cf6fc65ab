import type { MonthName } from "@arthshala/contracts/tracker-rules";
import { lazy, memo, Suspense } from "react";
import { HeldScope } from "../../../../components/ui/HeldScope";

// Each panel is its own chunk, below the tracker's first screen (issue 26's first-screen budget).
const RecurringPanel = lazy(() =>
  import("../recurring/RecurringPanel").then((m) => ({ default: m.RecurringPanel })),
);
const GoalsPanel = lazy(() => import("../goals/GoalsPanel").then((m) => ({ default: m.GoalsPanel })));

/**
 * The tracker's plans (issue 28): recurring transactions, with the month's entries still to come, and
 * savings goals. Each panel is a Suspense boundary of its own, drawn by the server like the rest; its
 * buttons wait for its own code (HeldScope), so a press before it arrives is not lost. Memoised, with
 * plain props: a re-render of the page reaching a panel still waiting for its code would make React drop
 * the server's HTML and draw nothing there until the code came.
 */
export const TrackerPlans = memo(function TrackerPlans({ month, year }: { month: MonthName; year: number }) {
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
      <Suspense>
        <HeldScope>
          <RecurringPanel month={month} year={year} />
        </HeldScope>
      </Suspense>
      <Suspense>
        <HeldScope>
          <GoalsPanel />
        </HeldScope>
      </Suspense>
    </div>
  );
});
