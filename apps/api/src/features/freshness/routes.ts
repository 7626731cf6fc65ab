import {
  contentReviewSchema,
  freshnessItemParams,
  freshnessQueueSchema,
} from "@arthshala/contracts/content-freshness-api";
import { indiaDay } from "@arthshala/contracts/india-time";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponses } from "../../platform/http/errors.js";
import { freshnessQueue, markStillTrue } from "./service.js";

const errors = errorResponses(400, 401, 403, 404);

/** The Admin freshness queue (issue 42): what is past its window, and "Still true" to re-date it. */
export async function registerFreshnessRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/admin/freshness",
    {
      config: { access: "admin" },
      schema: {
        summary:
          "Cards, articles and scheme products whose checked facts are past their window, oldest first (admin)",
        tags: ["admin"],
        response: { 200: freshnessQueueSchema, ...errors },
      },
    },
    async () => freshnessQueue(app.db, indiaDay(app.clock.now())),
  );

  app.post(
    "/admin/freshness/:kind/:id/still-true",
    {
      config: { access: "admin" },
      schema: {
        summary:
          "Re-date an item to today (India): its facts were checked and still hold; recorded with who and when (admin)",
        tags: ["admin"],
        params: freshnessItemParams,
        response: { 200: contentReviewSchema, ...errors },
      },
    },
    async (request) =>
      markStillTrue(app.db, request.params.kind, request.params.id, request.user!.id, app.clock.now()),
  );
}
