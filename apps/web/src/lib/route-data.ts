/**
 * Route loaders that fill TanStack Query's cache (React Router's data mode with TanStack Query, as both
 * projects' docs show it): a page route's `loader` calls `queryClient.ensureQueryData` with the query
 * options its feature's api.ts exports, and the page's components read the same options with
 * `useQuery`. The query client reaches the loaders through React Router's context (`queryClientContext`),
 * set per render on the server (entry-server.tsx) and once in the browser (app/router.tsx).
 *
 * On the server the static handler runs the loaders before React renders, each within
 * SERVER_READ_DEADLINE_MS: a read that fails or is late is left out (entry-server.tsx drops every query
 * that has not answered), so the page is drawn as loading on both sides and the browser reads it again.
 * In the browser a loader starts its reads as the page opens, without holding the change of page: the
 * page shows its own loading state, and works offline from the device's copies (lib/offline).
 */
import type {
  EnsureInfiniteQueryDataOptions,
  EnsureQueryDataOptions,
  InfiniteData,
  QueryClient,
  QueryKey,
} from "@tanstack/react-query";
import { createContext, type LoaderFunctionArgs, RouterContextProvider } from "react-router";

// The loaders' `context` is React Router's RouterContextProvider (typed so here; at run time the data
// routers already pass one, from getContext in the browser and requestContext on the server).
declare module "react-router" {
  interface Future {
    v8_middleware: true;
  }
}

/** The query client of this render (server) or of the page (browser). */
export const queryClientContext = createContext<QueryClient>();

/** What the loaders are given: the router's context holding this render's or page's query client. */
export const routerContext = (client: QueryClient) =>
  new RouterContextProvider(new Map([[queryClientContext, client]]));

/** A read slower than this is left to the browser (the page is drawn without it, as loading). */
const SERVER_READ_DEADLINE_MS = 1500;

/** What a page reads before it is drawn, from its query client and its route's address. */
export type PageReads = (client: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>;

/**
 * A page route's loader. It returns nothing: the answers are in the query cache, where the page's
 * useQuery finds them. `browser: false` for pages whose reads the spec delays in the browser (a course
 * or a card is fetched 500 ms after it settles: section 9), which the server still draws with their data.
 */
export function pageLoader(reads: PageReads, { browser = true }: { browser?: boolean } = {}) {
  return async (args: LoaderFunctionArgs): Promise<null> => {
    const client = args.context.get(queryClientContext);
    if (!import.meta.env.SSR) {
      if (browser) void reads(client, args).catch(() => undefined);
      return null;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, SERVER_READ_DEADLINE_MS);
    });
    await Promise.race([reads(client, args).catch(() => undefined), deadline]).finally(() =>
      clearTimeout(timer),
    );
    return null;
  };
}

/**
 * On the server: no retries (a failed read is the browser's to try again, with its own retries and
 * messages), and kept until the render is drawn even when the page forgets the query at once (gcTime 0):
 * the render's whole cache is cleared at its end.
 */
const onServer = { retry: false, gcTime: Number.POSITIVE_INFINITY } as const;

/** `client.ensureQueryData`, as the server reads. */
export function ensure<FnData, Error, Data, Key extends QueryKey>(
  client: QueryClient,
  options: EnsureQueryDataOptions<FnData, Error, Data, Key>,
): Promise<Data> {
  return client.ensureQueryData(import.meta.env.SSR ? { ...options, ...onServer } : options);
}

/** `client.ensureInfiniteQueryData`, the same way. */
export function ensureInfinite<FnData, Error, Data, Key extends QueryKey, Param>(
  client: QueryClient,
  options: EnsureInfiniteQueryDataOptions<FnData, Error, Data, Key, Param>,
): Promise<InfiniteData<Data, Param>> {
  return client.ensureInfiniteQueryData(import.meta.env.SSR ? { ...options, ...onServer } : options);
}
