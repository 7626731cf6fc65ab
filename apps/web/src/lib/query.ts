/**
 * TanStack Query's useQuery and useInfiniteQuery, whose first answers the server's render waits for.
 *
 * On the server (entry-server.tsx), a query the page reads suspends with React's `use` until its first
 * answer is in the cache, and React's prerender waits for every suspended read (a signed-in page asks
 * who is signed in, then their data: React renders again as each answer comes). The cache is then sent
 * with the page and restored in the browser (TanStack Query's dehydrate and hydrate), where these are
 * plain useQuery and useInfiniteQuery: the first render finds every answer and draws what the server drew.
 *
 * Not useSuspenseQuery: a failed read there is thrown to an error boundary, which a server render has
 * not got (React would drop the whole region and draw it again in the browser, with an error logged),
 * and every page would lose its own loading and error states on a change of page in the browser.
 * Here a read that fails on the server is left out of the cache, so the page is drawn as loading on both
 * sides and the browser reads it again, with its retries and error messages.
 */
import {
  type DefaultError,
  type FetchInfiniteQueryOptions,
  type FetchQueryOptions,
  type QueryClient,
  type QueryKey,
  skipToken,
  useQueryClient,
  useInfiniteQuery as useTanstackInfiniteQuery,
  useQuery as useTanstackQuery,
} from "@tanstack/react-query";
import { use } from "react";

/** A read slower than this is left to the browser (the page is drawn without it, as loading). */
export const SERVER_READ_DEADLINE_MS = 1500;

/** Each render's reads by query hash: one fetch per query, and a settled promise React has seen. */
const reads = new WeakMap<QueryClient, Map<string, Promise<void>>>();
/** Each render's reads that missed the deadline: drawn as loading, so never sent as answered. */
const late = new WeakMap<QueryClient, Set<string>>();

/**
 * Whether a query's answer may go with the page: not when its read missed the deadline, even if it came
 * in before the render ended, since the page was drawn without it (the browser would draw another page
 * than the one it hydrates).
 */
export const answeredInTime = (client: QueryClient, queryHash: string): boolean =>
  !late.get(client)?.has(queryHash);

type ReadOptions = { queryKey: QueryKey; enabled?: unknown; queryFn?: unknown };

function serverRead(
  client: QueryClient,
  options: ReadOptions,
  fetch: (client: QueryClient) => Promise<unknown>,
): Promise<void> | null {
  // Disabled (waiting for something else first), or enabled by a function of the query: not read here.
  if (options.enabled === false || typeof options.enabled === "function") return null;
  if (options.queryFn === skipToken) return null;
  const { queryHash } = client.defaultQueryOptions(options as FetchQueryOptions);
  const byHash = reads.get(client) ?? new Map<string, Promise<void>>();
  reads.set(client, byHash);
  let read = byHash.get(queryHash);
  if (!read) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        const missed = late.get(client) ?? new Set<string>();
        late.set(client, missed.add(queryHash));
        resolve();
      }, SERVER_READ_DEADLINE_MS);
    });
    const answer = fetch(client).then(
      () => undefined,
      () => client.removeQueries({ queryKey: options.queryKey, exact: true }),
    );
    read = Promise.race([answer, deadline]).finally(() => clearTimeout(timer));
    byHash.set(queryHash, read);
  }
  return read;
}

export const useQuery: typeof useTanstackQuery = ((options: FetchQueryOptions) => {
  const client = useQueryClient();
  if (import.meta.env.SSR) {
    // No retries on the server: a failed read is the browser's to try again.
    const read = serverRead(client, options, (c) => c.fetchQuery({ ...options, retry: false }));
    if (read) use(read);
  }
  return useTanstackQuery(options as Parameters<typeof useTanstackQuery>[0]);
}) as typeof useTanstackQuery;

export const useInfiniteQuery: typeof useTanstackInfiniteQuery = ((
  options: FetchInfiniteQueryOptions<unknown, DefaultError, unknown, QueryKey, unknown>,
) => {
  const client = useQueryClient();
  if (import.meta.env.SSR) {
    const read = serverRead(client, options, (c) => c.fetchInfiniteQuery({ ...options, retry: false }));
    if (read) use(read);
  }
  return useTanstackInfiniteQuery(options as Parameters<typeof useTanstackInfiniteQuery>[0]);
}) as typeof useTanstackInfiniteQuery;
