import { idString } from "@arthshala/contracts/ids";
import {
  adminPerkSchema,
  adminPerksSchema,
  adminRedemptionsSchema,
  codesUploadedSchema,
  codesUploadSchema,
  perkBodySchema,
  redemptionIdParam,
  reviewBodySchema,
  suspendBodySchema,
} from "@arthshala/contracts/rewards";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../platform/http/errors.js";
import { assertRunsOrganisation } from "../../platform/institutions/access.js";
import {
  addCodes,
  createPerk,
  operatorPerks,
  perkRedemptions,
  reviewQueue,
  type Scope,
  setSuspended,
  updatePerk,
} from "./operators.js";
import { review } from "./redeem.js";

const errors = errorResponses(400, 401, 403, 404, 409);

interface Mount {
  prefix: string;
  access: "admin" | "facilitator";
  who: string;
  params: z.ZodObject<z.ZodRawShape>;
  scope(request: FastifyRequest): Promise<Scope>;
}

/**
 * Running perks (issue 41), one set of routes mounted twice: for Admins at /api/admin/rewards over every
 * perk (new ones for every learner), and for an organisation's owner at
 * /api/organisations/:organisationId/rewards over its own (offered to its people only). Another
 * organisation's perk is a 404. The review queue is the Admins' alone.
 */
export async function registerRewardOperatorRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const mounts: Mount[] = [
    {
      prefix: "/admin/rewards",
      access: "admin",
      who: "admin",
      params: z.object({}),
      scope: async () => ({ organisationId: null }),
    },
    {
      prefix: "/organisations/:organisationId/rewards",
      access: "facilitator",
      who: "an organisation's owner, its members' perks",
      params: z.object({ organisationId: idString }),
      scope: async (request) => {
        const { organisationId } = request.params as { organisationId: number };
        await assertRunsOrganisation(app.db, request.user!, organisationId, "owner");
        return { organisationId };
      },
    },
  ];

  for (const m of mounts) {
    const config = { access: m.access };
    const withId = m.params.extend({ id: idString });
    const summary = (text: string) => `${text} (${m.who})`;

    app.get(
      `${m.prefix}/perks`,
      {
        config,
        schema: {
          summary: summary("Perks with their stock, redemptions and low-stock flag"),
          params: m.params,
          response: { 200: adminPerksSchema, ...errors },
        },
      },
      async (request) => ({ perks: await operatorPerks(app.db, await m.scope(request)) }),
    );

    app.post(
      `${m.prefix}/perks`,
      {
        config,
        schema: {
          summary: summary("Make a perk"),
          params: m.params,
          body: perkBodySchema,
          response: { 201: adminPerkSchema, ...errors },
        },
      },
      async (request, reply) => {
        const scope = await m.scope(request);
        return reply.code(201).send(await createPerk(app.db, scope, request.user!.id, request.body));
      },
    );

    app.put(
      `${m.prefix}/perks/:id`,
      {
        config,
        schema: {
          summary: summary("Change a perk"),
          params: withId,
          body: perkBodySchema,
          response: { 200: adminPerkSchema, ...errors },
        },
      },
      async (request) => {
        const { id } = request.params as { id: number };
        return updatePerk(app.db, await m.scope(request), id, request.body);
      },
    );

    app.post(
      `${m.prefix}/perks/:id/suspend`,
      {
        config,
        schema: {
          summary: summary("Suspend a perk (learners no longer see or redeem it) or put it back"),
          params: withId,
          body: suspendBodySchema,
          response: { 200: adminPerkSchema, ...errors },
        },
      },
      async (request) => {
        const { id } = request.params as { id: number };
        return setSuspended(app.db, await m.scope(request), id, request.body.suspended);
      },
    );

    app.post(
      `${m.prefix}/perks/:id/codes`,
      {
        config,
        schema: {
          summary: summary("Add codes from a CSV (first column; a 'code' header line is skipped)"),
          params: withId,
          body: codesUploadSchema,
          response: { 200: codesUploadedSchema, ...errors },
        },
      },
      async (request) => {
        const { id } = request.params as { id: number };
        return addCodes(app.db, await m.scope(request), id, request.body.csv);
      },
    );

    app.get(
      `${m.prefix}/perks/:id/redemptions`,
      {
        config,
        schema: {
          summary: summary("A perk's redemptions, newest first (never the codes)"),
          params: withId,
          response: { 200: adminRedemptionsSchema, ...errors },
        },
      },
      async (request) => {
        const { id } = request.params as { id: number };
        return { redemptions: await perkRedemptions(app.db, await m.scope(request), id) };
      },
    );
  }

  app.get(
    "/admin/rewards/review",
    {
      config: { access: "admin" },
      schema: {
        summary: "Redemptions held by the cooling-off for new accounts, oldest first (admin)",
        response: { 200: adminRedemptionsSchema, ...errors },
      },
    },
    async () => ({ redemptions: await reviewQueue(app.db) }),
  );

  app.post(
    "/admin/rewards/redemptions/:id/review",
    {
      config: { access: "admin" },
      schema: {
        summary:
          "Approve (the held code is issued and mailed) or reject (code back in stock, FinStars refunded)",
        params: redemptionIdParam,
        body: reviewBodySchema,
        response: { 200: z.object({ ok: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await review(app, request.params.id, request.body.decision);
      return { ok: true as const };
    },
  );
}
