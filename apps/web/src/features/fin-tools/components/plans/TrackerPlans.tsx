import type { MonthName } from "@arthshala/contracts/tracker-rules";
import { memo } from "react";
import { useLocation } from "react-router";
import { clientWhenNear } from "../../../../components/ssr/clientWhenNear";
import { Skeleton } from "../../../../components/ui/Skeleton";

// Each panel is its own chunk, drawn when the reader nears it: both sit below the tracker's first screen
// (issue 26's first-screen budget).
const RecurringPanel = clientWhenNear(() =>
  import("../recurring/RecurringPanel").then((m) => m.RecurringPanel),
);
const GoalsPanel = clientWhenNear(() => import("../goals/GoalsPanel").then((m) => m.GoalsPanel));

/** A plans panel's card in grey, about its usual size, until its code has come. */
function PanelSkeleton() {
  return (
    <div aria-hidden="true" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <Skeleton className="mb-4 h-7 w-1/2" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}

/**
 * The tracker's plans (issue 28): recurring transactions, with the month's entries still to come, and
 * savings goals. Drawn in the browser (clientWhenNear), so no server-drawn button waits for code.
 * Memoised, so the page's own re-renders (a dialog opening) leave the panels alone.
 */
export const TrackerPlans = memo(function TrackerPlans({ month, year }: { month: MonthName; year: number }) {
  // A link with ?goal= (the SIP and RD calculators' results) opens the goals' form: that panel is wanted now.
  const goalLink = new URLSearchParams(useLocation().search).has("goal");
  return (
    <div data-testid="tracker-plans" className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
      <RecurringPanel month={month} year={year} fallback={<PanelSkeleton />} />
      <GoalsPanel fallback={<PanelSkeleton />} now={goalLink} />
    </div>
  );
});
