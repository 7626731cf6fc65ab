/** Scheme lists (public) and the learner's recommendations. Types only from contracts/schemes: no zod here. */
import type { BankProduct, Recommendation } from "@arthshala/contracts/schemes";
import type { SchemeList } from "@arthshala/contracts/schemes-catalog";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { useMe } from "../auth";

export type { BankProduct, Recommendation };

export const schemeKeys = {
  /** Every public list; an admin's edit makes them all stale. */
  lists: ["schemes", "list"] as const,
  list: (key: string) => ["schemes", "list", key] as const,
  recommendations: (who: string) => ["schemes", "recommendations", who] as const,
  recommendationsFor: (who: string, courseId: number | null) =>
    ["schemes", "recommendations", who, courseId ?? "all"] as const,
};

export const fetchSchemeList = (list: Pick<SchemeList, "api">, signal?: AbortSignal) =>
  api<BankProduct[]>(list.api, { signal });

/** One scheme page's products. Curated data that changes rarely: kept fresh for 5 minutes. */
export const schemeListQuery = (list: Pick<SchemeList, "key" | "api">) =>
  queryOptions({
    queryKey: schemeKeys.list(list.key),
    queryFn: ({ signal }) => fetchSchemeList(list, signal),
    staleTime: 5 * 60 * 1000,
  });

export const useSchemeList = (list: Pick<SchemeList, "key" | "api">) => useQuery(schemeListQuery(list));

export const fetchRecommendations = (courseId: number | null) =>
  api<{ recommendations: Recommendation[] }>("/api/home/recommendations", {
    method: "POST",
    body: courseId ? { course_id: courseId } : {},
  });

/**
 * The learner's ranked schemes, each with its reason; with a course (?courseId=), from that course only.
 * Asked again each time a page shows them: finishing a card elsewhere can change them.
 */
export const recommendationsQuery = (who: string, courseId: number | null) =>
  queryOptions({
    queryKey: schemeKeys.recommendationsFor(who, courseId),
    queryFn: () => fetchRecommendations(courseId),
    staleTime: 0,
  });

export function useRecommendations(courseId: number | null) {
  const { user, isLoading } = useMe();
  return useQuery({
    ...recommendationsQuery(user?.sub ?? "visitor", courseId),
    select: (data) => data.recommendations,
    enabled: !isLoading && user !== null,
  });
}

/** ?courseId= as a positive whole number, or null. */
export function readCourseId(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}
