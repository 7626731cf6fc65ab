import { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { Providers } from "../app/providers";
import { routes } from "../app/routes";

function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** The whole app (layout, guards, lazy pages) at one path, in memory. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = testQueryClient();
  const view = render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, client };
}

/** One element under a router and a query client, with a marker page for each place it may navigate to. */
export function renderWithRouter(element: ReactElement, { path = "/", extraPaths = ["/home"] } = {}) {
  const router = createMemoryRouter(
    [
      { path: path.split("?")[0], element },
      ...extraPaths.map((p) => ({ path: p.split("?")[0], element: <p>Arrived at {p}</p> })),
    ],
    { initialEntries: [path] },
  );
  const client = testQueryClient();
  const view = render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, client };
}
