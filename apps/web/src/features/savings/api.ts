/** The savings catalogue's reads (public). Types only from contracts: no zod in this chunk. */
import type { CatalogueAnswer, CompareAnswer } from "@arthshala/contracts/scheme-catalogue-api";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";

export const savingsKeys = {
  catalogue: (query: string) => ["schemes", "catalogue", query] as const,
  compare: (ids: readonly number[]) => ["schemes", "compare", ids.join(",")] as const,
};

/** Curated data that changes rarely: kept fresh for 5 minutes, like the scheme pages' lists. */
const FIVE_MINUTES = 5 * 60 * 1000;

/**
 * The catalogue for one search (its canonical query string, "" for all). The list on screen stays
 * while the next search loads, so a filter change does not flash a skeleton.
 */
export const catalogueQuery = (query: string) =>
  queryOptions({
    queryKey: savingsKeys.catalogue(query),
    queryFn: ({ signal }) =>
      api<CatalogueAnswer>(`/api/schemes/catalogue${query ? `?${query}` : ""}`, { signal }),
    staleTime: FIVE_MINUTES,
  });

export const useCatalogue = (query: string) =>
  useQuery({ ...catalogueQuery(query), placeholderData: keepPreviousData });

/** Two or three products in full; not asked when the address does not name them validly. */
export function useComparison(ids: readonly number[] | null) {
  return useQuery({
    queryKey: savingsKeys.compare(ids ?? []),
    queryFn: ({ signal }) => api<CompareAnswer>(`/api/schemes/compare?ids=${ids!.join(",")}`, { signal }),
    enabled: ids !== null,
    staleTime: FIVE_MINUTES,
  });
}
