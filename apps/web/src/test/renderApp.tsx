import { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { Providers } from "../app/providers";
import { loadedOnServer } from "../app/router";
import { routes } from "../app/routes";
import { routerContext } from "../lib/route-data";

/**
 * Every page's lazy route loaded once, before any test renders: a router then starts with its page at
 * once, as the browser's does after loading the address's chunk (main.tsx), and a test can look for
 * the page right after rendering it.
 */
async function loadAllRoutes(table: RouteObject[]): Promise<void> {
  await Promise.all(
    table.map(async (route) => {
      if (typeof route.lazy === "function")
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      await loadAllRoutes(route.children ?? []);
    }),
  );
}
await loadAllRoutes(routes);

const hasLoaders = (table: RouteObject[]): boolean =>
  table.some((route) => route.loader !== undefined || hasLoaders(route.children ?? []));

function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/**
 * A route table of the test's own (say, with a lazy page it holds back) at one path, in memory. The
 * first page starts as the browser's does after a server render (app/router.tsx): its loaders counted
 * as run, so its components read their own data; later changes of page run the loaders.
 */
export function renderRoutes(table: RouteObject[], path: string) {
  const client = testQueryClient();
  // Only for a table with loaders: React Router awaits getContext at every change of page, which would
  // make a plain table's changes of page wait a moment.
  const router = createMemoryRouter(table, {
    initialEntries: [path],
    ...(hasLoaders(table) ? { getContext: () => routerContext(client) } : {}),
    hydrationData: { loaderData: loadedOnServer(table, path.split("?")[0] ?? path) },
  });
  const view = render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, client };
}

/** The whole app (layout, guards, lazy pages) at one path, in memory. */
export const renderApp = (path: string) => renderRoutes(routes, path);

/** One element under a router and a query client, with a marker page for each place it may navigate to. */
export function renderWithRouter(element: ReactElement, { path = "/", extraPaths = ["/home"] } = {}) {
  return renderRoutes(
    [
      { path: path.split("?")[0], element },
      ...extraPaths.map((p) => ({ path: p.split("?")[0], element: <p>Arrived at {p}</p> })),
    ],
    path,
  );
}
