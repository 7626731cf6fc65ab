import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { pingDatabase } from "../../platform/db/client.js";

const healthSchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  database: z.enum(["ok", "unavailable"]),
});

/** Bounded, so a load balancer's probe gets its answer while connects to a stopped database hang. */
const PING_TIMEOUT_MS = 2_000;

export async function registerHealthRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/health",
    {
      config: { access: "public" },
      schema: {
        summary: "Liveness and database check",
        description:
          "200 while the database answers; 503 (with Retry-After) while it is away. The server keeps running and answers 200 again once the database is back.",
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(app.database, PING_TIMEOUT_MS);
        return { status: "ok" as const, database: "ok" as const };
      } catch (err) {
        request.log.warn({ err }, "health check: database unavailable");
        return reply
          .code(503)
          .header("retry-after", "5")
          .send({ status: "unavailable", database: "unavailable" });
      }
    },
  );
}
