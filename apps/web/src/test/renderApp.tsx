import { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { Providers } from "../app/providers";
import { routes } from "../app/routes";

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

function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** A route table of the test's own (say, with a lazy page it holds back) at one path, in memory. */
export function renderRoutes(table: RouteObject[], path: string) {
  const router = createMemoryRouter(table, { initialEntries: [path] });
  const client = testQueryClient();
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
