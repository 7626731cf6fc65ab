import { SCHEME_LISTS } from "@arthshala/contracts/schemes-catalog";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { VersionedCache } from "../../platform/cache/versioned-cache.js";
import { articles } from "../../platform/db/schema.js";
import { notFound } from "../../platform/http/errors.js";
import { publicOrigin } from "../../platform/http/origin.js";
import { escapeHtml } from "./html.js";
import { renderOgImage } from "./og-image.js";
import { articlePath } from "./page-meta.js";

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
];
const CALCULATORS = ["fd", "rd", "ppf", "sip", "emi"].map((c) => `/fin-tools/${c}-calculator`);
const PNG_CACHE = "public, max-age=86400";

/** robots.txt, sitemap.xml (rebuilt when content changes) and share images for courses and articles. */
export async function registerSeoRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const origin = publicOrigin(app.config);
  const sitemaps = new VersionedCache<"sitemap", string>(app.contentChanges, 1);
  const images = new VersionedCache<string, Buffer>(app.contentChanges, 300);

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
          ...["/admin", "/account", "/api/"].map((p) => `Disallow: ${p}`),
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
      return reply
        .type("application/xml; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(xml);
    },
  );

  const png = (buffer: Buffer) => buffer;
  api.get(
    "/og/site.png",
    { config: { access: "public" }, schema: { hide: true } },
    async (_request, reply) => {
      const image = await images.get("site", async () =>
        png(
          renderOgImage({
            kicker: "Financial education made easy",
            title: "Take control of your financial future, for free",
          }),
        ),
      );
      return reply.type("image/png").header("cache-control", PNG_CACHE).send(image);
    },
  );

  api.get(
    "/og/:kind/:id.png",
    {
      config: { access: "public" },
      schema: {
        hide: true,
        params: z.object({ kind: z.enum(["course", "article"]), id: z.string().regex(/^[1-9]\d{0,9}$/) }),
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      const id = Number(request.params.id);
      const image = await images.get(`${kind}:${id}`, async () => {
        if (kind === "course") {
          const course = await app.courseContent.course(id);
          if (!course) throw notFound("No such course.");
          return renderOgImage({ kicker: "Free course", title: course.course.title });
        }
        const [row] = await app.db
          .select({ title: articles.title })
          .from(articles)
          .where(and(eq(articles.id, id), eq(articles.status, "published"), isNull(articles.deletedAt)));
        if (!row) throw notFound("No such article.");
        return renderOgImage({ kicker: "Article", title: row.title });
      });
      return reply.type("image/png").header("cache-control", PNG_CACHE).send(image);
    },
  );
}
