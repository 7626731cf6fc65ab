import { indiaDay } from "@arthshala/contracts/india-time";
import { idParam } from "@arthshala/contracts/learning";
import {
  catchUpSchema,
  recurringBodySchema,
  recurringListSchema,
  recurringQuerySchema,
  recurringSavedSchema,
} from "@arthshala/contracts/tracker-plans";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../platform/http/errors.js";
import { PeriodicJob } from "../../platform/periodic-job.js";
import { addRecurringEntries, RecurringService, type RuleAction } from "./recurring.js";
import { learner, TRACKER_BASE } from "./routes.js";

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * Recurring transactions (issue 28): rules that add an entry each month, week or year (rent, a SIP, a
 * subscription), under /api/fin-tools/expensetracker/recurring. Learner-only; every row is the
 * session learner's, whatever id is sent.
 */
export async function registerRecurringRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const service = new RecurringService(app.db, app.mailQueue);
  const base = `${TRACKER_BASE}/recurring`;
  const user = { access: "user" as const };

  app.get(
    base,
    {
      config: user,
      schema: {
        summary:
          "The learner's recurring transactions, and a month's entries still to come (default: this month)",
        querystring: recurringQuerySchema,
        response: { 200: recurringListSchema, ...errors },
      },
    },
    async (request) =>
      service.list(learner(request), request.query.yearMonth ?? indiaDay(app.clock.now()).slice(0, 7)),
  );

  app.post(
    `${base}/catch-up`,
    {
      config: user,
      schema: {
        summary:
          "Add the learner's entries whose day has come (what the job does for everyone), as they open the tracker",
        response: { 200: catchUpSchema, ...errors },
      },
    },
    async (request) => ({
      added: await addRecurringEntries(app.db, app.clock.now(), {
        userId: learner(request),
        mail: app.mailQueue,
      }),
    }),
  );

  app.post(
    base,
    {
      config: user,
      schema: {
        summary: "Make a recurring transaction; entries from a start date in the past are added at once",
        body: recurringBodySchema,
        response: { 200: recurringSavedSchema, ...errors },
      },
    },
    async (request) => service.create(learner(request), request.body.rule, app.clock.now()),
  );

  app.put(
    `${base}/:id`,
    {
      config: user,
      schema: {
        summary: "Change a recurring transaction from today on (entries already added stay as they are)",
        params: idParam,
        body: recurringBodySchema,
        response: { 200: recurringSavedSchema, ...errors },
      },
    },
    async (request) =>
      service.update(learner(request), request.params.id, request.body.rule, app.clock.now()),
  );

  for (const action of ["pause", "resume", "stop"] as const satisfies readonly RuleAction[]) {
    app.post(
      `${base}/:id/${action}`,
      {
        config: user,
        schema: {
          summary: `${action[0]!.toUpperCase()}${action.slice(1)} a recurring transaction (its entries so far stay)`,
          params: idParam,
          response: { 200: recurringSavedSchema, ...errors },
        },
      },
      async (request) => service.act(learner(request), request.params.id, action, app.clock.now()),
    );
  }

  app.delete(
    `${base}/:id`,
    {
      config: user,
      schema: {
        summary: "Remove a recurring transaction from the list; the transactions it added stay",
        params: idParam,
        response: { 200: z.object({ ok: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await service.remove(learner(request), request.params.id);
      return { ok: true as const };
    },
  );
}

/** The job looks for entries whose day has come this often (and at start, catching up downtime). */
export const RECURRING_EVERY_MS = 10 * 60 * 1000;

/** Every instance runs it; rules are claimed with SKIP LOCKED and each period has one key. */
export function registerRecurringJob(app: FastifyInstance): void {
  const job = new PeriodicJob(
    "recurring transactions",
    RECURRING_EVERY_MS,
    () => addRecurringEntries(app.db, app.clock.now(), { mail: app.mailQueue }),
    app.log,
  );
  app.decorate("recurringJob", job);
  if (app.config.NODE_ENV !== "test") app.addHook("onReady", async () => job.start());
  app.addHook("preClose", async () => job.stop());
}

declare module "fastify" {
  interface FastifyInstance {
    /** Recurring transactions' entries (tests run it on demand). */
    recurringJob: PeriodicJob;
  }
}
