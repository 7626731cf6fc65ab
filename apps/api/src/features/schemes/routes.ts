import {
  adminBankProductSchema,
  bankProductEditSchema,
  bankProductSchema,
  productIdParam,
  recommendationsBodySchema,
  recommendationsSchema,
} from "@arthshala/contracts/schemes";
import { SCHEME_LISTS } from "@arthshala/contracts/schemes-catalog";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { isUniqueViolation } from "../../platform/db/errors.js";
import { conflict, errorResponses } from "../../platform/http/errors.js";
import { assertBodyIdentity } from "../../platform/http/identity.js";
import { recommend } from "./recommend.js";

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * The scheme lists of spec section 7 (one GET each, public: the pages are for visitors too), learners'
 * recommendations, and the admin Schemes area that keeps the curated data current.
 */
export async function registerSchemeRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const catalogue = app.schemeCatalogue;

  for (const list of SCHEME_LISTS) {
    app.get(
      list.api.replace(/^\/api/, ""),
      {
        config: { access: "public" },
        schema: {
          summary: `${list.title}: its products (educational; not affiliated with any bank)`,
          tags: ["schemes"],
          response: { 200: z.array(bankProductSchema) },
        },
      },
      async (request) => catalogue.list(list, app.clock.now(), request.locale),
    );
  }

  app.post(
    "/home/recommendations",
    {
      config: { access: "user" },
      schema: {
        summary:
          "Schemes for the learner, from their answers, finished courses and tracker habits, each with its reason",
        body: recommendationsBodySchema.optional(),
        response: { 200: recommendationsSchema, ...errors },
      },
    },
    async (request) => {
      assertBodyIdentity(request);
      const courseId = request.body?.course_id;
      return {
        recommendations: await recommend(
          app.db,
          catalogue,
          request.user!.id,
          courseId,
          app.clock.now(),
          request.locale,
        ),
      };
    },
  );

  app.get(
    "/admin/schemes",
    {
      config: { access: "admin" },
      schema: {
        summary: "Every scheme product with its as-of date, flagged when older than 90 days (admin)",
        response: { 200: z.array(adminBankProductSchema), ...errors },
      },
    },
    async () => catalogue.forAdmin(app.clock.now()),
  );

  app.put(
    "/admin/schemes/:id",
    {
      config: { access: "admin" },
      schema: {
        summary: "Correct a scheme product (admin): rates, rules, sources, as-of date and tags",
        params: productIdParam,
        body: bankProductEditSchema,
        response: { 200: adminBankProductSchema, ...errors },
      },
    },
    async (request) => {
      try {
        return await catalogue.edit(request.params.id, request.body, app.clock.now());
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict("Another product in this list already has that name.");
        throw err;
      }
    },
  );
}
