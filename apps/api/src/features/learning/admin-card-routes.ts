import {
  adminCardSchema,
  cardIdParam,
  deletedSchema,
  moduleIdParam,
  reorderBodySchema,
} from "@arthshala/contracts/learning";
import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../platform/db/client.js";
import { cards, modules } from "../../platform/db/schema.js";
import { errorResponses, notFound } from "../../platform/http/errors.js";
import { MULTIPART_FORM, readMultipartForm } from "../../platform/http/multipart-form.js";
import { announceCourseOfModule } from "../../platform/notifications/publications.js";
import { toleranceOf } from "./answer-key.js";
import { type AuthoringMount, type AuthoringScope, at, inScope, summaryOf } from "./authoring-mount.js";
import { CARD_FILE_FIELDS, cardValuesFromForm } from "./card-form.js";
import { applyOrder } from "./reorder.js";

type CardRow = typeof cards.$inferSelect;

const errors = errorResponses(400, 404, 413, 415);
const multipartNote =
  "multipart/form-data: title, content_type, content_title, content_text, question_type, correct_answer, explanation, allotted_finstars, order_index, answer_compulsory, feedback_type, options[i], options_tags[i], files image_file / audio_file / video_file";

export function toAdminCard(c: CardRow) {
  return {
    card_id: c.id,
    module_id: c.moduleId,
    title: c.title,
    content_type: c.contentType,
    content_title: c.contentTitle,
    content_text: c.contentText,
    image_url: c.imageUrl,
    video_url: c.videoUrl,
    audio_url: c.audioUrl,
    allotted_finstars: c.allottedFinstars,
    order_index: c.orderIndex,
    answer_compulsory: c.answerCompulsory,
    question_type: c.questionType,
    options: c.options,
    options_tags: c.optionsTags,
    correct_answer: c.correctAnswer,
    answer_unit: c.answerUnit,
    tolerance: toleranceOf(c),
    explanation: c.explanation,
    feedback_type: c.feedbackType,
    as_of: c.asOf,
    freshness: c.freshness,
  };
}

async function listCards(db: Db, moduleId: number) {
  const rows = await db
    .select()
    .from(cards)
    .where(and(eq(cards.moduleId, moduleId), isNull(cards.deletedAt)))
    .orderBy(asc(cards.orderIndex), asc(cards.id));
  return rows.map(toAdminCard);
}

async function liveCard(db: Db, scope: AuthoringScope, cardId: number): Promise<CardRow> {
  const [row] = await db
    .select()
    .from(cards)
    .where(and(eq(cards.id, cardId), isNull(cards.deletedAt), inScope.card(scope)))
    .limit(1);
  if (!row) throw notFound("This card does not exist.");
  return row;
}

async function assertModule(db: Db, scope: AuthoringScope, moduleId: number) {
  const [row] = await db
    .select({ id: modules.id })
    .from(modules)
    .where(and(eq(modules.id, moduleId), isNull(modules.deletedAt), inScope.module(scope)))
    .limit(1);
  if (!row) throw notFound("This module does not exist.");
}

/**
 * Authoring of cards on one mount (authoring-mount.ts): list, add, edit (multipart with media), reorder,
 * soft delete and restore, within the mount's courses.
 */
export async function registerAdminCardRoutes(parent: FastifyInstance, mount: AuthoringMount): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const write = { access: mount.access, changesContent: true } as const;

  app.get(
    at(mount, "/cards/:moduleId/getall"),
    {
      config: { access: mount.access },
      schema: {
        summary: summaryOf(mount, "A module's cards"),
        params: mount.params(moduleIdParam),
        response: { 200: z.array(adminCardSchema), ...errors },
      },
    },
    async (request) => {
      await assertModule(app.db, await mount.scope(request), request.params.moduleId);
      return listCards(app.db, request.params.moduleId);
    },
  );

  app.get(
    at(mount, "/cards/item/:cardId"),
    {
      config: { access: mount.access },
      schema: {
        summary: summaryOf(mount, "One card with every field"),
        params: mount.params(cardIdParam),
        response: { 200: adminCardSchema, ...errors },
      },
    },
    async (request) => toAdminCard(await liveCard(app.db, await mount.scope(request), request.params.cardId)),
  );

  app.post(
    at(mount, "/cards/add/:moduleId"),
    {
      config: write,
      schema: {
        summary: summaryOf(mount, `Add a card; ${multipartNote}`),
        consumes: MULTIPART_FORM,
        params: mount.params(moduleIdParam),
        response: { 201: adminCardSchema, ...errors },
      },
    },
    async (request, reply) => {
      await assertModule(app.db, await mount.scope(request), request.params.moduleId);
      const form = await readMultipartForm(request, app.storage, CARD_FILE_FIELDS);
      try {
        const values = cardValuesFromForm(form);
        const row = await app.db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(cards)
            .values({ ...values, moduleId: request.params.moduleId })
            .returning();
          await announceCourseOfModule(tx, request.params.moduleId, app.clock.now());
          return inserted!;
        });
        return reply.code(201).send(toAdminCard(row));
      } catch (err) {
        await form.discard();
        throw err;
      }
    },
  );

  app.put(
    at(mount, "/cards/:cardId"),
    {
      config: write,
      schema: {
        summary: summaryOf(mount, "Edit a card; same fields as add, media kept unless replaced"),
        consumes: MULTIPART_FORM,
        params: mount.params(cardIdParam),
        response: { 200: adminCardSchema, ...errors },
      },
    },
    async (request) => {
      const existing = await liveCard(app.db, await mount.scope(request), request.params.cardId);
      const form = await readMultipartForm(request, app.storage, CARD_FILE_FIELDS);
      try {
        const values = cardValuesFromForm(form, existing);
        const [row] = await app.db
          .update(cards)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(cards.id, existing.id))
          .returning();
        return toAdminCard(row!);
      } catch (err) {
        await form.discard();
        throw err;
      }
    },
  );

  app.post(
    at(mount, "/cards/reorder/:moduleId"),
    {
      config: write,
      schema: {
        summary: summaryOf(mount, "Put a module's cards in the given order"),
        params: mount.params(moduleIdParam),
        body: reorderBodySchema,
        response: { 200: z.array(adminCardSchema), ...errors },
      },
    },
    async (request) => {
      await assertModule(app.db, await mount.scope(request), request.params.moduleId);
      const current = await listCards(app.db, request.params.moduleId);
      await applyOrder(
        app.db,
        cards,
        current.map((c) => c.card_id),
        request.body.ids,
      );
      return listCards(app.db, request.params.moduleId);
    },
  );

  app.delete(
    at(mount, "/cards/:cardId"),
    {
      config: write,
      schema: {
        summary: summaryOf(mount, "Delete a card (soft; restorable)"),
        params: mount.params(cardIdParam),
        response: { 200: deletedSchema, ...errors },
      },
    },
    async (request) => {
      const scope = await mount.scope(request);
      const [row] = await app.db
        .update(cards)
        .set({ deletedAt: new Date() })
        .where(and(eq(cards.id, request.params.cardId), isNull(cards.deletedAt), inScope.card(scope)))
        .returning({ id: cards.id });
      if (!row) throw notFound("This card does not exist.");
      return { id: row.id, message: "Card deleted." };
    },
  );

  app.post(
    at(mount, "/cards/:cardId/restore"),
    {
      config: write,
      schema: {
        summary: summaryOf(mount, "Undo a card delete"),
        params: mount.params(cardIdParam),
        response: { 200: adminCardSchema, ...errors },
      },
    },
    async (request) => {
      const scope = await mount.scope(request);
      const [row] = await app.db
        .update(cards)
        .set({ deletedAt: null })
        .where(and(eq(cards.id, request.params.cardId), isNotNull(cards.deletedAt), inScope.card(scope)))
        .returning();
      if (!row) throw notFound("There is no deleted card with this id.");
      return toAdminCard(row);
    },
  );
}
