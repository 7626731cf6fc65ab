/** Typed notification calls (spec section 7) and their query hooks. Types only from contracts/home. */
import type { Notification } from "@arthshala/contracts/home";
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "../../lib/api";
import { useMe } from "../auth";
import { notificationKeys } from "./keys";

export type { Notification };

import { NOTIFICATIONS_PAGE } from "@arthshala/contracts/notification-messages";

export const fetchHasUnseen = () => api<boolean>("/api/home/hasunseen", { method: "POST", body: {} });
export const fetchNotifications = (offset: number) =>
  api<Notification[]>("/api/home/notifications", {
    method: "POST",
    body: { limit: NOTIFICATIONS_PAGE, offset },
  });
/** Marks seen up to `until`, the newest item shown, so one that arrived since stays unseen. */
export const markNotificationsSeen = (until: string) =>
  api<{ ok: true }>("/api/home/updatenotifications", { method: "POST", body: { until } });

function useWho() {
  const { user, isLoading } = useMe();
  return { who: user?.sub ?? "visitor", enabled: !isLoading && user !== null };
}

/** The bell's dot. Never fresh for long: refetched on focus and (by the bell) on every route change. */
export const unseenQuery = (who: string) =>
  queryOptions({ queryKey: notificationKeys.unseen(who), queryFn: fetchHasUnseen, staleTime: 0 });

export function useHasUnseen() {
  const { who, enabled } = useWho();
  return useQuery({ ...unseenQuery(who), enabled });
}

/**
 * The list, newest first. Not kept between visits (gcTime 0): each visit shows what is unseen now,
 * and marking seen must not repaint the list it was marked from.
 */
export const notificationsQuery = (who: string) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(who),
    queryFn: ({ pageParam }) => fetchNotifications(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: Notification[], pages: Notification[][]) =>
      last.length < NOTIFICATIONS_PAGE ? undefined : pages.length * NOTIFICATIONS_PAGE,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export function useNotifications() {
  const { who, enabled } = useWho();
  return useInfiniteQuery({ ...notificationsQuery(who), enabled });
}

/** After the list loads: mark what it showed as seen, then let the bell ask again. */
export function useMarkSeen() {
  const client = useQueryClient();
  const { who } = useWho();
  return useMutation({
    mutationFn: markNotificationsSeen,
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.unseen(who) }),
  });
}
