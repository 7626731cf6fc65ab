import {
  idempotencyHeaders,
  ledgerSchema,
  perkIdParam,
  redemptionIdParam,
  redemptionSchema,
  redemptionsSchema,
  rewardsPageSchema,
} from "@arthshala/contracts/rewards";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponses } from "../../platform/http/errors.js";
import { ledgerCsv, ledgerOf, rewardsPage } from "./ledger.js";
import { listRedemptions, ownRedemption, redeem } from "./redeem.js";

const errors = errorResponses(400, 401, 403, 404, 409);
const user = { access: "user" } as const;

/**
 * The learner's rewards (issue 41): the perks on offer and their balance, redeeming one (an
 * Idempotency-Key header makes a retry return the same redemption), their redemptions ("My rewards":
 * anyone else's is a 404) and their FinStars ledger with its CSV export.
 */
export async function registerRewardRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/rewards",
    {
      config: user,
      schema: {
        summary: "The learner's FinStars balance and the perks on offer to them today",
        response: { 200: rewardsPageSchema, ...errors },
      },
    },
    async (request) => rewardsPage(app.db, request.user!.id, request.locale, app.clock.now()),
  );

  app.post(
    "/rewards/perks/:id/redeem",
    {
      config: user,
      schema: {
        summary:
          "Redeem FinStars for a perk: 201 the new redemption, 200 the same one again for a replayed key",
        description:
          "409: out of stock, not enough FinStars, the per-period limit reached, the perk unavailable, or the key used for another perk. A new account's redemption is held for review (status pending_review).",
        params: perkIdParam,
        headers: idempotencyHeaders,
        response: { 200: redemptionSchema, 201: redemptionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { redemption, replay } = await redeem(
        app,
        request.user!.id,
        request.params.id,
        request.headers["idempotency-key"],
        request.locale,
      );
      return reply.code(replay ? 200 : 201).send(redemption);
    },
  );

  app.get(
    "/rewards/redemptions",
    {
      config: user,
      schema: {
        summary: "My rewards: the learner's redemptions, newest first",
        response: { 200: redemptionsSchema, ...errors },
      },
    },
    async (request) => ({ redemptions: await listRedemptions(app.db, request.user!.id) }),
  );

  app.get(
    "/rewards/redemptions/:id",
    {
      config: user,
      schema: {
        summary: "One of the learner's redemptions (its code once issued)",
        params: redemptionIdParam,
        response: { 200: redemptionSchema, ...errors },
      },
    },
    async (request) => ownRedemption(app.db, request.user!.id, request.params.id),
  );

  app.get(
    "/rewards/ledger",
    {
      config: user,
      schema: {
        summary:
          "The learner's FinStars ledger: its balance and the newest 50 awards, debits and refunds with their reasons (the CSV has them all)",
        response: { 200: ledgerSchema, ...errors },
      },
    },
    async (request) => ledgerOf(app.db, request.user!.id),
  );

  app.get(
    "/rewards/ledger.csv",
    {
      config: user,
      schema: {
        summary: "The learner's FinStars ledger as CSV",
        description:
          "text/csv attachment (UTF-8 with a byte-order mark), oldest first with a running balance",
      },
    },
    async (request, reply) =>
      reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="arthshala-finstars.csv"')
        .send(await ledgerCsv(app.db, request.user!.id, request.locale)),
  );
}
