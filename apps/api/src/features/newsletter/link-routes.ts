import { confirmSubscriptionResponseSchema, newsletterTokenBodySchema } from "@arthshala/contracts/articles";
import { newsletterLinkMessages } from "@arthshala/contracts/articles-rules";
import { singleLineText } from "@arthshala/contracts/text";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest, errorResponses } from "../../platform/http/errors.js";
import { localizeMessage } from "../../platform/i18n/localize.js";
import { readConfirmationToken } from "./confirm-token.js";
import type { NewsletterKeys } from "./keys.js";
import { unsubscribeLegacy } from "./legacy-unsubscribe.js";
import { type ConfirmOutcome, confirmSubscription, unsubscribeAddress } from "./service.js";
import { readUnsubscribeToken } from "./unsubscribe-token.js";

const errors = errorResponses(400);

export const linkMessages = newsletterLinkMessages;

const confirmMessages = (address: string): Record<ConfirmOutcome, string> => ({
  confirmed: linkMessages.confirmed(address),
  already_confirmed: linkMessages.alreadyConfirmed(address),
  address_changed: linkMessages.addressChanged(address),
});

/**
 * The two links people get by mail. Neither needs signing in: the signed token is the proof, so whoever
 * holds a genuine token can use it, and nobody can act on an address without one.
 */
export async function registerNewsletterLinkRoutes(
  app: FastifyInstance,
  keys: NewsletterKeys,
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/newsletter/confirm",
    {
      config: { access: "public", oneTimeLink: true, rateLimit: { max: 60, timeWindow: "10 minutes" } },
      schema: {
        summary:
          "Confirm a newsletter address with the signed token from its confirmation email (double opt-in)",
        body: newsletterTokenBodySchema,
        response: { 200: confirmSubscriptionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const claim = readConfirmationToken(await keys.confirm(), request.body.token.trim());
      if (claim === "expired") throw badRequest(linkMessages.expiredConfirmLink);
      if (!claim) throw badRequest(linkMessages.badConfirmLink);
      const status = await confirmSubscription(app.db, claim.subscriptionId, claim.address);
      return { status, message: localizeMessage(confirmMessages(claim.address)[status], request.locale) };
    },
  );

  // Mail clients' RFC 8058 one-click POST has no Origin header and a form body, so this one route skips
  // the CSRF check.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string" },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/newsletter/unsubscribe",
      {
        config: {
          access: "public",
          csrf: false,
          oneTimeLink: true,
          rateLimit: { max: 60, timeWindow: "10 minutes" },
        },
        schema: {
          summary: "Unsubscribe with the signed token from a newsletter email (no sign-in needed)",
          querystring: z.object({ token: singleLineText().max(500).optional() }),
          body: z
            .object({ token: singleLineText().max(500).optional() })
            .passthrough()
            .optional(),
          response: { 200: z.object({ message: z.string(), unsubscribed: z.boolean() }), ...errors },
        },
      },
      async (request) => {
        const token = request.query.token ?? request.body?.token;
        const claim = token ? readUnsubscribeToken(await keys.unsubscribe(), token) : null;
        if (!claim) throw badRequest(linkMessages.badUnsubscribeLink);
        let removed: boolean;
        if (claim.version === 2) {
          removed = await unsubscribeAddress(app.db, claim.subscriptionId, claim.address);
        } else {
          const legacy = await unsubscribeLegacy(
            app.db,
            claim.subscriptionId,
            await keys.addressTokensSince(),
          );
          if (legacy === "expired") throw badRequest(linkMessages.badUnsubscribeLink);
          removed = legacy;
        }
        // Another address saved since is not this link's to remove: for this link's address, it is done.
        return removed
          ? { message: localizeMessage(linkMessages.unsubscribed, request.locale), unsubscribed: true }
          : {
              message: localizeMessage(linkMessages.alreadyUnsubscribed, request.locale),
              unsubscribed: false,
            };
      },
    );
  });
}
