import { idString } from "@arthshala/contracts/ids";
import { SCHEME_LISTS } from "@arthshala/contracts/schemes-catalog";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { BoundedQueue, QueueFull } from "../../platform/bounded-queue.js";
import { VersionedCache } from "../../platform/cache/versioned-cache.js";
import { articles } from "../../platform/db/schema.js";
import { AppError, notFound } from "../../platform/http/errors.js";
import { httpMessages } from "../../platform/http/messages.js";
import { publicOrigin } from "../../platform/http/origin.js";
import { escapeHtml } from "./html.js";
import { OgImageDrawer } from "./og-image.js";
import { articlePath } from "./page-meta.js";
import { imageVersion, SITE_IMAGE, SITE_IMAGE_VERSION } from "./share-image-urls.js";

declare module "fastify" {
  interface FastifyInstance {
    /** Share images being drawn and waiting (tests fill it to see the 503). */
    shareImageRenders: BoundedQueue;
  }
}

/** Public pages of the SPA that are the same for everyone (the sitemap lists them with the content's). */
const FIXED_PAGES = [
  "/",
  "/courses",
  "/articles",
  "/about",
  "/help",
  "/contact",
  "/privacy-policy",
  "/termsofservice",
  "/savings",
];
const CALCULATORS = ["fd", "rd", "ppf", "sip", "emi", "income-tax"].map((c) => `/fin-tools/${c}-calculator`);
/** The sitemap is rebuilt when content changes; a crawler or CDN may keep it this long. */
const SITEMAP_CACHE = "public, max-age=300";
/** A share image asked for by its current version never changes: a new title is a new URL. */
const PNG_CURRENT = "public, max-age=31536000, immutable";
/** Asked without a version or with an old one (a page from before the change): kept only briefly. */
const PNG_UNVERSIONED = "public, max-age=300";
/**
 * Share images drawn at once (on worker threads; about 60-150 ms of CPU each) and how many more may
 * wait. A cold cache after a deploy or a crawler's burst costs at most this much; the rest answer 503
 * with Retry-After and come back to a warm cache.
 */
export const OG_RENDERS_AT_ONCE = 2;
export const OG_RENDERS_WAITING = 16;
const RETRY_AFTER_SECONDS = "5";

/** robots.txt, sitemap.xml (rebuilt when content changes) and share images for courses and articles. */
export async function registerSeoRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const origin = publicOrigin(app.config);
  const sitemaps = new VersionedCache<"sitemap", string>(app.contentChanges, 1);
  const images = new VersionedCache<string, Buffer>(app.contentChanges, 300);
  const renders = new BoundedQueue(OG_RENDERS_AT_ONCE, OG_RENDERS_WAITING);
  const drawer = new OgImageDrawer();
  app.decorate("shareImageRenders", renders);
  app.addHook("onClose", async () => drawer.close());

  /** An image from the cache, else drawn in turn; a full queue answers 503 with Retry-After. */
  const image = async (
    reply: FastifyReply,
    key: string,
    input: { kicker: string; title: string },
  ): Promise<Buffer> => {
    try {
      return await images.get(key, () => renders.run(() => drawer.draw(input)));
    } catch (err) {
      if (!(err instanceof QueueFull)) throw err;
      reply.header("retry-after", RETRY_AFTER_SECONDS).header("cache-control", "no-store");
      throw new AppError(503, httpMessages.unavailable);
    }
  };
  const sendPng = (reply: FastifyReply, png: Buffer, asked: string | undefined, version: string) =>
    reply
      .type("image/png")
      .header("cache-control", asked === version ? PNG_CURRENT : PNG_UNVERSIONED)
      .send(png);
  const versionQuery = z.object({ v: z.string().max(40).optional() });

  api.get("/robots.txt", { config: { access: "public" }, schema: { hide: true } }, async (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(
        [
          "User-agent: *",
          "Allow: /",
          // Admin and account pages and the API are not for crawlers. A learner's own pages (/home, the
          // tracker, /policies) stay crawlable, as issue 12 asks (Lighthouse's SEO audit fails a disallowed
          // page): a crawler is shown the sign-in there, and they are not in the sitemap.
          // A class's join link carries its code, and /teach is a facilitator's own (issue 40).
          ...["/admin", "/account", "/api/", "/teach", "/join/"].map((p) => `Disallow: ${p}`),
          `Sitemap: ${origin}/sitemap.xml`,
          "",
        ].join("\n"),
      ),
  );

  api.get(
    "/sitemap.xml",
    { config: { access: "public" }, schema: { hide: true } },
    async (_request, reply) => {
      const xml = await sitemaps.get("sitemap", async () => {
        const [catalog, published] = await Promise.all([
          app.courseContent.catalog(),
          app.db
            .select({ id: articles.id, slug: articles.slug, updatedAt: articles.updatedAt })
            .from(articles)
            .where(and(eq(articles.status, "published"), isNull(articles.deletedAt))),
        ]);
        const url = (path: string, lastmod?: Date) =>
          `<url><loc>${escapeHtml(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ""}</url>`;
        return [
          '<?xml version="1.0" encoding="UTF-8"?>',
          '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
          ...FIXED_PAGES.map((p) => url(p)),
          ...catalog.map((c) => url(`/courses/course/${c.course.id}`, c.course.updatedAt)),
          ...published.map((a) => url(articlePath(a), a.updatedAt)),
          ...SCHEME_LISTS.map((l) => url(`/${l.route}`)),
          ...CALCULATORS.map((p) => url(p)),
          "</urlset>",
          "",
        ].join("\n");
      });
      return reply.type("application/xml; charset=utf-8").header("cache-control", SITEMAP_CACHE).send(xml);
    },
  );

  api.get(
    "/og/site.png",
    { config: { access: "public" }, schema: { hide: true, querystring: versionQuery } },
    async (request, reply) => {
      const png = await image(reply, `site:${SITE_IMAGE_VERSION}`, SITE_IMAGE);
      return sendPng(reply, png, request.query.v, SITE_IMAGE_VERSION);
    },
  );

  api.get(
    "/og/:kind/:id.png",
    {
      config: { access: "public" },
      schema: {
        hide: true,
        // idString: digits within PostgreSQL's integer range, so 2147483648 is a 400, not a failed query.
        params: z.object({ kind: z.enum(["course", "article"]), id: idString }),
        querystring: versionQuery,
      },
    },
    async (request, reply) => {
      const { kind, id } = request.params;
      let found: { title: string; updatedAt: Date } | undefined;
      if (kind === "course") {
        found = (await app.courseContent.course(id))?.course;
      } else {
        [found] = await app.db
          .select({ title: articles.title, updatedAt: articles.updatedAt })
          .from(articles)
          .where(and(eq(articles.id, id), eq(articles.status, "published"), isNull(articles.deletedAt)));
      }
      if (!found) throw notFound(kind === "course" ? "No such course." : "No such article.");
      const version = imageVersion(found.updatedAt);
      const png = await image(reply, `${kind}:${id}:${version}`, {
        kicker: kind === "course" ? "Free course" : "Article",
        title: found.title,
      });
      return sendPng(reply, png, request.query.v, version);
    },
  );
}
