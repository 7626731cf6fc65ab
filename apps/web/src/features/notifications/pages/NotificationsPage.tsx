import { useEffect, useRef } from "react";
import toast from "react-hot-toast";
import { Button } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";
import { useMarkSeen, useNotifications } from "../api";
import { NotificationItem, NotificationsSkeleton } from "../components/NotificationItem";
import { notificationMessages } from "../messages";

/**
 * The learner's notifications (spec section 2), newest first. Once the list has loaded, everything up
 * to the newest one shown is marked seen and the bell asks again; the list keeps its highlights.
 * RequireUser sends visitors to /.
 */
export function NotificationsPage() {
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
    if (list.error) toast.error(notificationMessages.loadFailed, { id: "notifications" });
  }, [list.error]);

  return (
    <Container>
      <div className="mx-auto max-w-3xl">
        <PageHeading title="Notifications" />
        {list.isPending ? (
          <NotificationsSkeleton />
        ) : items.length === 0 ? (
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 text-slate-700">
            <p>{list.isError ? notificationMessages.loadFailed : notificationMessages.empty}</p>
            {list.isError ? (
              <Button variant="secondary" size="sm" className="mt-3" onClick={() => void list.refetch()}>
                Try again
              </Button>
            ) : null}
          </div>
        ) : (
          <>
            <ul aria-label="Notifications, newest first" className="space-y-3">
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
                  {list.isFetchingNextPage ? "Loading…" : "Load more"}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </Container>
  );
}
