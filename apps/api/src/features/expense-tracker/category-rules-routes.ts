import {
  categoryRuleBodySchema,
  categoryRuleKeyParams,
  categoryRuleSchema,
  categoryRulesSchema,
} from "@arthshala/contracts/tracker";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../platform/http/errors.js";
import { removeRule, rulesOf, saveRule } from "./category-rules.js";
import { learner, TRACKER_BASE } from "./routes.js";

const errors = errorResponses(400, 401, 403, 404);

/**
 * The learner's filing rules under /api/fin-tools/expensetracker/category-rules: "always file Swiggy
 * as Food", made from the tracker when they change a payee's category, listed and removable there.
 * Learner-only; every row is the session learner's.
 */
export async function registerCategoryRuleRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const base = `${TRACKER_BASE}/category-rules`;
  const user = { access: "user" as const };

  app.get(
    base,
    {
      config: user,
      schema: {
        summary: "The learner's filing rules (payee → category), by payee",
        response: { 200: categoryRulesSchema, ...errors },
      },
    },
    async (request) => ({ data: await rulesOf(app.db, learner(request)) }),
  );

  app.put(
    base,
    {
      config: user,
      schema: {
        summary: "Always file this payee under this category (replaces the payee's rule if there is one)",
        body: categoryRuleBodySchema,
        response: { 200: categoryRuleSchema, ...errors },
      },
    },
    async (request) =>
      saveRule(app.db, learner(request), request.body.payee, request.body.category, app.clock.now()),
  );

  app.delete(
    `${base}/:key`,
    {
      config: user,
      schema: {
        summary: "Remove the learner's filing rule for this payee key",
        params: categoryRuleKeyParams,
        response: { 200: z.object({ ok: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await removeRule(app.db, learner(request), request.params.key);
      return { ok: true as const };
    },
  );
}
