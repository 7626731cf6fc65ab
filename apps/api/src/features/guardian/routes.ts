import {
  guardianAnswerBodySchema,
  guardianDeleteBodySchema,
  guardianEmailBodySchema,
  guardianLinkSchema,
  guardianMessageSchema,
  guardianMessages,
  guardianTokenBodySchema,
} from "@arthshala/contracts/guardian";
import { singleLineText } from "@arthshala/contracts/text";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SessionUser } from "../../platform/auth/session-user.js";
import { errorResponses } from "../../platform/http/errors.js";
import { localizeMessage } from "../../platform/i18n/localize.js";
import "../../platform/guardian/asker.js";
import { GuardianService } from "./service.js";

const learnerErrors = errorResponses(400, 401, 403, 409, 429);
const linkErrors = errorResponses(400, 409, 410, 429);

/**
 * /api/guardian: an under-18 learner's guardian step (PUT email, POST resend; signed in), and the
 * guardian's own calls with the token of their mailed link (in the body, never the address): read the
 * page, answer, withdraw, ask for the child's data, delete the account. The token is the only proof a
 * guardian has, so each call finds the child by it alone: no id is taken from the request.
 */
export async function registerGuardianRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const guardians = new GuardianService(app);
  // /account asks a guardian through this (platform/guardian/asker.ts): account and guardian don't import each other.
  if (!app.hasDecorator("guardianAsker")) app.decorate("guardianAsker", guardians);
  const say = (request: FastifyRequest, message: string) => ({
    message: localizeMessage(message, request.locale),
  });
  const me = (request: FastifyRequest) => request.user as SessionUser;
  // Per client address, like sign-in: a token is 256 random bits, but nobody gets to try many.
  const linkConfig = {
    access: "public" as const,
    oneTimeLink: true,
    rateLimit: { max: app.config.AUTH_RATE_LIMIT, timeWindow: "10 minutes" },
  };

  app.put(
    "/guardian/email",
    {
      config: { access: "user" },
      schema: {
        summary:
          "An under-18 learner names (or corrects) their parent or guardian before they answer: a new consent link goes there",
        body: guardianEmailBodySchema,
        response: { 202: guardianMessageSchema, ...learnerErrors },
      },
    },
    async (request, reply) => {
      const user = me(request);
      await guardians.changeEmail(user, request.body.guardian_email);
      return reply.code(202).send(say(request, guardianMessages.sent));
    },
  );

  app.post(
    "/guardian/resend",
    {
      config: { access: "user" },
      schema: {
        summary: "Mail the learner's guardian a new consent link (the old one stops working; 3 an hour)",
        response: { 202: guardianMessageSchema, ...learnerErrors },
      },
    },
    async (request, reply) => {
      await guardians.resend(me(request));
      return reply.code(202).send(say(request, guardianMessages.sent));
    },
  );

  app.post(
    "/guardian/link",
    {
      config: linkConfig,
      schema: {
        summary: "What a guardian's link is about: the child, and where their consent stands",
        body: guardianTokenBodySchema,
        response: { 200: guardianLinkSchema, ...linkErrors },
      },
    },
    async (request) => guardians.view(request.body.token),
  );

  app.post(
    "/guardian/answer",
    {
      config: linkConfig,
      schema: {
        summary: "The guardian consents (true) or does not (false); they may consent later after saying no",
        body: guardianAnswerBodySchema,
        response: { 200: guardianMessageSchema, ...linkErrors },
      },
    },
    async (request) => {
      const choice = await guardians.answer(request.body.token, request.body.consent);
      return say(
        request,
        choice === "consented" ? guardianMessages.consented : guardianMessages.declinedDone,
      );
    },
  );

  app.post(
    "/guardian/revoke",
    {
      config: linkConfig,
      schema: {
        summary: "The guardian withdraws their consent: the account saves nothing from now on",
        body: guardianTokenBodySchema,
        response: { 200: guardianMessageSchema, ...linkErrors },
      },
    },
    async (request) => {
      await guardians.revoke(request.body.token);
      return say(request, guardianMessages.revokedDone);
    },
  );

  app.post(
    "/guardian/export",
    {
      config: linkConfig,
      schema: {
        summary: "Mail the guardian a 7-day link to download everything stored about the child",
        body: guardianTokenBodySchema,
        response: { 202: guardianMessageSchema, ...linkErrors },
      },
    },
    async (request, reply) => {
      await guardians.mailExport(request.body.token);
      return reply.code(202).send(say(request, guardianMessages.exportSent));
    },
  );

  app.get(
    "/guardian/export",
    {
      config: linkConfig,
      schema: {
        summary: "The download an export mail links to (a signed key): the child's data as one JSON file",
        description: "application/json attachment with one section per table",
        querystring: z.object({ key: singleLineText().min(20).max(400) }),
      },
    },
    async (request, reply) => {
      const { data, day } = await guardians.download(request.query.key);
      return reply
        .header("content-type", "application/json; charset=utf-8")
        .header("content-disposition", `attachment; filename="arthshala-child-data-${day}.json"`)
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.post(
    "/guardian/delete",
    {
      config: linkConfig,
      schema: {
        summary:
          "The guardian deletes the child's account and its personal data (as the learner's own deletion)",
        body: guardianDeleteBodySchema,
        response: { 200: guardianMessageSchema, ...linkErrors },
      },
    },
    async (request) => {
      await guardians.deleteChild(request.body.token);
      return say(request, guardianMessages.deleted);
    },
  );
}
