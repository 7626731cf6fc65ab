import { useEffect, useId, useRef } from "react";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { NavLink, useLocation } from "react-router";
import { BellIcon } from "../../components/ui/icons";
import { useHasUnseen } from "../../features/notifications";

import { cx } from "../../lib/cx";

/**
 * The signed-in header's bell (spec section 2): links to /notifications, with a dot while the server
 * says something is unseen. Asked again on every route change and when the window regains focus.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const unseen = useHasUnseen();
  const { pathname } = useLocation();
  const lastPath = useRef(pathname);
  const dotId = useId();
  const { refetch } = unseen;

  useEffect(() => {
    if (lastPath.current === pathname) return; // the first answer is the query's own fetch
    lastPath.current = pathname;
    void refetch();
  }, [pathname, refetch]);

  useEffect(() => {
    // Each failure is a new error object: one toast per failed probe.
    if (unseen.error) toast.error(t("notifications.statusFailed"), { id: "notifications-status" });
  }, [unseen.error, t]);

  const dot = unseen.data === true;
  return (
    <NavLink
      to="/notifications"
      aria-label={t("notifications.bell")}
      aria-describedby={dot ? dotId : undefined}
      className={({ isActive }) =>
        cx(
          "relative rounded-lg p-2",
          isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100",
        )
      }
    >
      <BellIcon />
      {dot ? (
        <span
          id={dotId}
          data-testid="unseen-dot"
          className="absolute top-1.5 right-1.5 size-2.5 rounded-full bg-red-600 ring-2 ring-white"
        >
          <span className="sr-only">{t("notifications.unseenLabel")}</span>
        </span>
      ) : null}
    </NavLink>
  );
}
