import {
  reviewAnswerBodySchema,
  reviewAnswerResponseSchema,
  reviewCardParams,
  reviewDeckSchema,
} from "@arthshala/contracts/review";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponses } from "../../platform/http/errors.js";
import { CourseViewer } from "../../platform/institutions/course-visibility.js";
import { answerReview, loadDeck } from "./service.js";

const errors = errorResponses(400, 401, 403, 404, 409, 429);

/**
 * The Review deck (issue 27): questions a learner missed come back on a spaced-repetition schedule.
 * Learners only; the session says whose deck. Personal answers are `private, no-store` (http/personal-answers).
 */
export async function registerReviewRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/review/deck",
    {
      config: { access: "user" },
      schema: {
        summary: "The learner's review cards due now (a few a day), without their answers",
        response: { 200: reviewDeckSchema, ...errors },
      },
    },
    async (request) =>
      loadDeck(
        app.db,
        app.courseContent,
        new CourseViewer(app.db, request.user),
        app.clock.now(),
        request.locale,
      ),
  );

  app.post(
    "/review/card/:cardId",
    {
      config: { access: "user" },
      schema: {
        summary:
          "Answer a due review card: the server judges, reschedules it and pays (once a card a day, capped); 429 past the day's limit of cards",
        params: reviewCardParams,
        body: reviewAnswerBodySchema,
        response: { 200: reviewAnswerResponseSchema, ...errors },
      },
    },
    async (request) =>
      answerReview(
        app.db,
        app.courseContent,
        new CourseViewer(app.db, request.user),
        request.params.cardId,
        request.body.userAnswer,
        app.clock.now(),
        request.locale,
      ),
  );
}
