import { outboxPageSchema, outboxQuerySchema } from "@arthshala/contracts/outbox";
import { count, desc } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { mailOutbox } from "../../platform/db/schema.js";

/** Admins read the mail kept when no SMTP server is configured. */
export async function registerOutboxRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/admin/outbox",
    {
      config: { access: "admin" },
      schema: {
        summary: "Mail outbox (admin)",
        querystring: outboxQuerySchema,
        response: { 200: outboxPageSchema },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const [rows, [total]] = await Promise.all([
        app.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit).offset(offset),
        app.db.select({ n: count() }).from(mailOutbox),
      ]);
      return {
        items: rows.map((r) => ({
          id: r.id,
          to: r.to,
          subject: r.subject,
          text: r.text,
          createdAt: r.createdAt.toISOString(),
        })),
        total: total?.n ?? 0,
      };
    },
  );
}
