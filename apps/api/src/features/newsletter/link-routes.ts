import { confirmSubscriptionResponseSchema, newsletterTokenBodySchema } from "@arthshala/contracts/articles";
import { apiErrorSchema } from "@arthshala/contracts/errors";
import { singleLineText } from "@arthshala/contracts/text";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest } from "../../platform/http/errors.js";
import { readConfirmationToken } from "./confirm-token.js";
import type { NewsletterKeys } from "./keys.js";
import { unsubscribeLegacy } from "./legacy-unsubscribe.js";
import { type ConfirmOutcome, confirmSubscription, unsubscribeAddress } from "./service.js";
import { readUnsubscribeToken } from "./unsubscribe-token.js";

const errors = { 400: apiErrorSchema };

export const linkMessages = {
  unsubscribed: "You have been unsubscribed from the Arthshala newsletter.",
  alreadyUnsubscribed: "This address is already unsubscribed. You will not get more newsletters.",
  badUnsubscribeLink: "This unsubscribe link is not valid. Please use the link from your latest email.",
  badConfirmLink:
    "This confirmation link is not valid. Please use the link from your latest confirmation email.",
  expiredConfirmLink:
    "This confirmation link has expired. Save your address again in the newsletter box at the bottom of any page to get a new one.",
} as const;

const confirmMessages = (address: string): Record<ConfirmOutcome, string> => ({
  confirmed: `You're subscribed! The next Arthshala newsletter will reach ${address}.`,
  already_confirmed: `${address} is already confirmed. You're subscribed to the Arthshala newsletter.`,
  address_changed: `${address} is no longer the address saved for the newsletter: it was changed or removed after this link was sent. Nothing was changed.`,
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
      config: { access: "public", rateLimit: { max: 60, timeWindow: "10 minutes" } },
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
      return { status, message: confirmMessages(claim.address)[status] };
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
        config: { access: "public", csrf: false, rateLimit: { max: 60, timeWindow: "10 minutes" } },
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
          ? { message: linkMessages.unsubscribed, unsubscribed: true }
          : { message: linkMessages.alreadyUnsubscribed, unsubscribed: false };
      },
    );
  });
}
