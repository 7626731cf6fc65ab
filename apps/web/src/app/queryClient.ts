import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../lib/api";

/** A 4xx answer will not change on retry; network failures and 5xx get two more tries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * The queries a server-drawn page came with (main.tsx): current as of the takeover, so not fetched again
 * as the page's components mount, even those always refetched on mount (staleTime 0, /home's data). A
 * refetch there came back a moment later and drew the whole home page again, a long task on a phone.
 * Forgotten at the first change of page, or after a few seconds, after which such queries refetch again.
 */
const drawn = new Set<string>();

export function keepDrawnQueries(hashes: Iterable<string>): void {
  for (const hash of hashes) drawn.add(hash);
  setTimeout(forgetDrawnQueries, 10_000);
}

export function forgetDrawnQueries(): void {
  drawn.clear();
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnMount: (query) => !drawn.has(query.queryHash),
      },
      mutations: { retry: false },
    },
  });
}
