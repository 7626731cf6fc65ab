import type { QueryClient } from "@tanstack/react-query";
import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import { routerContext } from "../lib/route-data";
import { PAGES_ROUTE_ID, pageRoutesBesides, pageRoutesFor, routesWith } from "./routes";

/**
 * Loads the lazy routes this address matches and puts what they export in place, so the router starts
 * with the page already here and its first render is the page the server drew (React Router's way of
 * hydrating lazy routes). Without it, the router would start by loading the page and render nothing
 * meanwhile, and the takeover would not match the drawn HTML.
 */
export async function loadMatchedRoutes(
  pathname: string,
  // The first table the router starts with (createRouter): matching over the whole one is as slow.
  table: RouteObject[] = routesWith(pageRoutesFor(pathname)),
): Promise<void> {
  const matches = matchRoutes(table, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** The routes of the drawn page that have a loader, by id, as run (their data is in the query cache). */
export function loadedOnServer(table: RouteObject[], pathname: string): Record<string, null> {
  const loaded: Record<string, null> = {};
  for (const { route } of matchRoutes(table, pathname) ?? []) {
    if (route.loader && route.id) loaded[route.id] = null;
  }
  return loaded;
}

/**
 * The browser's router (main.tsx). It starts with the page routes that may match this address only
 * (routes.tsx's pageRoutesFor): building it over the whole table (some seventy routes, each path
 * compiled and ranked) was one task of 25 to 45 ms here, 4x on a phone. The rest are added on the first
 * change of page that needs them, through React Router's lazy route discovery
 * (patchRoutesOnNavigation): a path no route of the first table matches lands on the not-found route's
 * "*", which makes the router ask, and it gets every other page route at once.
 * Its loaders read the page's query client from React Router's context (lib/route-data.ts), and
 * `hydrationData` says the first page's loaders have run (on the server: their answers came with the
 * page, in the query cache), so the router starts with the drawn page instead of loading it again.
 */
export function createRouter(queryClient: QueryClient) {
  const first = pageRoutesFor(window.location.pathname);
  let rest: RouteObject[] | null = pageRoutesBesides(first);
  const table = routesWith(first);
  return createBrowserRouter(table, {
    getContext: () => routerContext(queryClient),
    hydrationData: { loaderData: loadedOnServer(table, window.location.pathname) },
    patchRoutesOnNavigation({ patch }) {
      if (rest === null) return;
      patch(PAGES_ROUTE_ID, rest);
      rest = null;
    },
  });
}
