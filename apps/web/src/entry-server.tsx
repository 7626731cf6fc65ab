/**
 * The server's render of a page (built by `vite build --ssr` into dist-ssr/, loaded by the API's
 * features/seo): the same routes and components as the browser, rendered by React's own prerender
 * (react-dom/static) into HTML the browser hydrates (main.tsx). See docs/ARCHITECTURE.md, "Rendering".
 *
 * React Router's static handler resolves the address's routes (their lazy page chunks included); the
 * page's data comes through lib/api, whose transport is pointed at the API in the same process, and
 * its queries suspend until answered (lib/query.ts), so the prerender finishes with every answer drawn.
 */
import { type FormattedTexts, recordFormats, takeRecordedFormats } from "@arthshala/contracts/intl-cache";
import type { Locale } from "@arthshala/contracts/locales";
import { type DehydratedState, defaultShouldDehydrateQuery, dehydrate } from "@tanstack/react-query";
import { prerender } from "react-dom/static";
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from "react-router";
import { App } from "./app/App";
import { createQueryClient } from "./app/queryClient";
import { routes } from "./app/routes";
import { setApiTransport } from "./lib/api";
import { i18n, initI18n } from "./lib/i18n";
import { answeredInTime } from "./lib/query";

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

/**
 * The query cache the page was drawn from, the text namespaces it used and the dates and numbers it
 * formatted: the browser restores the first, loads the second and answers from the third before
 * hydrating, so its first render is the page the server drew (and creates no Intl formatter: intl-cache.ts).
 */
export interface RenderedState {
  queries: DehydratedState;
  namespaces: string[];
  formats: FormattedTexts;
}

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

// i18next's language and lib/api's transport are one per process, so renders take turns. A render is a
// few milliseconds of CPU plus in-process API calls; public pages are cached by the API besides.
let queue: Promise<unknown> = Promise.resolve();

export function renderApp(request: RenderRequest): Promise<RenderedApp> {
  const turn = queue.then(() => render(request));
  queue = turn.catch(() => undefined);
  return turn;
}

// react-i18next notes each namespace a component asks for; the note is per process, so it is cleared
// before each render to hold this page's only.
type NamespaceReport = { usedNamespaces: Record<string, boolean>; getUsedNamespaces(): string[] };
const report = () => (i18n as { reportNamespaces?: NamespaceReport }).reportNamespaces;

const handler = createStaticHandler(routes);

async function render({ url, language, fetch }: RenderRequest): Promise<RenderedApp> {
  setApiTransport(fetch);
  try {
    if (i18n.isInitialized) await i18n.changeLanguage(language);
    else await initI18n(language);
    const note = report();
    if (note) note.usedNamespaces = {};
    recordFormats();
    // Resolves the matched routes' lazy chunks; no route has a loader or an action.
    const context = await handler.query(new Request(new URL(url, "http://arthshala.local")));
    if (context instanceof Response) throw new Error(`unexpected response ${context.status} for ${url}`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const client = createQueryClient();
    // A component that fails here would leave its region for the browser to draw again, with an error
    // in the console: the whole render fails instead, and the API serves the shell for the app to draw.
    const errors: unknown[] = [];
    const { prelude } = await prerender(
      <App client={client}>
        {/* The router's state goes with rendered-state, not an inline script: the CSP allows none. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>,
      {
        onError: (error) => void errors.push(error),
        // Every boundary in place, none sent apart to be put in by an inline script: the page is read
        // whole (it is cached, and sent at once), and the CSP allows no inline script anyway.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    if (errors.length > 0) throw errors[0];
    const html = await new Response(prelude).text();
    const state: RenderedState = {
      queries: dehydrate(client, {
        shouldDehydrateQuery: (query) =>
          defaultShouldDehydrateQuery(query) && answeredInTime(client, query.queryHash),
      }),
      namespaces: report()?.getUsedNamespaces() ?? [],
      formats: takeRecordedFormats(),
    };
    client.clear();
    return { html, state, language };
  } finally {
    takeRecordedFormats();
    setApiTransport((input, init) => globalThis.fetch(input, init));
  }
}
