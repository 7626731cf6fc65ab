import { isLocale } from "@arthshala/contracts/locales";
import { hydrate, timeoutManager } from "@tanstack/react-query";
import { type ComponentChild, hydrate as hydrateDom, render } from "preact";
import { App } from "./app/App";
import { createQueryClient, forgetDrawnQueries, keepDrawnQueries } from "./app/queryClient";
import { createCoalescedTimeouts } from "./app/queryTimers";
import { createRouter, prepareRouter } from "./app/router";
import "./index.css";
import { afterEffects, releaseHeld, tookOverAll, whileHydrating } from "./app/hydration";
import { preloadLazy } from "./app/lazyPage";
import type { RenderedState } from "./entry-server";
import { i18n, initI18n } from "./lib/i18n";
import { deviceLanguage, initialLanguage } from "./lib/i18n/detect";
import { nextTask } from "./lib/nextTask";

// Before any query exists: the cache's timeouts share one browser timer (app/queryTimers.ts).
timeoutManager.setTimeoutProvider(createCoalescedTimeouts());
const queryClient = createQueryClient();

// Installable and readable offline (features/offline): only the production build has a service worker.
// It registers after the page's own load, so the worker and its precache never compete with the first screen.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  const register = () =>
    void import("./features/offline/registerServiceWorker").then(({ registerServiceWorker }) =>
      registerServiceWorker(),
    );
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

const root = document.getElementById("root")!;

/**
 * The server drew the page (features/seo, entry-server.tsx) from these answers: starting with them, the
 * first render here is the same page, so it takes over the drawn one instead of fetching and redrawing.
 */
function takeRenderedState(): {
  language?: string;
  lazy: string[];
  namespaces: string[];
} {
  const none = { lazy: [], namespaces: [] };
  const script = document.getElementById("rendered-state");
  if (!script) return none;
  script.remove();
  try {
    const state = JSON.parse(script.textContent ?? "null") as RenderedState;
    // A visitor's page may come from the server's page cache, drawn minutes ago; that cache is dropped
    // whenever content changes, so its answers are current now. Stamped as of now, they are not fetched
    // again (and the page redrawn) the moment it takes over.
    const now = Date.now();
    for (const query of state.queries.queries) {
      if (query.state.dataUpdatedAt) query.state.dataUpdatedAt = now;
    }
    hydrate(queryClient, state.queries);
    keepDrawnQueries(state.queries.queries.map((query) => query.queryHash));
    return { language: root.dataset.renderedLang, lazy: state.lazy, namespaces: state.namespaces };
  } catch {
    root.replaceChildren(); // unreadable: draw from scratch
    return none;
  }
}
const rendered = takeRenderedState();
const renderedIn = rendered.language;

// This device's own choice wins; else the language the server drew in (it knew the learner's saved
// one); else the browser's. English is in the bundle; a Hindi visit first fetches its texts.
const language = deviceLanguage() ?? (isLocale(renderedIn) ? renderedIn : initialLanguage());

// The page's chunks and texts first, so the first render is the whole page, in the server's order. Each
// step of the start-up runs in its own task (lib/nextTask): the texts' fetch starts now, the page's chunk
// next, the router is built after, and the render last.
const texts = initI18n(language).then(() => i18n.loadNamespaces(rendered.namespaces));
const ready = nextTask().then(() => Promise.all([texts, preloadLazy(rendered.lazy)]));
// The first render goes over the server's nodes and keeps each drawn node that matches; nothing blanks or
// moves (e2e/server-render.spec.ts). In the language the server drew in, it is a hydrate, as the first
// render draws what the server drew: attributes are not compared, and the page's TakeOverLater regions
// take over in later tasks, one each (app/hydration.ts). In another language (this device chose one),
// it is a render, which sets every attribute and removes what the page no longer has.
// It is Preact's own, not react-dom/client's: preact/compat empties the container first, as React does,
// and the page was then built again node by node (measured: every drawn element replaced, with the
// layout, paint and image decoding that brings, 4× on a phone).
const sameAsDrawn = renderedIn !== undefined && renderedIn === language;
void ready.then(async () => {
  await nextTask();
  prepareRouter();
  await nextTask();
  const router = createRouter();
  const stopWatching = router.subscribe(() => {
    forgetDrawnQueries();
    stopWatching();
  });
  await nextTask();
  const app = <App client={queryClient} router={router} />;
  // The server held its controls until the app runs them (releaseHeld): before a render, in its task,
  // which then sets what the app itself wants; after a hydrate, those outside regions that still wait
  // (each region releases its own on its turn).
  if (!sameAsDrawn) releaseHeld(root);
  whileHydrating(
    () => (sameAsDrawn ? hydrateDom : render)(app as unknown as ComponentChild, root),
    sameAsDrawn,
  );
  if (sameAsDrawn) afterEffects(() => releaseHeld(root));
  // Said on the page once every part answers, its effects (key listeners) run after the next frame
  // included (e2e/support/takeover.ts waits for it).
  void (sameAsDrawn ? tookOverAll() : Promise.resolve()).then(() =>
    // Queued after the last region's release (afterEffects too), so it comes after it.
    afterEffects(() => root.setAttribute("data-app", "")),
  );
});
