/** The admin Messages area's calls: feedback and contact messages, paged, with a "handled" mark. */
import type { adminContactListSchema, adminFeedbackListSchema } from "@arthshala/contracts/forms";
import { keepPreviousData, type QueryClient, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../lib/api";

export type FeedbackList = z.infer<typeof adminFeedbackListSchema>;
export type FeedbackItem = FeedbackList["items"][number];
export type ContactList = z.infer<typeof adminContactListSchema>;
export type ContactItem = ContactList["items"][number];
export type MessageKind = "feedback" | "contact";

export const messageKeys = {
  all: ["admin", "messages"] as const,
  page: (kind: MessageKind, page: number) => ["admin", "messages", kind, page] as const,
};

function usePage<T>(kind: MessageKind, page: number) {
  return useQuery({
    queryKey: messageKeys.page(kind, page),
    queryFn: ({ signal }) => api<T>(`/api/admin/messages/${kind}?page=${page}`, { signal }),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export const useFeedbackPage = (page: number) => usePage<FeedbackList>("feedback", page);
export const useContactPage = (page: number) => usePage<ContactList>("contact", page);

export const markHandled = (kind: MessageKind, id: number, handled: boolean) =>
  api<{ id: number; handled: boolean }>(`/api/admin/messages/${kind}/${id}/handled`, {
    method: "POST",
    body: { handled },
  });

/** Shows a message's new mark in the cached page at once (undone by the caller if the save fails). */
export function setHandledInCache(
  client: QueryClient,
  kind: MessageKind,
  page: number,
  id: number,
  handled: boolean,
): void {
  client.setQueryData<{ items: { id: number; handled: boolean }[] }>(messageKeys.page(kind, page), (data) =>
    data ? { ...data, items: data.items.map((m) => (m.id === id ? { ...m, handled } : m)) } : data,
  );
}
