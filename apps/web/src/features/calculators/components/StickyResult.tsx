import { useEffect, useState } from "react";
import { cx } from "../../../lib/cx";
import { useMe } from "../../auth";
import type { Figure } from "../layout/definition";
import { rupees } from "../say";
import { RESULT_HEADING_ID } from "./ResultSummary";

/**
 * The headline figure kept in view on a phone (below `lg`, where the result box comes after the
 * inputs): a bar stuck to the bottom of the screen while the learner moves the sliders, above the
 * signed-in tab bar (TabBar shows below `md` for a signed-in learner: 4rem, its 1px border and the safe
 * area). It steps aside while the full result box is on screen. Screen readers hear the result box
 * itself (a polite live region), so this copy is hidden from them.
 */
export function StickyResult({ figure }: { figure: Figure | null }) {
  const { user } = useMe();
  const summaryInView = useSummaryInView();
  if (!figure) return null;
  // A zero-height sticky holder: it takes no room where it rests after the result box, and the bar
  // hangs up from it.
  return (
    <div
      aria-hidden="true"
      className={cx(
        "sticky bottom-0 z-20 h-0 lg:hidden",
        user && "max-md:bottom-[calc(4rem+1px+env(safe-area-inset-bottom))]",
      )}
    >
      <div
        data-testid="sticky-result"
        className={cx(
          "absolute inset-x-0 bottom-0 -mx-4 flex items-baseline justify-between gap-3 border-t border-brand-200 bg-white/95 px-4 py-2.5 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur transition-opacity sm:-mx-6 sm:px-6",
          summaryInView && "pointer-events-none opacity-0",
        )}
      >
        <span className="min-w-0 truncate text-sm font-medium text-slate-700">{figure.label}</span>
        <span className="shrink-0 text-xl font-bold tracking-tight text-brand-900 tabular-nums">
          {rupees(figure.amount)}
        </span>
      </div>
    </div>
  );
}

/** Whether the result box's heading is on screen (false until the browser says so, as on the server). */
function useSummaryInView(): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const heading = document.getElementById(RESULT_HEADING_ID);
    const box = heading?.closest("section");
    if (!box || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false), {
      threshold: 0.5,
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return inView;
}
