import {
  adminArticleListSchema,
  articleListBodySchema,
  articleListSchema,
  articleRefBodySchema,
  articleSchema,
  rateBodySchema,
  rateResponseSchema,
  ratingResponseSchema,
  readingTaskBodySchema,
  readingTaskResponseSchema,
} from "@arthshala/contracts/articles";
import { idParam } from "@arthshala/contracts/learning";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, forbidden } from "../../platform/http/errors.js";
import { assertBodyIdentity } from "../../platform/http/identity.js";
import type { ArticlePageCache } from "./page-cache.js";
import {
  getArticle,
  getArticleBySlug,
  listForAdmin,
  listPublished,
  localizeArticles,
  rateArticle,
  recordReading,
  toArticle,
  userRating,
} from "./service.js";

const errors = errorResponses(400, 401, 403, 404);

/** Reading, rating and reading tasks (spec section 7, "Articles and newsletter"). */
export async function registerArticleRoutes(
  parent: FastifyInstance,
  pageCache: ArticlePageCache,
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/articles/getall",
    {
      config: { access: "public" },
      schema: {
        summary:
          "A page of articles, newest first; {admin:true} (admins only) answers {articles,total} with drafts",
        body: articleListBodySchema,
        response: { 200: z.union([articleListSchema, adminArticleListSchema]), ...errors },
      },
    },
    async (request, reply) => {
      const { limit, offset, admin } = request.body;
      if (admin) {
        if (request.user?.role !== "Admin") throw forbidden();
        return listForAdmin(app.db, limit, offset);
      }
      const page = await pageCache.get(`${limit}:${offset}:${request.locale}`, () =>
        listPublished(app.db, limit, offset, request.locale),
      );
      // Already-serialised bytes: sent as they are, past the schema serialiser and the compressor.
      const raw = reply as unknown as FastifyReply;
      raw.header("content-type", "application/json; charset=utf-8").header("vary", "accept-encoding");
      if (/\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""))) {
        return raw.header("content-encoding", "gzip").send(pageCache.gzipOf(page));
      }
      return raw.send(page.json);
    },
  );

  app.get(
    "/articles/:id",
    {
      config: { access: "public" },
      schema: {
        summary: "One published article (admins also see drafts)",
        params: idParam,
        response: { 200: articleSchema, ...errors },
      },
    },
    async (request) => {
      const row = await getArticle(app.db, request.params.id, {
        includeDrafts: request.user?.role === "Admin",
      });
      const [article] = await localizeArticles(app.db, [toArticle(row)], request.locale);
      return article!;
    },
  );

  app.get(
    "/articles/slug/:slug",
    {
      config: { access: "public" },
      schema: {
        summary: "One published article by its readable address (/articles/{slug})",
        params: z.object({ slug: z.string().regex(/^[a-z0-9-]{1,100}$/, "Not an article address.") }),
        response: { 200: articleSchema, ...errors },
      },
    },
    async (request) => {
      const [article] = await localizeArticles(
        app.db,
        [toArticle(await getArticleBySlug(app.db, request.params.slug))],
        request.locale,
      );
      return article!;
    },
  );

  app.post(
    "/articles/fetchrating",
    {
      config: { access: "user" },
      schema: {
        summary: "The signed-in learner's own rating of an article (null when not rated)",
        body: articleRefBodySchema,
        response: { 200: ratingResponseSchema, ...errors },
      },
    },
    async (request) => {
      assertBodyIdentity(request);
      return { rating: await userRating(app.db, request.user!.id, request.body.articleId) };
    },
  );

  app.post(
    "/articles/rate",
    {
      config: { access: "user" },
      schema: {
        summary: "Rate an article 1 to 5; rating again replaces the learner's earlier rating",
        body: rateBodySchema,
        response: { 200: rateResponseSchema, ...errors },
      },
    },
    async (request) => {
      assertBodyIdentity(request);
      const result = await rateArticle(
        app.db,
        request.user!.id,
        request.body.articleId,
        request.body.rating,
        app.clock.now(),
      );
      pageCache.clear(); // lists show the average
      return result;
    },
  );

  app.post(
    "/articles/updatetask",
    {
      config: { access: "user" },
      schema: {
        summary:
          "Record that the learner read an article (once per article per India day); readThrough: they reached its end",
        body: readingTaskBodySchema,
        response: { 200: readingTaskResponseSchema, ...errors },
      },
    },
    async (request) => {
      assertBodyIdentity(request);
      return {
        recorded: await recordReading(
          app.db,
          request.user!.id,
          request.body.articleId,
          app.clock.now(),
          request.body.readThrough === true,
        ),
      };
    },
  );
}
