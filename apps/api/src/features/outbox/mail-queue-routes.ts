import {
  mailQueueIdParamsSchema,
  mailQueuePageSchema,
  mailQueueQuerySchema,
  mailRetryResponseSchema,
} from "@arthshala/contracts/mail-queue";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { conflict, errorResponses, notFound } from "../../platform/http/errors.js";
import { listQueue, queueCounts, retryFailed } from "./mail-queue-service.js";

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * Admins see mail that failed, may have been delivered, or waits to be retried, with the error, and can
 * send a failed or possibly delivered one again.
 */
export async function registerMailQueueRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/admin/mail-queue",
    {
      config: { access: "admin" },
      schema: {
        summary:
          "Failed, possibly delivered or pending mail of the delivery queue, with counts per status (admin)",
        querystring: mailQueueQuerySchema,
        response: { 200: mailQueuePageSchema, ...errors },
      },
    },
    async (request) => {
      const { status, retrying, limit, offset } = request.query;
      const [page, counts] = await Promise.all([
        listQueue(app.db, { status, retrying: retrying === "true", limit, offset }),
        queueCounts(app.db),
      ]);
      return { ...page, counts };
    },
  );

  app.post(
    "/admin/mail-queue/:id/retry",
    {
      config: { access: "admin" },
      schema: {
        summary:
          "Send a failed or possibly delivered mail again: back to pending with a fresh set of attempts (admin)",
        params: mailQueueIdParamsSchema,
        response: { 200: mailRetryResponseSchema, ...errors },
      },
    },
    async (request) => {
      const result = await retryFailed(app.db, request.params.id);
      if (result === null) throw notFound("There is no such mail in the queue.");
      if (result === "not_failed")
        throw conflict(
          "Only a mail that failed or may have been delivered can be retried; this one is neither.",
        );
      app.mailQueue.worker.kick();
      return { message: "Queued again: it will be sent in a moment.", item: result };
    },
  );
}
