/** The Admin freshness queue's calls (issue 42). Types only: no zod here. */

import type { ReviewKind } from "@arthshala/contracts/content-freshness";
import type { ContentReview, FreshnessQueue } from "@arthshala/contracts/content-freshness-api";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";

export const freshnessKeys = { all: ["admin", "freshness"] as const };

export function useFreshnessQueue() {
  return useQuery({
    queryKey: freshnessKeys.all,
    queryFn: ({ signal }) => api<FreshnessQueue>("/api/admin/freshness", { signal }),
  });
}

export const markStillTrue = (kind: ReviewKind, id: number) =>
  api<ContentReview>(`/api/admin/freshness/${kind}/${id}/still-true`, { method: "POST" });
