import { idParam } from "@arthshala/contracts/learning";
import {
  contributionBodySchema,
  goalBodySchema,
  goalSavedSchema,
  goalsListSchema,
} from "@arthshala/contracts/tracker-plans";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../platform/http/errors.js";
import { GoalsService } from "./goals.js";
import { learner, TRACKER_BASE } from "./routes.js";
import { TransactionsService } from "./transactions.js";

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * Savings goals (issue 28) under /api/fin-tools/expensetracker/goals: a name, an amount and a date,
 * with progress from money saved towards it. Learner-only, each row the session learner's.
 */
export async function registerGoalRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const service = new GoalsService(app.db, new TransactionsService(app.db, app.mailQueue));
  const base = `${TRACKER_BASE}/goals`;
  const user = { access: "user" as const };

  app.get(
    base,
    {
      config: user,
      schema: {
        summary: "The learner's savings goals with progress, and 3 months' spending as an emergency fund",
        response: { 200: goalsListSchema, ...errors },
      },
    },
    async (request) => service.list(learner(request), app.clock.now()),
  );

  app.post(
    base,
    {
      config: user,
      schema: {
        summary: "Make a savings goal (amount in rupees, target date from today on)",
        body: goalBodySchema,
        response: { 200: goalSavedSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.create(learner(request), request.body.goal, app.clock.now()) }),
  );

  app.put(
    `${base}/:id`,
    {
      config: user,
      schema: {
        summary: "Change a savings goal's name, amount or date",
        params: idParam,
        body: goalBodySchema,
        response: { 200: goalSavedSchema, ...errors },
      },
    },
    async (request) => ({
      data: await service.update(learner(request), request.params.id, request.body.goal, app.clock.now()),
    }),
  );

  app.delete(
    `${base}/:id`,
    {
      config: user,
      schema: {
        summary: "Delete a savings goal; the money saved towards it stays as Saving transactions",
        params: idParam,
        response: { 200: z.object({ ok: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await service.remove(learner(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    `${base}/:id/contributions`,
    {
      config: user,
      schema: {
        summary: "Add money saved towards a goal: a Saving transaction in Savings on that day, linked to it",
        params: idParam,
        body: contributionBodySchema,
        response: { 200: goalSavedSchema, ...errors },
      },
    },
    async (request) => ({
      data: await service.contribute(learner(request), request.params.id, request.body, app.clock.now()),
    }),
  );
}
