import { TRANSLATABLE_FIELDS, type TranslatableEntity } from "@arthshala/contracts/locales";
import {
  translationFieldsSchema,
  translationParamsSchema,
  translationSchema,
} from "@arthshala/contracts/translations";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../platform/db/client.js";
import {
  articles,
  bankProducts,
  cards,
  contentTranslations,
  courses,
  modules,
} from "../../platform/db/schema.js";
import { errorResponses, fieldError, notFound } from "../../platform/http/errors.js";
import { markdownExcerpt } from "../articles/excerpt.js";

/** The row of one item's translation into one language. */
const oneTranslation = (entity: TranslatableEntity, id: number, locale: "hi") =>
  and(
    eq(contentTranslations.entity, entity),
    eq(contentTranslations.entityId, id),
    eq(contentTranslations.locale, locale),
  );

/** The fields an admin edits here (a scheme's seeded page texts stay out of the form). */
function editableFields(entity: TranslatableEntity, fields: Record<string, unknown> | undefined) {
  const allowed: readonly string[] = TRANSLATABLE_FIELDS[entity];
  return Object.fromEntries(Object.entries(fields ?? {}).filter(([key]) => allowed.includes(key)));
}

const errors = errorResponses(400, 401, 403, 404);

/** The English fields of one item, as an admin translates them (404 for a deleted or unknown one). */
async function englishOf(db: Db, entity: TranslatableEntity, id: number): Promise<Record<string, unknown>> {
  const pick = <T extends Record<string, unknown>>(row: T | undefined) => {
    if (!row) throw notFound("This item does not exist.");
    return row;
  };
  switch (entity) {
    case "course":
      return pick(
        (
          await db
            .select({ title: courses.title, description: courses.description })
            .from(courses)
            .where(and(eq(courses.id, id), isNull(courses.deletedAt)))
        )[0],
      );
    case "module":
      return pick(
        (
          await db
            .select({ title: modules.title, description: modules.description })
            .from(modules)
            .where(and(eq(modules.id, id), isNull(modules.deletedAt)))
        )[0],
      );
    case "card":
      return pick(
        (
          await db
            .select({
              title: cards.title,
              content_title: cards.contentTitle,
              content_text: cards.contentText,
              options: cards.options,
              explanation: cards.explanation,
            })
            .from(cards)
            .where(and(eq(cards.id, id), isNull(cards.deletedAt)))
        )[0],
      );
    case "article":
      return pick(
        (
          await db
            .select({ title: articles.title, content: articles.content, content_text: articles.contentText })
            .from(articles)
            .where(and(eq(articles.id, id), isNull(articles.deletedAt)))
        )[0],
      );
    case "bank_product":
      return pick(
        (
          await db
            .select({ description: bankProducts.description })
            .from(bankProducts)
            .where(eq(bankProducts.id, id))
        )[0],
      );
  }
}

/**
 * Admins author another language's version beside the English (the card and article forms' language
 * tab): GET shows both, PUT saves the translated fields. Learners see it at once (an admin write
 * announces a content change); what is not translated stays English, and the page says so.
 */
export async function registerTranslationRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const response = translationSchema.extend({ english: z.record(z.string(), z.unknown()) });

  app.get(
    "/admin/translations/:entity/:id/:locale",
    {
      config: { access: "admin" },
      schema: {
        summary: "An item's English fields and its translation (empty until written) (admin)",
        params: translationParamsSchema,
        response: { 200: response, ...errors },
      },
    },
    async (request) => {
      const { entity, id, locale } = request.params;
      const english = await englishOf(app.db, entity, id);
      const [row] = await app.db
        .select()
        .from(contentTranslations)
        .where(oneTranslation(entity, id, locale));
      return {
        entity,
        id,
        locale,
        fields: translationFieldsSchema.parse(editableFields(entity, row?.fields)),
        updated_at: row?.updatedAt.toISOString() ?? null,
        english,
      };
    },
  );

  app.put(
    "/admin/translations/:entity/:id/:locale",
    {
      config: { access: "admin" },
      schema: {
        summary: "Save an item's translation (admin); a card's options are one per English option, in order",
        params: translationParamsSchema,
        body: translationFieldsSchema,
        response: { 200: response, ...errors },
      },
    },
    async (request) => {
      const { entity, id, locale } = request.params;
      const english = await englishOf(app.db, entity, id);
      const allowed: readonly string[] = TRANSLATABLE_FIELDS[entity];
      const extra = Object.keys(request.body).filter((k) => !allowed.includes(k));
      if (extra.length > 0)
        throw fieldError(extra[0]!, `a ${entity.replace("_", " ")} has no such field to translate.`);
      const options = request.body.options;
      if (options && options.length !== (english.options as string[]).length) {
        throw fieldError("options", "Give one translated option for each English option, in the same order.");
      }
      const fields: Record<string, unknown> = Object.fromEntries(
        Object.entries(request.body).filter(([, v]) => v !== undefined && v !== ""),
      );
      // An article's list excerpt follows its translated text unless the admin wrote one.
      if (entity === "article" && typeof fields.content === "string" && fields.content_text === undefined) {
        fields.content_text = markdownExcerpt(fields.content);
      }
      // A scheme's page texts come from content/hi/schemes and are not edited here: an admin's edit of
      // its description keeps them.
      if (entity === "bank_product") {
        const [kept] = await app.db
          .select({ fields: contentTranslations.fields })
          .from(contentTranslations)
          .where(oneTranslation(entity, id, locale));
        for (const [key, value] of Object.entries(kept?.fields ?? {}))
          if (!allowed.includes(key) && fields[key] === undefined) fields[key] = value;
      }
      // Nothing left to show in the language: the item has no translation (learners see English).
      if (Object.keys(fields).length === 0) return removeTranslation(entity, id, locale, english);
      const [row] = await app.db
        .insert(contentTranslations)
        .values({ entity, entityId: id, locale, fields, updatedAt: app.clock.now() })
        .onConflictDoUpdate({
          target: [contentTranslations.entity, contentTranslations.entityId, contentTranslations.locale],
          set: { fields, updatedAt: app.clock.now() },
        })
        .returning();
      return {
        entity,
        id,
        locale,
        fields: translationFieldsSchema.parse(editableFields(entity, row!.fields)),
        updated_at: row!.updatedAt.toISOString(),
        english,
      };
    },
  );

  app.delete(
    "/admin/translations/:entity/:id/:locale",
    {
      config: { access: "admin" },
      schema: {
        summary: "Remove an item's translation (admin): learners see the English again",
        params: translationParamsSchema,
        response: { 200: response, ...errors },
      },
    },
    async (request) => {
      const { entity, id, locale } = request.params;
      return removeTranslation(entity, id, locale, await englishOf(app.db, entity, id));
    },
  );

  async function removeTranslation(
    entity: TranslatableEntity,
    id: number,
    locale: "hi",
    english: Record<string, unknown>,
  ) {
    await app.db.delete(contentTranslations).where(oneTranslation(entity, id, locale));
    return { entity, id, locale, fields: {}, updated_at: null, english };
  }
}
