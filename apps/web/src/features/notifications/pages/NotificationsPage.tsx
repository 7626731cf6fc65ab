import { useEffect, useRef } from "react";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";
import { ensureInfinite, pageLoader } from "../../../lib/route-data";
import { ensureMe } from "../../auth";
import { notificationsQuery, useMarkSeen, useNotifications } from "../api";
import { NotificationItem, NotificationsSkeleton } from "../components/NotificationItem";

/**
 * The learner's notifications (spec section 2), newest first. Once the list has loaded, everything up
 * to the newest one shown is marked seen and the bell asks again; the list keeps its highlights.
 * RequireUser sends visitors to /.
 */
export function NotificationsPage() {
  const { t } = useTranslation("common");
  const list = useNotifications();
  const markSeen = useMarkSeen();
  const items = list.data?.pages.flat() ?? [];
  const newest = list.data?.pages[0]?.[0]?.created_at;
  const marked = useRef<string | null>(null);
  const { mutate } = markSeen;

  useEffect(() => {
    if (!newest || marked.current === newest) return;
    marked.current = newest;
    mutate(newest);
  }, [newest, mutate]);

  useEffect(() => {
    if (list.error) toast.error(t("notifications.loadFailed"), { id: "notifications" });
  }, [list.error, t]);

  return (
    <Container>
      <div className="mx-auto max-w-3xl">
        <PageHeading title={t("notifications.title")} />
        {list.isPending ? (
          <NotificationsSkeleton />
        ) : items.length === 0 ? (
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 text-slate-700">
            <p>{list.isError ? t("notifications.loadFailed") : t("notifications.empty")}</p>
            {list.isError ? (
              <Button variant="secondary" size="sm" className="mt-3" onClick={() => void list.refetch()}>
                {t("notifications.tryAgain")}
              </Button>
            ) : null}
          </div>
        ) : (
          <>
            <ul aria-label={t("notifications.listLabel")} className="space-y-3">
              {items.map((item) => (
                <NotificationItem key={item.id} item={item} />
              ))}
            </ul>
            {list.hasNextPage ? (
              <div className="mt-6 flex justify-center">
                <Button
                  variant="secondary"
                  disabled={list.isFetchingNextPage}
                  onClick={() => void list.fetchNextPage()}
                >
                  {list.isFetchingNextPage ? t("notifications.loadingMore") : t("notifications.loadMore")}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </Container>
  );
}

/** The newest notifications (in the browser the page asks itself: the list is not kept, gcTime 0). */
export const loader = pageLoader(
  async (client) => {
    const me = await ensureMe(client);
    if (me) await ensureInfinite(client, notificationsQuery(me.sub));
  },
  { browser: false },
);
