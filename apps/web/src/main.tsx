import { forgetDrawnFormats, keepDrawnFormats } from "@arthshala/contracts/intl-cache";
import { isLocale } from "@arthshala/contracts/locales";
import { hydrate, timeoutManager } from "@tanstack/react-query";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { App } from "./app/App";
import { createQueryClient, forgetDrawnQueries, keepDrawnQueries } from "./app/queryClient";
import { createCoalescedTimeouts } from "./app/queryTimers";
import { createRouter, loadMatchedRoutes } from "./app/router";
import { releaseHeld } from "./components/ssr/heldControls";
import "./index.css";
import type { RenderedState } from "./entry-server";
import { i18n, initI18n } from "./lib/i18n";
import { deviceLanguage, initialLanguage } from "./lib/i18n/detect";

// Before any query exists: the cache's timeouts share one browser timer (app/queryTimers.ts).
timeoutManager.setTimeoutProvider(createCoalescedTimeouts());
const queryClient = createQueryClient();

// Installable and readable offline (features/offline): only the production build has a service worker.
// It registers after the page's own load, so the worker and its precache never compete with the first
// screen, and once the browser is idle: the load event often fires in the same task as the app's start.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  const register = () =>
    void import("./features/offline/registerServiceWorker").then(({ registerServiceWorker }) =>
      registerServiceWorker(),
    );
  const whenIdle = () =>
    "requestIdleCallback" in window ? requestIdleCallback(register, { timeout: 2000 }) : setTimeout(register);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}

const root = document.getElementById("root")!;

/**
 * The server drew the page (entry-server.tsx) from these answers. Restored into the query cache with
 * TanStack Query's `hydrate`, they make the browser's first render the same page, so React hydrates
 * the drawn one instead of fetching and drawing it again.
 */
function takeRenderedState(): { language?: string; namespaces: string[] } {
  const script = document.getElementById("rendered-state");
  if (!script) return { namespaces: [] };
  script.remove();
  try {
    const state = JSON.parse(script.textContent ?? "null") as RenderedState;
    // A visitor's page may come from the server's page cache, drawn minutes ago; that cache is dropped
    // whenever content changes, so its answers are current now. Stamped as of now, they are not fetched
    // again (and the page drawn again) the moment it is hydrated.
    const now = Date.now();
    for (const query of state.queries.queries) {
      if (query.state.dataUpdatedAt) query.state.dataUpdatedAt = now;
    }
    hydrate(queryClient, state.queries);
    keepDrawnQueries(state.queries.queries.map((query) => query.queryHash));
    keepDrawnFormats(state.formats);
    return { language: root.dataset.renderedLang, namespaces: state.namespaces };
  } catch {
    root.replaceChildren(); // unreadable: draw from scratch
    return { namespaces: [] };
  }
}
const rendered = takeRenderedState();
const renderedIn = rendered.language;

// This device's own choice wins; else the language the server drew in (it knew the learner's saved
// one); else the browser's. English is in the bundle; a Hindi visit first fetches its texts.
const language = deviceLanguage() ?? (isLocale(renderedIn) ? renderedIn : initialLanguage());
const sameAsDrawn = renderedIn !== undefined && renderedIn === language;

/** Once the first render is on the page: the held controls work, and the page says the app runs. */
function onCommitted() {
  releaseHeld(root);
  // e2e/support/takeover.ts waits for it.
  root.setAttribute("data-app", "");
}

async function start() {
  // The texts the page was drawn with and its route's chunk, fetched side by side: with both here,
  // the first render is the drawn page, and nothing in it suspends for them.
  await Promise.all([
    initI18n(language).then(() => i18n.loadNamespaces(rendered.namespaces)),
    loadMatchedRoutes(window.location.pathname),
  ]);
  const router = createRouter(queryClient);
  const stopWatching = router.subscribe(() => {
    forgetDrawnQueries();
    forgetDrawnFormats();
    stopWatching();
  });
  const app = (
    <App client={queryClient} onCommitted={onCommitted}>
      <RouterProvider router={router} />
    </App>
  );
  // In the language the server drew in, React hydrates the drawn page, as a transition: React then
  // yields to the browser every few milliseconds instead of holding the main thread for the whole page
  // (a tap meanwhile makes React hydrate what was tapped first, and replays it). Its Suspense boundaries
  // hydrate one after another. In another language (this device chose one), it is drawn afresh.
  if (sameAsDrawn) startTransition(() => void hydrateRoot(root, app));
  else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
}
void start();
