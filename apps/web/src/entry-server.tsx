/**
 * The server's render of a page (built by `vite build --ssr` into dist-ssr/, loaded by the API's
 * features/seo): the same routes and components as the browser, rendered by React's own prerender
 * (react-dom/static) into HTML the browser hydrates (main.tsx). See docs/ARCHITECTURE.md, "Rendering".
 *
 * React Router's static handler resolves the address's routes (their lazy page chunks included) and runs
 * their loaders, which put the page's data in this render's query cache (lib/route-data.ts); their API
 * calls go through lib/api into the API in the same process. React then draws the page from that cache.
 *
 * Renders run side by side: each has its own scope (lib/render-scope.ts: the visitor's fetch, their
 * language and an i18next instance of its own), kept in AsyncLocalStorage, its own query client and its
 * own record of formatted texts. Nothing of one render is a module's variable.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { type FormattedTexts, setFormatRecorder } from "@arthshala/contracts/intl-cache";
import type { Locale } from "@arthshala/contracts/locales";
import { type DehydratedState, dehydrate } from "@tanstack/react-query";
import { prerender } from "react-dom/static";
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from "react-router";
import { App } from "./app/App";
import { createQueryClient } from "./app/queryClient";
import { routes } from "./app/routes";
import { i18n, initI18n } from "./lib/i18n";
import { type RenderScope, setRenderScopeSource } from "./lib/render-scope";
import { routerContext } from "./lib/route-data";

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

interface Render extends RenderScope {
  /** The dates and numbers this render formatted (packages/contracts/src/intl-cache.ts). */
  formats: FormattedTexts;
  /** The text namespaces its components asked for: the browser loads them before hydrating. */
  namespaces: Set<string>;
}

const renders = new AsyncLocalStorage<Render>();
setRenderScopeSource(() => renders.getStore());
setFormatRecorder(() => renders.getStore()?.formats);

/** The app's i18next instance, started once: the texts loaded so far, which every render's instance shares. */
let started: Promise<unknown> | undefined;

/**
 * This render's i18next instance (i18next's cloneInstance: the loaded texts shared, the language its
 * own), noting each namespace a component asks it about (react-i18next asks before it translates).
 */
async function textsFor(language: RenderRequest["language"], namespaces: Set<string>) {
  started ??= initI18n(language);
  await started;
  const texts = i18n.cloneInstance({ lng: language });
  // A clone starts with the app's language and takes its own once that language's texts are in: wait
  // for it, or the render's first moments would read the other language (a Hindi tracker page drawn
  // beside English ones wrote an English month, and failed hydration, #418).
  await texts.changeLanguage(language);
  const hasLoaded = texts.hasLoadedNamespace.bind(texts);
  texts.hasLoadedNamespace = (namespace, options) => {
    for (const one of typeof namespace === "string" ? [namespace] : namespace) namespaces.add(one);
    return hasLoaded(namespace, options);
  };
  return texts;
}

export async function renderApp(request: RenderRequest): Promise<RenderedApp> {
  const namespaces = new Set<string>();
  const scope: Render = {
    fetch: request.fetch,
    language: request.language,
    i18n: await textsFor(request.language, namespaces),
    formats: {},
    namespaces,
  };
  return renders.run(scope, () => render(request.url, scope));
}

const handler = createStaticHandler(routes);

async function render(url: string, scope: Render): Promise<RenderedApp> {
  const client = createQueryClient();
  // Resolves the matched routes' lazy chunks and runs their loaders, which fill this render's cache.
  const context = await handler.query(new Request(new URL(url, "http://arthshala.local")), {
    requestContext: routerContext(client),
  });
  if (context instanceof Response) throw new Error(`unexpected response ${context.status} for ${url}`);
  // A read that failed or missed its deadline is not drawn: the page shows it as loading, as the
  // browser will before it reads it again (a late answer arriving now would not match the drawn page).
  client.removeQueries({ predicate: (query) => query.state.status !== "success" });
  const router = createStaticRouter(handler.dataRoutes, context);
  const drawnWith = new Set(
    client
      .getQueryCache()
      .getAll()
      .map((query) => query.queryHash),
  );
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
    // What the loaders put in the cache before React drew: a read that came in later is not sent.
    queries: dehydrate(client, { shouldDehydrateQuery: (query) => drawnWith.has(query.queryHash) }),
    namespaces: [...scope.namespaces],
    formats: scope.formats,
  };
  client.clear();
  return { html, state, language: scope.language };
}
