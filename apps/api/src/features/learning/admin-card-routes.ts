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
    explanation: c.explanation,
    feedback_type: c.feedbackType,
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

async function liveCard(db: Db, cardId: number): Promise<CardRow> {
  const [row] = await db
    .select()
    .from(cards)
    .where(and(eq(cards.id, cardId), isNull(cards.deletedAt)))
    .limit(1);
  if (!row) throw notFound("This card does not exist.");
  return row;
}

async function assertModule(db: Db, moduleId: number) {
  const [row] = await db
    .select({ id: modules.id })
    .from(modules)
    .where(and(eq(modules.id, moduleId), isNull(modules.deletedAt)))
    .limit(1);
  if (!row) throw notFound("This module does not exist.");
}

/** Admin authoring of cards: list, add, edit (multipart with media), reorder, soft delete and restore. */
export async function registerAdminCardRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/cards/:moduleId/getall",
    {
      config: { access: "admin" },
      schema: {
        summary: "A module's cards (admin)",
        params: moduleIdParam,
        response: { 200: z.array(adminCardSchema), ...errors },
      },
    },
    async (request) => {
      await assertModule(app.db, request.params.moduleId);
      return listCards(app.db, request.params.moduleId);
    },
  );

  app.get(
    "/cards/item/:cardId",
    {
      config: { access: "admin" },
      schema: {
        summary: "One card with every field (admin)",
        params: cardIdParam,
        response: { 200: adminCardSchema, ...errors },
      },
    },
    async (request) => toAdminCard(await liveCard(app.db, request.params.cardId)),
  );

  app.post(
    "/cards/add/:moduleId",
    {
      config: { access: "admin" },
      schema: {
        summary: `Add a card (admin); ${multipartNote}`,
        consumes: MULTIPART_FORM,
        params: moduleIdParam,
        response: { 201: adminCardSchema, ...errors },
      },
    },
    async (request, reply) => {
      await assertModule(app.db, request.params.moduleId);
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
    "/cards/:cardId",
    {
      config: { access: "admin" },
      schema: {
        summary: `Edit a card (admin); same fields as add, media kept unless replaced`,
        consumes: MULTIPART_FORM,
        params: cardIdParam,
        response: { 200: adminCardSchema, ...errors },
      },
    },
    async (request) => {
      const existing = await liveCard(app.db, request.params.cardId);
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
    "/cards/reorder/:moduleId",
    {
      config: { access: "admin" },
      schema: {
        summary: "Put a module's cards in the given order (admin)",
        params: moduleIdParam,
        body: reorderBodySchema,
        response: { 200: z.array(adminCardSchema), ...errors },
      },
    },
    async (request) => {
      await assertModule(app.db, request.params.moduleId);
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
    "/cards/:cardId",
    {
      config: { access: "admin" },
      schema: {
        summary: "Delete a card (soft; restorable)",
        params: cardIdParam,
        response: { 200: deletedSchema, ...errors },
      },
    },
    async (request) => {
      const [row] = await app.db
        .update(cards)
        .set({ deletedAt: new Date() })
        .where(and(eq(cards.id, request.params.cardId), isNull(cards.deletedAt)))
        .returning({ id: cards.id });
      if (!row) throw notFound("This card does not exist.");
      return { id: row.id, message: "Card deleted." };
    },
  );

  app.post(
    "/cards/:cardId/restore",
    {
      config: { access: "admin" },
      schema: {
        summary: "Undo a card delete",
        params: cardIdParam,
        response: { 200: adminCardSchema, ...errors },
      },
    },
    async (request) => {
      const [row] = await app.db
        .update(cards)
        .set({ deletedAt: null })
        .where(and(eq(cards.id, request.params.cardId), isNotNull(cards.deletedAt)))
        .returning();
      if (!row) throw notFound("There is no deleted card with this id.");
      return toAdminCard(row);
    },
  );
}
