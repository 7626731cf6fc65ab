/**
 * The server's render of a page (built by `vite build --ssr` into dist-ssr/, loaded by the API's
 * features/seo): the same routes and components as the browser, so the first paint is the page itself
 * and the app takes it over without redrawing (main.tsx renders over the same nodes). See docs/ARCHITECTURE.md,
 * "Pages before scripts".
 *
 * Data comes the way the browser gets it, through lib/api, whose transport is pointed at the API in the
 * same process. A render asks for what it shows; the queries it asked for are fetched and the tree is
 * rendered again, until nothing new is asked (a signed-in page needs who is signed in, then its data).
 */
import type { Locale } from "@arthshala/contracts/locales";
import { type DehydratedState, dehydrate, type Query } from "@tanstack/react-query";
import { renderToStringAsync } from "preact-render-to-string";
import { createMemoryRouter, matchRoutes } from "react-router";
import { App } from "./app/App";
import { takeDrawn } from "./app/lazyPage";
import { createQueryClient } from "./app/queryClient";
import { routes } from "./app/routes";
import { drawFormValues } from "./components/form/drawnValues";
import { setApiTransport } from "./lib/api";
import { i18n, initI18n } from "./lib/i18n";

export interface RenderRequest {
  /** Path and query, as requested. */
  url: string;
  language: Locale;
  /** Answers the app's API calls for this visitor (the API itself, with their cookie). */
  fetch: typeof fetch;
}

export interface RenderedApp {
  /** What goes inside #root. */
  html: string;
  /** What the browser needs to draw the same page at once (JSON): see RenderedState. */
  state: RenderedState;
  language: Locale;
}

drawFormValues();

/**
 * The page route `pathname` opens, written as the route table writes it ("/courses/course/:courseId",
 * "/" for the home page), or null when only a not-found route matches. The server keeps visitors'
 * pages of known routes only, and answers other paths with a 404 drawn once (features/seo in the API).
 */
export function pagePattern(pathname: string): string | null {
  const matches = matchRoutes(routes, pathname);
  if (!matches || matches.at(-1)?.route.path === "*") return null;
  const segments = matches.map((m) => m.route.path).filter((p) => p && p !== "/");
  return `/${segments.join("/")}`;
}

/** A read slower than this is left to the browser (the page is drawn without it). */
const FETCH_DEADLINE_MS = 1500;

function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/**
 * The query cache the page was drawn from, and the lazy chunks and text namespaces it used: the browser
 * loads those before taking over, so it renders in one go, in the server's order (useId's ids agree).
 */
export interface RenderedState {
  queries: DehydratedState;
  lazy: string[];
  namespaces: string[];
}

/** Enough for a signed-in page: who is asking, then their data, then data that depends on it. */
const MAX_PASSES = 5;

// i18next's language and lib/api's transport are one per process, so renders take turns. A render is a
// few milliseconds of CPU plus in-process API calls; public pages are cached by the API besides.
let queue: Promise<unknown> = Promise.resolve();

export function renderApp(request: RenderRequest): Promise<RenderedApp> {
  const turn = queue.then(() => render(request));
  queue = turn.catch(() => undefined);
  return turn;
}

function isWaiting(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  const on = typeof enabled === "function" ? enabled(query) : enabled;
  return query.state.status === "pending" && query.state.fetchStatus === "idle" && on !== false;
}

const loadedNamespaces = (language: Locale) => new Set(Object.keys(i18n.store?.data[language] ?? {}));
// react-i18next notes each namespace a component asks for; the note is per process, so it is cleared
// before each pass to hold this page's only.
type NamespaceReport = { usedNamespaces: Record<string, boolean>; getUsedNamespaces(): string[] };
const report = () => (i18n as { reportNamespaces?: NamespaceReport }).reportNamespaces;
const usedNamespaces = (): string[] => report()?.getUsedNamespaces() ?? [];

async function render({ url, language, fetch }: RenderRequest): Promise<RenderedApp> {
  setApiTransport(fetch);
  try {
    if (i18n.isInitialized) await i18n.changeLanguage(language);
    else await initI18n(language);
    const client = createQueryClient();
    let html = "";
    let drawn: string[] = [];
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      const textsBefore = loadedNamespaces(language);
      const note = report();
      if (note) note.usedNamespaces = {};
      const router = createMemoryRouter(routes, { initialEntries: [url] });
      html = await renderToStringAsync(<App client={client} router={router} />);
      const lazy = takeDrawn();
      drawn = lazy.names;
      // A lazy chunk or a namespace that had to load mid-render shifts the order things were drawn in:
      // draw again with everything at hand, as the browser will.
      const waitedForText = usedNamespaces().some((ns) => !textsBefore.has(ns));
      const waiting = client.getQueryCache().getAll().filter(isWaiting);
      if ((waiting.length === 0 && !lazy.waited && !waitedForText) || pass === MAX_PASSES - 1) break;
      await Promise.all(
        waiting.map((query) =>
          // No retries here: a failed read is left for the browser, which retries as usual.
          withDeadline(query.fetch({ ...query.options, retry: false }), FETCH_DEADLINE_MS).catch(
            () => undefined,
          ),
        ),
      );
    }
    const state: RenderedState = {
      queries: dehydrate(client),
      lazy: drawn,
      namespaces: usedNamespaces(),
    };
    client.clear();
    return { html, state, language };
  } finally {
    setApiTransport((input, init) => globalThis.fetch(input, init));
  }
}
