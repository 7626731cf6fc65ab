import type { Notification } from "@arthshala/contracts/home";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Skeleton } from "../../../components/ui/Skeleton";
import { cx } from "../../../lib/cx";
import { formatDateTime } from "../../../lib/format";

const box = "flex items-start gap-3 rounded-2xl border p-4";

/** Only this site's paths are followed in-app; anything else is not a link at all. */
const ownPath = (link: string | null) => (link?.startsWith("/") && !link.startsWith("//") ? link : null);

/** One notification: content and India-time date; unseen ones are highlighted and say "New". */
export function NotificationItem({ item }: { item: Notification }) {
  const { t } = useTranslation("common");
  const to = ownPath(item.link);
  const body: ReactNode = (
    <>
      <span
        aria-hidden="true"
        className={cx("mt-2 size-2.5 shrink-0 rounded-full", item.seen ? "bg-transparent" : "bg-brand-600")}
      />
      <span className="min-w-0 flex-1">
        {item.seen ? null : (
          <span className="mr-2 inline-block rounded-full bg-brand-700 px-2 py-0.5 align-middle text-xs font-semibold text-white">
            {t("notifications.new")}
          </span>
        )}
        <span className="break-words text-slate-900">{item.content}</span>
        <time dateTime={item.created_at} className="mt-1 block text-sm text-slate-600">
          {formatDateTime(item.created_at)}
        </time>
      </span>
    </>
  );
  const look = cx(
    box,
    item.seen ? "border-slate-200 bg-white" : "border-brand-200 bg-brand-50",
    to && "transition-colors hover:border-brand-300 hover:bg-brand-100/60",
  );
  return (
    <li data-unseen={item.seen ? undefined : ""}>
      {to ? (
        <Link to={to} className={look}>
          {body}
        </Link>
      ) : (
        <div className={look}>{body}</div>
      )}
    </li>
  );
}

/** Spec section 9: four placeholder rows while the list loads. */
export function NotificationsSkeleton() {
  const { t } = useTranslation("common");
  return (
    <>
      <p role="status" className="sr-only">
        {t("notifications.loading")}
      </p>
      <ul aria-hidden="true" className="space-y-3" data-testid="notifications-skeleton">
        {[0, 1, 2, 3].map((n) => (
          <li key={n} className={cx(box, "border-slate-200")}>
            <Skeleton className="mt-2 size-2.5 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-4/5" />
              <Skeleton className="h-3 w-36" />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
