import { createBrowserRouter } from "react-router";
import { PAGES_ROUTE_ID, pageRoutesBesides, pageRoutesFor, routesWith } from "./routes";

/**
 * The browser's router (main.tsx), built in a task of its own. It starts with the page routes that may
 * match this address only (routes.tsx's pageRoutesFor): building it over the whole table (some seventy
 * routes, each path compiled and ranked) was one task of 25 to 45 ms here, 4× on a phone. The rest are
 * added on the first change of page that needs them, through React Router's route discovery
 * (patchRoutesOnNavigation): a path no route of the first table matches lands on the not-found
 * route's "*", which makes the router ask, and it gets every other page route at once.
 * `hydrationData` (empty: no route has a loader) tells it the first page is already drawn: without it,
 * an address with a parameter (/articles/:slug) would start with a route discovery, the page undrawn.
 */
export function createRouter() {
  const first = pageRoutesFor(window.location.pathname);
  let rest: ReturnType<typeof pageRoutesBesides> | null = pageRoutesBesides(first);
  return createBrowserRouter(routesWith(first), {
    hydrationData: { loaderData: {} },
    patchRoutesOnNavigation({ patch }) {
      if (rest === null) return;
      patch(PAGES_ROUTE_ID, rest);
      rest = null;
    },
  });
}

/**
 * The two browser calls createRouter makes first, made in a task before its own: the history entry gets
 * the index React Router numbers entries with (history.replaceState, which took 3 to 18 ms here, 4× that
 * on a phone), and session storage, where it keeps view transitions, is opened. Its own code then finds
 * both done and skips the write; were a later React Router to store its index differently, it would
 * simply write its own again.
 */
export function prepareRouter(): void {
  const state = window.history.state as { idx?: unknown } | null;
  if (state?.idx == null) window.history.replaceState({ ...state, idx: 0 }, "");
  try {
    window.sessionStorage.getItem("remix-router-transitions");
  } catch {
    // Storage refused (a privacy mode): React Router meets the same and carries on without it.
  }
}
