import {
  adminContactListSchema,
  adminFeedbackListSchema,
  handledBodySchema,
  MESSAGES_PAGE,
  messageIdParam,
  pageQuerySchema,
} from "@arthshala/contracts/forms";
import { count, desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { type Db, selectRows } from "../../platform/db/client.js";
import { contactMessages, feedback } from "../../platform/db/schema.js";
import { errorResponses, notFound } from "../../platform/http/errors.js";

const errors = errorResponses(400, 401, 403, 404);
const handledSchema = z.object({ id: z.number(), handled: z.boolean() });

/** Average star ratings over every feedback ever given, to 1 decimal. */
async function averages(db: Db) {
  const [row] = await selectRows<{ q1: number | null; q3: number | null; q7: number | null }>(
    db,
    sql`select round(avg((answers->>'q1_helpfulness')::numeric), 1)::float8 as q1,
        round(avg((answers->>'q3_navigation')::numeric), 1)::float8 as q3,
        round(avg((answers->>'q7_returnLikelihood')::numeric), 1)::float8 as q7
      from feedback`,
  );
  return {
    q1_helpfulness: row?.q1 ?? null,
    q3_navigation: row?.q3 ?? null,
    q7_returnLikelihood: row?.q7 ?? null,
  };
}

/** The admin Messages area: feedback (with rating averages) and contact messages, newest first, paged. */
export async function registerMessagesAdminRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const admin = { access: "admin" as const };

  app.get(
    "/admin/messages/feedback",
    {
      config: admin,
      schema: {
        summary: "Feedback, newest first, 20 a page, with each star question's average (admin)",
        querystring: pageQuerySchema,
        response: { 200: adminFeedbackListSchema, ...errors },
      },
    },
    async (request) => {
      const offset = (request.query.page - 1) * MESSAGES_PAGE;
      const [rows, [total], avg] = await Promise.all([
        app.db
          .select()
          .from(feedback)
          .orderBy(desc(feedback.createdAt), desc(feedback.id))
          .limit(MESSAGES_PAGE)
          .offset(offset),
        app.db.select({ n: count() }).from(feedback),
        averages(app.db),
      ]);
      return {
        items: rows.map((r) => ({
          id: r.id,
          name: r.name,
          email: r.email,
          answers: r.answers,
          created_at: r.createdAt.toISOString(),
          handled: r.handledAt !== null,
        })),
        total: total?.n ?? 0,
        averages: avg,
      };
    },
  );

  app.get(
    "/admin/messages/contact",
    {
      config: admin,
      schema: {
        summary: "Contact messages, newest first, 20 a page (admin)",
        querystring: pageQuerySchema,
        response: { 200: adminContactListSchema, ...errors },
      },
    },
    async (request) => {
      const offset = (request.query.page - 1) * MESSAGES_PAGE;
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(contactMessages)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(MESSAGES_PAGE)
          .offset(offset),
        app.db.select({ n: count() }).from(contactMessages),
      ]);
      return {
        items: rows.map((r) => ({
          id: r.id,
          name: r.name,
          email: r.email,
          message: r.message,
          created_at: r.createdAt.toISOString(),
          handled: r.handledAt !== null,
        })),
        total: total?.n ?? 0,
      };
    },
  );

  for (const [kind, table] of [
    ["feedback", feedback],
    ["contact", contactMessages],
  ] as const) {
    app.post(
      `/admin/messages/${kind}/:id/handled`,
      {
        config: admin,
        schema: {
          summary: `Mark a ${kind === "feedback" ? "feedback" : "contact"} message handled, or not (admin)`,
          params: messageIdParam,
          body: handledBodySchema,
          response: { 200: handledSchema, ...errors },
        },
      },
      async (request) => {
        const [row] = await app.db
          .update(table)
          .set({ handledAt: request.body.handled ? app.clock.now() : null })
          .where(eq(table.id, request.params.id))
          .returning({ id: table.id });
        if (!row) throw notFound("This message does not exist.");
        return { id: row.id, handled: request.body.handled };
      },
    );
  }
}
