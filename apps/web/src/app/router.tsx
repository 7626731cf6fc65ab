import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import { routes } from "./routes";

/**
 * Loads the lazy routes this address matches and puts what they export in place, so the router starts
 * with the page already here and its first render is the page the server drew (React Router's way of
 * hydrating lazy routes). Without it, the router would start by loading the page and render nothing
 * meanwhile, and the takeover would not match the drawn HTML.
 */
export async function loadMatchedRoutes(pathname: string, table: RouteObject[] = routes): Promise<void> {
  const matches = matchRoutes(table, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * The browser's router (main.tsx). `hydrationData` (empty: no route has a loader) tells it the first
 * page is already drawn, so it renders it at once instead of starting with a navigation.
 */
export function createRouter() {
  return createBrowserRouter(routes, { hydrationData: { loaderData: {} } });
}
