import { articleFormSchema, articleSchema } from "@arthshala/contracts/articles";
import { deletedSchema, idParam } from "@arthshala/contracts/learning";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../platform/db/client.js";
import { articles } from "../../platform/db/schema.js";
import { errorResponses, notFound } from "../../platform/http/errors.js";
import { MULTIPART_FORM, parseFields, readMultipartForm } from "../../platform/http/multipart-form.js";
import { announceArticle } from "../../platform/notifications/publications.js";
import { markdownExcerpt } from "./excerpt.js";
import type { ArticlePageCache } from "./page-cache.js";
import { getArticle, toArticle, uniqueSlug } from "./service.js";

const errors = errorResponses(400, 404, 413, 415);
const note =
  "multipart/form-data: title, content (Markdown), status (draft|published), optional image (image file)";

/** Admin authoring of articles: add, edit, soft delete with restore for the Undo toast. */
export async function registerAdminArticleRoutes(
  parent: FastifyInstance,
  pageCache: ArticlePageCache,
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/articles/add",
    {
      config: { access: "admin" },
      schema: {
        summary: `Post an article (admin); ${note}`,
        consumes: MULTIPART_FORM,
        response: { 201: articleSchema, ...errors },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, app.storage, { image: "image" });
      try {
        const f = parseFields(articleFormSchema, form.fields);
        const row = await app.db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(articles)
            .values({
              title: f.title,
              // A readable address from the title, kept when the title changes so shared links last.
              slug: await uniqueSlug(tx as unknown as Db, f.title),
              content: f.content,
              contentText: markdownExcerpt(f.content),
              status: f.status,
              imageUrl: form.files.image?.url ?? null,
              authorId: request.user!.id,
            })
            .returning();
          if (inserted!.status === "published") await announceArticle(tx, inserted!, app.clock.now());
          return inserted;
        });
        pageCache.clear(); // readers see the change at once on this server
        return reply.code(201).send(toArticle(row!));
      } catch (err) {
        await form.discard();
        throw err;
      }
    },
  );

  app.put(
    "/articles/:id",
    {
      config: { access: "admin" },
      schema: {
        summary: `Edit an article (admin); ${note}; remove_image=true clears it`,
        consumes: MULTIPART_FORM,
        params: idParam,
        response: { 200: articleSchema, ...errors },
      },
    },
    async (request) => {
      const existing = await getArticle(app.db, request.params.id, { includeDrafts: true });
      const form = await readMultipartForm(request, app.storage, { image: "image" });
      try {
        const f = parseFields(articleFormSchema, form.fields);
        const image = form.files.image?.url;
        const row = await app.db.transaction(async (tx) => {
          const [updated] = await tx
            .update(articles)
            .set({
              title: f.title,
              content: f.content,
              contentText: markdownExcerpt(f.content),
              status: f.status,
              ...(image ? { imageUrl: image } : f.remove_image ? { imageUrl: null } : {}),
              updatedAt: new Date(),
            })
            .where(eq(articles.id, existing.id))
            .returning();
          // A draft published for the first time is news; the key keeps later edits quiet.
          if (updated!.status === "published") await announceArticle(tx, updated!, app.clock.now());
          return updated;
        });
        pageCache.clear();
        return toArticle(row!);
      } catch (err) {
        await form.discard();
        throw err;
      }
    },
  );

  app.delete(
    "/articles/:id",
    {
      config: { access: "admin" },
      schema: {
        summary: "Delete an article (soft; restorable)",
        params: idParam,
        response: { 200: deletedSchema, ...errors },
      },
    },
    async (request) => {
      const [row] = await app.db
        .update(articles)
        .set({ deletedAt: new Date() })
        .where(and(eq(articles.id, request.params.id), isNull(articles.deletedAt)))
        .returning({ id: articles.id });
      if (!row) throw notFound("This article does not exist.");
      pageCache.clear();
      return { id: row.id, message: "Article deleted." };
    },
  );

  app.post(
    "/articles/:id/restore",
    {
      config: { access: "admin" },
      schema: {
        summary: "Undo an article delete",
        params: idParam,
        response: { 200: articleSchema, ...errors },
      },
    },
    async (request) => {
      const [row] = await app.db
        .update(articles)
        .set({ deletedAt: null })
        .where(and(eq(articles.id, request.params.id), isNotNull(articles.deletedAt)))
        .returning();
      if (!row) throw notFound("There is no deleted article with this id.");
      pageCache.clear();
      return toArticle(row);
    },
  );
}
