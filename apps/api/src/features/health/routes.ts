import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { pingDatabase } from "../../platform/db/client.js";

const healthSchema = z.object({
  /** "starting" only comes from the waiting server of main.ts, before the database was first reached. */
  status: z.enum(["ok", "degraded", "unavailable", "starting"]),
  database: z.enum(["ok", "unavailable"]),
  /** The change listener: "reconnecting" while notifications may be missed (caches then reload every read). */
  listener: z.enum(["ok", "reconnecting"]),
});

/** Bounded, so a load balancer's probe gets its answer while connects to a stopped database hang. */
const PING_TIMEOUT_MS = 2_000;

export async function registerHealthRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/health",
    {
      config: { access: "public" },
      schema: {
        summary: "Liveness, database and change-listener check",
        description:
          "200 while the database answers: status ok, or degraded while the change listener reconnects (the instance " +
          "is correct, its caches reload on every read). 503 (with Retry-After) while the database is away; the " +
          "server keeps running and answers 200 again once it is back.",
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      const listener = app.database.listening() ? ("ok" as const) : ("reconnecting" as const);
      reply.header("cache-control", "no-store");
      try {
        await pingDatabase(app.database, PING_TIMEOUT_MS);
        return {
          status: listener === "ok" ? ("ok" as const) : ("degraded" as const),
          database: "ok" as const,
          listener,
        };
      } catch (err) {
        request.log.warn({ err }, "health check: database unavailable");
        return reply
          .code(503)
          .header("retry-after", "5")
          .send({ status: "unavailable", database: "unavailable", listener });
      }
    },
  );
}
