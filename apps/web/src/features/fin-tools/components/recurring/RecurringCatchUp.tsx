import { useEffect, useRef } from "react";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { useRefreshTracker, useWho } from "../../api";
import { catchUpRecurring } from "./api";

/**
 * Opening the tracker adds the recurring entries whose day has passed (issue 28), once per learner and
 * visit, and says how many. In the page itself, not in the Recurring panel, whose code comes only when
 * the reader scrolls near it. Draws nothing.
 */
export function RecurringCatchUp() {
  const { i18n } = useTranslation();
  const { who, enabled } = useWho();
  const refresh = useRefreshTracker();
  const caughtUpFor = useRef<string | null>(null);

  useEffect(() => {
    if (!enabled || caughtUpFor.current === who) return;
    caughtUpFor.current = who;
    catchUpRecurring().then(
      async ({ added }) => {
        if (added === 0) return;
        await i18n.loadNamespaces("plans");
        toast.success(i18n.t("plans:recurring.done.added", { count: added }));
        void refresh();
      },
      () => undefined, // the job adds them anyway
    );
  }, [enabled, who, refresh, i18n]);
  return null;
}
