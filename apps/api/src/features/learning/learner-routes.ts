import {
  cardPathParams,
  checkAnswerBodySchema,
  checkAnswerResponseSchema,
  courseDetailSchema,
  courseSummarySchema,
  identityBody,
  idParam,
  modulePathParams,
  moduleSummarySchema,
  ongoingCourseSchema,
  updateCardBodySchema,
  updateCardResponseSchema,
  viewerCardSchema,
} from "@arthshala/contracts/learning";
import { learningMessages } from "@arthshala/contracts/learning-rules";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, badRequest, errorResponses, notFound } from "../../platform/http/errors.js";
import { assertBodyIdentity } from "../../platform/http/identity.js";
import { CourseViewer } from "../../platform/institutions/course-visibility.js";
import { markdownHtmlOrNull } from "../../platform/markdown/index.js";
import { judgeAnswer } from "./answer-key.js";
import { listCourses, ongoingCourse } from "./catalog.js";
import { moduleSummary } from "./module-summary.js";
import { isLocked, loadOutline, locate } from "./outline.js";
import { completeCard, normaliseAnswer } from "./progress.js";
import { toViewerCard } from "./viewer.js";

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * The learner's course calls of spec section 7. Progress is always the session's learner's. An
 * organisation's course the asker may not see (course-visibility) answers as a missing one: 404.
 */
export async function registerLearnerRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const viewerOf = (request: FastifyRequest) => new CourseViewer(app.db, request.user);

  app.get(
    "/courses/getall",
    {
      config: { access: "public", personal: true },
      schema: {
        summary: "All courses, with the signed-in learner's progress",
        response: { 200: z.array(courseSummarySchema) },
      },
    },
    async (request) => listCourses(app.db, app.courseContent, viewerOf(request), request.locale),
  );

  app.post(
    "/courses/getongoingcourse",
    {
      config: { access: "user" },
      schema: {
        summary: "The learner's most recently active unfinished course (null when none)",
        body: identityBody.optional(),
        response: { 200: ongoingCourseSchema, ...errors },
      },
    },
    async (request) => {
      assertBodyIdentity(request);
      return ongoingCourse(app.db, app.courseContent, viewerOf(request), request.locale);
    },
  );

  app.post(
    "/courses/course/:id",
    {
      config: { access: "public", personal: true },
      schema: {
        summary: "A course's roadmap: modules and cards with the learner's status",
        params: idParam,
        body: identityBody.optional(),
        response: { 200: courseDetailSchema, ...errors },
      },
    },
    async (request) => {
      assertBodyIdentity(request);
      const outline = await loadOutline(
        app.db,
        app.courseContent,
        request.params.id,
        viewerOf(request),
        request.locale,
      );
      if (!outline) throw notFound("This course does not exist.");
      const c = outline.course;
      return {
        language: outline.content.translated.course ? outline.content.locale : "en",
        id: c.id,
        title: c.title,
        description: c.description,
        thumbnail_url: c.thumbnailUrl,
        data: outline.modules.map((m) => ({
          moduleId: m.moduleId,
          moduleTitle: m.title,
          moduleDescription: m.description,
          cards: m.cards.map((k) => ({
            card_id: k.cardId,
            title: k.title,
            content_type: k.contentType,
            status: k.status,
          })),
        })),
        total_cards: outline.totalCards,
        completed_cards: outline.completedCards,
        progress: outline.progress,
      };
    },
  );

  app.post(
    "/courses/course/:courseId/module/:moduleId/card/:cardId",
    {
      config: { access: "public", personal: true },
      schema: {
        summary: "One card for the viewer, with its neighbours and the learner's progress",
        params: cardPathParams,
        body: identityBody.optional(),
        response: { 200: viewerCardSchema, ...errors },
      },
    },
    async (request) => {
      assertBodyIdentity(request);
      const { courseId, moduleId, cardId } = request.params;
      const outline = await loadOutline(
        app.db,
        app.courseContent,
        courseId,
        viewerOf(request),
        request.locale,
      );
      const pos = outline && locate(outline, moduleId, cardId);
      const card = outline?.content.cards.get(cardId);
      if (!outline || !pos || !card) throw notFound("This card does not exist.");
      // Visitors' progress lives in their browser, so only a signed-in learner can be told "locked".
      if (request.user && isLocked(pos)) throw new AppError(409, learningMessages.cardLocked);
      return toViewerCard(outline, pos, card);
    },
  );

  app.get(
    "/courses/course/:courseId/module/:moduleId/summary",
    {
      config: { access: "user" },
      schema: {
        summary: "A module's end: what the learner earned in it and in the course, and the next module",
        params: modulePathParams,
        response: { 200: moduleSummarySchema, ...errors },
      },
    },
    async (request) =>
      moduleSummary(
        app.db,
        app.courseContent,
        viewerOf(request),
        request.params,
        request.locale,
        app.clock.now(),
      ),
  );

  app.post(
    "/courses/course/:courseId/module/:moduleId/card/:cardId/updateCard",
    {
      config: { access: "user" },
      schema: {
        summary: "Complete a card (answer a question); the server decides completion and FinStars",
        params: cardPathParams,
        body: updateCardBodySchema,
        response: { 200: updateCardResponseSchema, ...errors },
      },
    },
    async (request) => {
      assertBodyIdentity(request);
      const result = await completeCard(
        app.db,
        app.courseContent,
        viewerOf(request),
        request.params,
        request.body.userAnswer,
        app.clock.now(),
        request.locale,
      );
      const pos = locate(result.outline, request.params.moduleId, request.params.cardId)!;
      return {
        ...toViewerCard(result.outline, pos, result.card),
        awarded_finstars: result.awarded,
        is_correct: result.isCorrect,
        course_completed: result.courseCompleted,
      };
    },
  );

  app.post(
    "/courses/course/:courseId/module/:moduleId/card/:cardId/check",
    {
      config: { access: "public", personal: true },
      schema: {
        summary:
          "Check an answer: visitors learn without an account (nothing saved); a signed-in learner's first answer is their answer, recorded as updateCard records it",
        params: cardPathParams,
        body: checkAnswerBodySchema,
        response: { 200: checkAnswerResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { courseId, moduleId, cardId } = request.params;
      const viewer = viewerOf(request);
      const outline = await loadOutline(app.db, app.courseContent, courseId, viewer, request.locale, false);
      const pos = outline && locate(outline, moduleId, cardId);
      const card = pos ? outline.content.cards.get(cardId) : undefined;
      if (!card) throw notFound("This card does not exist.");
      if (card.contentType !== "question") throw badRequest("This card is not a question.");
      if (request.user) {
        // The key comes with the answer: a learner who checks an answer has given it, and is paid
        // (or not) for it once; a different answer later is refused, as by updateCard.
        const result = await completeCard(
          app.db,
          app.courseContent,
          viewer,
          request.params,
          request.body.userAnswer,
          app.clock.now(),
          request.locale,
        );
        return {
          is_correct: result.isCorrect,
          correct_answer: result.card.correctAnswer,
          explanation: result.card.explanation,
          explanation_html: markdownHtmlOrNull(result.card.explanation, request.locale),
        };
      }
      const answer = normaliseAnswer(card, request.body.userAnswer) ?? "";
      return {
        is_correct: judgeAnswer(card, answer),
        correct_answer: card.correctAnswer,
        explanation: card.explanation,
        explanation_html: markdownHtmlOrNull(card.explanation, request.locale),
      };
    },
  );
}
