import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { pingDatabase } from "../../platform/db/client.js";

const healthSchema = z.object({ status: z.enum(["ok", "unavailable"]), database: z.enum(["ok", "down"]) });

export async function registerHealthRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/health",
    {
      config: { access: "public" },
      schema: { summary: "Liveness and database check", response: { 200: healthSchema, 503: healthSchema } },
    },
    async (request, reply) => {
      try {
        await pingDatabase(app.database);
        return { status: "ok" as const, database: "ok" as const };
      } catch (err) {
        request.log.error({ err }, "health check: database unreachable");
        return reply.code(503).send({ status: "unavailable", database: "down" });
      }
    },
  );
}
