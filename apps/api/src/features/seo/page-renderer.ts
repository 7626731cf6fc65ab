import type { Session } from "@arthshala/contracts/auth";
import { indiaDay } from "@arthshala/contracts/india-time";
import type { Locale } from "@arthshala/contracts/locales";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { BoundedQueue } from "../../platform/bounded-queue.js";
import { VersionedCache } from "../../platform/cache/versioned-cache.js";
import { clientAddress } from "../../platform/http/client-address.js";
import { publicOrigin } from "../../platform/http/origin.js";
import {
  type Asker,
  askerOf,
  injectFetch,
  loadAppRenderer,
  pageLanguage,
  withRenderedApp,
} from "./app-render.js";
import { catalogueAddress } from "./catalogue-pages.js";
import type { PageMeta, PageMetaSource } from "./page-meta.js";
import { renderShell } from "./page-shell.js";

/** A page's HTML, its status and how long a browser may keep it; null leaves the plain shell. */
export type PageRenderer = (
  request: FastifyRequest,
  pathname: string,
  query: URLSearchParams,
  indexHtml: string,
) => Promise<{ html: string; cacheControl: string; status?: number } | null>;

declare module "fastify" {
  interface FastifyInstance {
    /** Entries in the visitor page caches (tests check that no query string grows the pages'). */
    pageCacheSizes(): { pages: number; views: number };
  }
}

/** A render that takes longer than this is abandoned for the plain shell: the app then draws the page. */
const RENDER_TIMEOUT_MS = 3000;

/**
 * Views a query chooses (a filtered or sorted catalogue, a comparison, an article opened by id away from
 * its own address) are not pages: anyone can make up thousands. A few are kept apart from the pages.
 * Others are drawn one at a time with a couple waiting, and within a budget (a burst, then a few a
 * minute); past either, a view gets the shell at once and the app draws it in the browser. So a flood of
 * made-up searches costs a few renders a minute, evicts no page, and never queues behind a page's render.
 */
export const VIEWS_KEPT = 50;
export const VIEW_RENDERS_AT_ONCE = 1;
export const VIEW_RENDERS_WAITING = 2;
export const VIEW_RENDERS_BURST = 10;
export const VIEW_RENDERS_PER_MINUTE = 30;

/**
 * Not drawn on the server: admin pages (a handful of people on desktops: not worth a render per view),
 * and the pages a one-time link opens (their token is used by the page, once, and must not be used by
 * a render or kept in a cache).
 */
const ONE_TIME_LINK_PAGES = new Set([
  "/unsubscribe",
  "/newsletter/confirm",
  "/verify-email",
  "/reset-password",
  "/auth/done",
  // A guardian's consent link (features/guardian): its token manages a child's account.
  "/guardian/consent",
]);
const isUnrendered = (pathname: string) =>
  pathname === "/admin" || pathname.startsWith("/admin/") || ONE_TIME_LINK_PAGES.has(pathname);
/** A one-time link's page is never stored, not even by the browser: its address carries the token. */
const ONE_TIME_LINK_CACHE_CONTROL = "no-store";

/**
 * Pages a person can change for everyone who opens them, at any moment: a certificate's public check
 * must say "revoked" as soon as its holder revokes it, on every instance. So neither the page nor its
 * head is ever kept: each is drawn per request (a few at a time; past that the shell, and the app draws
 * the page), and no cache, the browser's included, stores the answer. A made-up id costs one lookup.
 */
const isLivePage = (pathname: string) => pathname.startsWith("/verify/");
const LIVE_PAGE_CACHE_CONTROL = "no-store";
export const LIVE_RENDERS_AT_ONCE = 2;
export const LIVE_RENDERS_WAITING = 4;

/** Any path the web app has no page for opens its not-found page: drawn from this one. */
const NOT_FOUND_URL = "/page-not-found";
/** The one public page a query changes: an article opened over the list. */
const ARTICLE_ID = /^[1-9][0-9]{0,9}$/;

/** A shell's head, kept only for paths with a page (a null is never kept: see NO_PAGE). */
interface Head {
  html: string;
  meta: PageMeta;
}
const NO_PAGE = new Error("no page meta for this path");

/**
 * Pages before scripts (docs/ARCHITECTURE.md): each public page's head (title, description, share tags),
 * and, when the web app's server render is built, the page itself drawn into #root with the data it was
 * drawn from. A visitor's page is kept per language until authored content changes, but only a page the
 * web app's route table has, at its own address: a made-up path answers 404 with a not-found page drawn
 * once per language, and a page of missing content or a variant of a page's address (other case, a
 * trailing slash) gets the plain shell for the app to draw, so neither costs a render nor pushes a real
 * page out of the cache. A signed-in learner's page is drawn for them alone and never stored. Any
 * failure (database down, a render that throws or takes too long) serves the plain shell.
 */
export async function createPageRenderer(
  app: FastifyInstance,
  pages: PageMetaSource,
  ssrDir: string,
): Promise<PageRenderer> {
  const origin = publicOrigin(app.config);
  const heads = new VersionedCache<string, Head>(app.contentChanges, 1000);
  // About 30-100 KB a page: 400 pages are every public page in both languages, under 40 MB at worst.
  const visitorPages = new VersionedCache<string, string>(app.contentChanges, 400);
  const notFoundPages = new VersionedCache<Locale, string>(app.contentChanges, 4);
  // About 30-100 KB a view: a few MB at most.
  const views = new VersionedCache<string, string>(app.contentChanges, VIEWS_KEPT);
  const viewRenders = new BoundedQueue(VIEW_RENDERS_AT_ONCE, VIEW_RENDERS_WAITING);
  const viewBudget = renderBudget(app, VIEW_RENDERS_BURST, VIEW_RENDERS_PER_MINUTE);
  const liveRenders = new BoundedQueue(LIVE_RENDERS_AT_ONCE, LIVE_RENDERS_WAITING);
  app.decorate("pageCacheSizes", () => ({ pages: visitorPages.size, views: views.size }));
  app.metrics.watchCaches({
    page: visitorPages,
    page_view: views,
    page_head: heads,
    not_found_page: notFoundPages,
  });
  const renderer = await loadAppRenderer(ssrDir);

  const headFor = async (
    pathname: string,
    query: URLSearchParams,
    indexHtml: string,
  ): Promise<Head | null> => {
    // Only an article id as the list writes it makes a head of its own: `?article=anything` is the list.
    const article = pathname === "/articles" ? query.get("article") : null;
    const id = article !== null && ARTICLE_ID.test(article) ? article : null;
    // Per India day, like the visitor's page: a scheme page's description says whether its rate is current.
    const key = `${indiaDay(app.clock.now())} ${id ? `${pathname}?article=${id}` : pathname}`;
    try {
      if (isLivePage(pathname)) {
        const meta = await pages.metaFor(pathname, new URLSearchParams());
        return meta ? { html: renderShell(indexHtml, meta, origin), meta } : null;
      }
      return await heads.get(key, async () => {
        const meta = await pages.metaFor(pathname, new URLSearchParams(id ? { article: id } : {}));
        // Not kept: made-up ids would otherwise fill the cache and push real pages' heads out.
        if (!meta) throw NO_PAGE;
        return { html: renderShell(indexHtml, meta, origin), meta };
      });
    } catch (err) {
      if (err !== NO_PAGE) app.log.warn({ err, pathname }, "page meta unavailable; serving the plain shell");
      return null;
    }
  };

  return async (request, pathname, query, indexHtml) => {
    if (!renderer || isUnrendered(pathname)) {
      return {
        html: (await headFor(pathname, query, indexHtml))?.html ?? indexHtml,
        cacheControl: ONE_TIME_LINK_PAGES.has(pathname)
          ? ONE_TIME_LINK_CACHE_CONTROL
          : isLivePage(pathname)
            ? LIVE_PAGE_CACHE_CONTROL
            : "no-cache",
      };
    }
    const { renderApp, pagePattern } = renderer;
    const pattern = pagePattern ? pagePattern(pathname) : pathname;
    const head = pattern === null ? null : await headFor(pathname, query, indexHtml);
    const shell = head?.html ?? indexHtml;
    try {
      const user = await signedIn(app, request);
      const language = pageLanguage(request, user?.language);
      // A render given `turns` waits for one, and keeps it until the render itself ends (not its timeout).
      const draw = (url: string, asker: Asker, into: string, turns?: BoundedQueue) => async () => {
        let abandoned = false;
        const render = () =>
          abandoned
            ? Promise.reject(new Error("render abandoned while waiting its turn"))
            : renderApp({ url, language, fetch: injectFetch(app, asker, language) });
        try {
          const rendered = await withTimeout(turns ? turns.run(render) : render(), RENDER_TIMEOUT_MS);
          return withRenderedApp(into, rendered);
        } catch (err) {
          abandoned = true;
          throw err;
        }
      };
      if (pattern === null) {
        // A learner's own header belongs on their 404: the app draws it. A visitor's is drawn once,
        // with no cookie (whatever this visitor sent), and kept apart from the real pages.
        if (user) return { html: indexHtml, cacheControl: "private, no-store", status: 404 };
        const html = await notFoundPages.get(
          language,
          draw(NOT_FOUND_URL, { ip: clientAddress(request) }, indexHtml),
        );
        return { html, cacheControl: "no-cache", status: 404 };
      }
      // The savings catalogue's pages are drawn from their query; a comparison of unknown products is a 404.
      const catalogue = await catalogueAddress(pathname, query, app.schemeCatalogue);
      if (catalogue === "missing") return { html: shell, cacheControl: "no-cache", status: 404 };
      if (user) {
        const search = query.size > 0 ? `?${query}` : "";
        return {
          html: await draw(`${pathname}${search}`, askerOf(request), shell)(),
          cacheControl: "private, no-store",
        };
      }
      // A class's join link shows what can change at any moment (a code rotated, a class archived or
      // full), so a visitor's is never kept: the plain shell, and the app draws it in the browser.
      if (pathname.startsWith("/join/")) return { html: shell, cacheControl: "no-cache" };
      if (isLivePage(pathname)) {
        const live = { html: shell, cacheControl: LIVE_PAGE_CACHE_CONTROL };
        // No such certificate: a 404 the app explains, with nothing drawn.
        if (!head) return { ...live, status: pattern.includes(":") ? 404 : 200 };
        if (liveRenders.full) return live;
        return { ...live, html: await draw(pathname, askerOf(request), shell, liveRenders)() };
      }
      const url = catalogue ? catalogue.url : visitorUrl(pathname, query, pattern, head?.meta);
      if (!url) {
        // A known route without its content (a course id nobody made) is a 404 the app explains.
        return { html: shell, cacheControl: "no-cache", status: pattern.includes(":") && !head ? 404 : 200 };
      }
      // Kept per India day too: whether a scheme's rate is still current is judged on the day
      // (issue 28), so a page drawn on 31 December must not be served on 1 January.
      const key = `${indiaDay(app.clock.now())} ${language} ${url}`;
      if (url.includes("?") && url !== head?.meta.path) {
        // A view: from its own small cache, else drawn if a turn is free, else the shell at once.
        const kept = views.peek(key);
        if (kept) return { html: await kept, cacheControl: "no-cache" };
        if (viewRenders.full || !viewBudget()) return { html: shell, cacheControl: "no-cache" };
        return {
          html: await views.get(key, draw(url, askerOf(request), shell, viewRenders)),
          cacheControl: "no-cache",
        };
      }
      return {
        html: await visitorPages.get(key, draw(url, askerOf(request), shell)),
        cacheControl: "no-cache",
      };
    } catch (err) {
      app.log.warn({ err, pathname }, "page render failed; serving the shell for the app to draw");
      const cacheControl = isLivePage(pathname) ? LIVE_PAGE_CACHE_CONTROL : "no-cache";
      return { html: shell, cacheControl, ...(pattern === null ? { status: 404 } : {}) };
    }
  };
}

/** The signed-in learner, asked of the API as the page's own calls will be; null for a visitor. */
async function signedIn(app: FastifyInstance, request: FastifyRequest): Promise<Session["user"] | null> {
  if (!request.headers.cookie) return null;
  const asked = await app.inject({
    method: "GET",
    url: "/api/auth/session",
    headers: { cookie: request.headers.cookie },
    remoteAddress: clientAddress(request),
  });
  return asked.statusCode === 200 ? (asked.json() as Session).user : null;
}

/**
 * The address a visitor's page is drawn from and kept under, or null to leave it to the app: the
 * path exactly as the route table writes it (a page with ids only when its content exists, at its own
 * address), and the one query a public page reads, so `?anything=random` is one page, not a render each.
 */
function visitorUrl(
  pathname: string,
  query: URLSearchParams,
  pattern: string,
  meta: PageMeta | undefined,
): string | null {
  if (pattern.includes(":")) return meta?.path === pathname ? pathname : null;
  if (pathname !== pattern) return null;
  const article = pathname === "/articles" ? query.get("article") : null;
  if (article === null) return pathname;
  return ARTICLE_ID.test(article) && meta?.type === "article" ? `${pathname}?article=${article}` : null;
}

/**
 * A token bucket on the app's clock: true (and a token spent) when a render may start. Holds `burst`
 * tokens and gains `perMinute` a minute.
 */
function renderBudget(app: FastifyInstance, burst: number, perMinute: number): () => boolean {
  let tokens = burst;
  let at = app.clock.now().getTime();
  return () => {
    const now = app.clock.now().getTime();
    tokens = Math.min(burst, tokens + (Math.max(0, now - at) * perMinute) / 60_000);
    at = now;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`render took over ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
