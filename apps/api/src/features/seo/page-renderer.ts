import type { Session } from "@arthshala/contracts/auth";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { VersionedCache } from "../../platform/cache/versioned-cache.js";
import { publicOrigin } from "../../platform/http/origin.js";
import { injectFetch, loadAppRenderer, pageLanguage, withRenderedApp } from "./app-render.js";
import type { PageMetaSource } from "./page-meta.js";
import { renderShell } from "./page-shell.js";

/** A page's HTML and how long a browser may keep it; null leaves the plain shell. */
export type PageRenderer = (
  request: FastifyRequest,
  pathname: string,
  query: URLSearchParams,
  indexHtml: string,
) => Promise<{ html: string; cacheControl: string } | null>;

/** A render that takes longer than this is abandoned for the plain shell: the app then draws the page. */
const RENDER_TIMEOUT_MS = 3000;

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
]);
const isUnrendered = (pathname: string) =>
  pathname === "/admin" || pathname.startsWith("/admin/") || ONE_TIME_LINK_PAGES.has(pathname);

/**
 * Pages before scripts (docs/ARCHITECTURE.md): each public page's head (title, description, share tags),
 * and, when the web app's server render is built, the page itself drawn into #root with the data it was
 * drawn from. A visitor's page is kept per address and language until authored content changes; a
 * signed-in learner's is drawn for them alone and never stored. Any failure (database down, a render
 * that throws or takes too long) serves the plain shell: the app then draws the page in the browser.
 */
export async function createPageRenderer(
  app: FastifyInstance,
  pages: PageMetaSource,
  ssrDir: string,
): Promise<PageRenderer> {
  const origin = publicOrigin(app.config);
  const heads = new VersionedCache<string, string | null>(app.contentChanges, 1000);
  // About 30-100 KB a page: 400 pages are every public page in both languages, under 40 MB at worst.
  const visitorPages = new VersionedCache<string, string>(app.contentChanges, 400);
  const renderApp = await loadAppRenderer(ssrDir);

  const shellFor = async (pathname: string, query: URLSearchParams, indexHtml: string) => {
    const article = pathname === "/articles" ? query.get("article") : null;
    const key = article ? `${pathname}?article=${article}` : pathname;
    try {
      return await heads.get(key, async () => {
        const meta = await pages.metaFor(pathname, query);
        return meta ? renderShell(indexHtml, meta, origin) : null;
      });
    } catch (err) {
      app.log.warn({ err, pathname }, "page meta unavailable; serving the plain shell");
      return null;
    }
  };

  return async (request, pathname, query, indexHtml) => {
    const shell = (await shellFor(pathname, query, indexHtml)) ?? indexHtml;
    if (!renderApp || isUnrendered(pathname)) return { html: shell, cacheControl: "no-cache" };
    const search = query.size > 0 ? `?${query}` : "";
    try {
      const asked = await app.inject({
        method: "GET",
        url: "/api/auth/session",
        headers: request.headers.cookie ? { cookie: request.headers.cookie } : {},
        remoteAddress: request.ip,
      });
      const user = asked.statusCode === 200 ? (asked.json() as Session).user : null;
      const language = pageLanguage(request, user?.language);
      const draw = (url: string) => async () => {
        const rendered = await withTimeout(
          renderApp({ url, language, fetch: injectFetch(app, request, language) }),
          RENDER_TIMEOUT_MS,
        );
        return withRenderedApp(shell, rendered);
      };
      if (user) return { html: await draw(`${pathname}${search}`)(), cacheControl: "private, no-store" };
      // A visitor's page is drawn from its path and the one query a public page reads, so that
      // `?anything=random` is one cached page, not a render per request.
      const article = query.get("article");
      const url = article ? `${pathname}?article=${encodeURIComponent(article)}` : pathname;
      return { html: await visitorPages.get(`${language} ${url}`, draw(url)), cacheControl: "no-cache" };
    } catch (err) {
      app.log.warn({ err, pathname }, "page render failed; serving the shell for the app to draw");
      return { html: shell, cacheControl: "no-cache" };
    }
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`render took over ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
