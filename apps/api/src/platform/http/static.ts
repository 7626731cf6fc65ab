import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlibConstants } from "node:zlib";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";

const YEAR = "public, max-age=31536000, immutable";
/** Headers that only mean something on a document (helmet sets them on every answer). */
const DOCUMENT_ONLY_HEADERS = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "referrer-policy",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
  "last-modified", // the ETag does revalidation, and a hashed name is never revalidated anyway
];
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A page compressed by hand: @fastify/compress works per route and never reaches the not-found handler,
 * and a drawn page with its data is 30-100 KB (about a quarter of that compressed).
 */
async function compressed(
  html: string,
  accepted: string | undefined,
): Promise<{ body: string | Buffer; encoding?: "br" | "gzip" }> {
  const accepts = (name: string) =>
    (accepted ?? "").split(",").some((part) => {
      const [token = "", ...params] = part.split(";");
      return token.trim().toLowerCase() === name && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    });
  if (html.length < 1024) return { body: html };
  if (accepts("br")) {
    const body = await brotli(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
    return { body, encoding: "br" };
  }
  if (accepts("gzip")) return { body: await gzipped(html), encoding: "gzip" };
  return { body: html };
}

/**
 * The built SPA at / (hashed assets cached a year, index.html never), uploads at /uploads/ and the
 * seeded content images at /content/, then the 404 rules: unknown /api paths and files answer 404 JSON,
 * any other page path gets index.html (or the page renderer's version of it, with its status: 404 for
 * a path the web app has no page for) so the SPA's router decides.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  dirs: { webDist: string; uploadsDir: string; contentDir: string },
  /** A page's index.html with its own head and content (features/seo); null leaves the plain shell. */
  renderPage?: (
    request: FastifyRequest,
    pathname: string,
    query: URLSearchParams,
    indexHtml: string,
  ) => Promise<{ html: string; cacheControl: string; status?: number } | null>,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: dirs.uploadsDir,
    prefix: "/uploads/",
    decorateReply: false,
    index: false,
    dotfiles: "deny",
    setHeaders(res) {
      res.header("Cache-Control", YEAR); // names are random and never reused
      res.header("X-Content-Type-Options", "nosniff");
      res.header("Content-Security-Policy", "default-src 'none'; sandbox");
    },
  });

  const contentImages = path.join(dirs.contentDir, "images");
  if (existsSync(contentImages)) {
    await app.register(fastifyStatic, {
      root: contentImages,
      prefix: "/content/",
      decorateReply: false,
      index: false,
      setHeaders(res) {
        res.header("Cache-Control", "public, max-age=86400");
        res.header("X-Content-Type-Options", "nosniff");
        res.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      },
    });
  }

  const indexPath = path.join(dirs.webDist, "index.html");
  const hasWeb = existsSync(indexPath);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dirs.webDist,
      prefix: "/",
      wildcard: false, // one route per built file; everything else falls through to the handler below
      // The server writes these itself (features/seo); an old build's copy must not clash with its routes.
      globIgnore: ["robots.txt", "sitemap.xml"],
      index: false,
      setHeaders(res, filePath) {
        const cache = filePath.includes(`${path.sep}assets${path.sep}`) ? YEAR : "no-cache";
        res.header("Cache-Control", cache);
      },
    });
  }
  if (hasWeb) {
    // A hashed script or stylesheet is never a document, so the document-only headers helmet adds to
    // every answer do nothing on it, and they were over 600 of its 973 header bytes. A page's first load
    // fetches 20-35 of these over HTTP/1.1, uncompressed headers and all: about 18 KB saved on slow 4G.
    // What does apply to a subresource stays: nosniff, Cross-Origin-Resource-Policy and the cache rules.
    app.addHook("onSend", async (request, reply) => {
      if (!request.url.startsWith("/assets/") || !/\.(?:js|css)(?:\?|$)/.test(request.url)) return;
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    });
  }
  let indexHtml: string | undefined;

  app.setNotFoundHandler(async (request, reply) => {
    const [url = "/", search = ""] = request.url.split("?", 2);
    const looksLikeFile = /\.[a-z0-9]+$/i.test(url);
    const isPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !url.startsWith("/api/") &&
      url !== "/api" &&
      !url.startsWith("/uploads/") &&
      !url.startsWith("/content/") &&
      !looksLikeFile;
    if (isPage && hasWeb) {
      indexHtml ??= await readFile(indexPath, "utf8");
      const page = await renderPage?.(request, url, new URLSearchParams(search), indexHtml);
      const { body, encoding } = await compressed(
        page?.html ?? indexHtml,
        request.headers["accept-encoding"],
      );
      if (encoding) reply.header("Content-Encoding", encoding);
      return reply
        .code(page?.status ?? 200)
        .header("Cache-Control", page?.cacheControl ?? "no-cache")
        .header("Vary", "Cookie, Accept-Language, Accept-Encoding")
        .type("text/html; charset=utf-8")
        .send(body);
    }
    return reply.code(404).send({ error: "Not Found", message: `No such path: ${request.method} ${url}` });
  });
}
