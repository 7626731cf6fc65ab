import type { OutboxPage } from "@arthshala/contracts/outbox";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";

export const OUTBOX_PAGE_SIZE = 20;

export function useOutbox(offset: number) {
  return useQuery({
    queryKey: ["admin", "outbox", offset],
    queryFn: ({ signal }) =>
      api<OutboxPage>(`/api/admin/outbox?limit=${OUTBOX_PAGE_SIZE}&offset=${offset}`, { signal }),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
