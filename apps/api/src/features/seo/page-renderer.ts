import type { FastifyInstance } from "fastify";
import { VersionedCache } from "../../platform/cache/versioned-cache.js";
import { publicOrigin } from "../../platform/http/origin.js";
import type { PageMetaSource } from "./page-meta.js";
import { renderShell } from "./page-shell.js";

/** Renders a page's index.html with its own head and text, or null when the path is not a public page. */
export type PageRenderer = (
  pathname: string,
  query: URLSearchParams,
  indexHtml: string,
) => Promise<string | null>;

/**
 * Public pages rendered at request time from the built index.html (see docs/ARCHITECTURE.md, "Pages
 * before scripts"), kept until authored content changes. Only the query a page reads is in the key, so
 * `?utm=…` variants share one entry. A database failure serves the plain shell: the SPA still works.
 */
export function createPageRenderer(app: FastifyInstance, pages: PageMetaSource): PageRenderer {
  const origin = publicOrigin(app.config);
  const cache = new VersionedCache<string, string | null>(app.contentChanges, 1000);
  return async (pathname, query, indexHtml) => {
    const article = pathname === "/articles" ? query.get("article") : null;
    const key = article ? `${pathname}?article=${article}` : pathname;
    try {
      return await cache.get(key, async () => {
        const meta = await pages.metaFor(pathname, query);
        return meta ? renderShell(indexHtml, meta, origin) : null;
      });
    } catch (err) {
      app.log.warn({ err, pathname }, "page meta unavailable; serving the plain shell");
      return null;
    }
  };
}
