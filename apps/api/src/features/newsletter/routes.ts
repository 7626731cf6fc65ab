import {
  enteredEmailListSchema,
  newsletterBodySchema,
  newsletterSendResponseSchema,
  newsletterSummarySchema,
  removeEmailBodySchema,
  saveEmailBodySchema,
  saveEmailResponseSchema,
} from "@arthshala/contracts/articles";
import { newsletterMessages } from "@arthshala/contracts/articles-rules";
import { singleLineText } from "@arthshala/contracts/text";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../platform/http/errors.js";
import { assertBodyIdentity } from "../../platform/http/identity.js";
import { publicOrigin } from "../../platform/http/origin.js";
import { localizeMessage } from "../../platform/i18n/localize.js";
import { mailLanguage } from "../../platform/mail/compose.js";
import { confirmationToken } from "./confirm-token.js";
import { confirmationMail, newsletterFooter } from "./confirmation-mail.js";
import { newsletterKeys } from "./keys.js";
import { registerNewsletterLinkRoutes } from "./link-routes.js";
import {
  newsletterContent,
  newsletterSummaries,
  newsletterSummary,
  queueConfirmation,
  queueNewsletter,
  stillSubscribedAt,
  subscribe,
  subscriptionOf,
  unsubscribeUser,
} from "./service.js";
import { unsubscribeToken } from "./unsubscribe-token.js";

const errors = errorResponses(400, 401, 403, 404);

/**
 * The footer subscription (double opt-in), the admin's newsletter send, and the sign-in-free confirmation
 * and unsubscribe links.
 */
export async function registerNewsletterRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const origin = publicOrigin(app.config);
  const keys = newsletterKeys(app.db);

  // Newsletter rows are rendered at send time: one unsubscribe link per subscription, no copies kept.
  // A send renders the same newsletter for every recipient: read it once, not once per mail.
  const contents = new Map<number, Promise<{ title: string; content: string } | null>>();
  const contentOf = (id: number) => {
    if (contents.size > 20) contents.clear();
    let hit = contents.get(id);
    if (!hit) {
      hit = newsletterContent(app.db, id);
      contents.set(id, hit);
      hit.catch(() => contents.delete(id)); // a failed read is retried, not remembered
    }
    return hit;
  };
  const worker = app.mailQueue.worker;
  worker.setRenderer("newsletter", async (row) => {
    if (!row.subscription_id) return { skip: "Unsubscribed before sending." };
    const newsletter = row.newsletter_id === null ? null : await contentOf(row.newsletter_id);
    if (!newsletter) return { skip: "The newsletter no longer exists." };
    // Queued before the learner changed or removed the address: it is no longer theirs to mail.
    const subscriber = await stillSubscribedAt(app.db, row.subscription_id, row.to);
    if (!subscriber) return { skip: "The subscriber changed or removed this address before it was sent." };
    // The footer in the subscriber's language; the newsletter's own words are as the admin wrote them.
    const language = mailLanguage(subscriber.language);
    // Recorded before the first address-bound token exists, so older (u1) links can be told apart.
    await keys.addressTokensSince();
    const token = unsubscribeToken(await keys.unsubscribe(), row.subscription_id, row.to);
    const pageLink = `${origin}/unsubscribe?token=${encodeURIComponent(token)}`;
    const oneClick = `${origin}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
    return {
      to: row.to,
      subject: newsletter.title,
      text: `${newsletter.content}${newsletterFooter(language, pageLink)}`,
      headers: {
        "List-Unsubscribe": `<${oneClick}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    };
  });

  app.post(
    "/articles/getenteredemail",
    {
      config: { access: "user" },
      schema: {
        summary: "The signed-in learner's saved newsletter address: [] or [{enteredEmail, confirmed}]",
        body: z.object({ email: singleLineText().max(254).optional() }).optional(),
        response: { 200: enteredEmailListSchema, ...errors },
      },
    },
    async (request) => {
      assertBodyIdentity(request);
      const sub = await subscriptionOf(app.db, request.user!.id);
      return sub ? [{ enteredEmail: sub.enteredEmail, confirmed: sub.confirmedAt !== null }] : [];
    },
  );

  app.post(
    "/articles/saveemail",
    {
      config: { access: "user", rateLimit: { max: 30, timeWindow: "10 minutes" } },
      schema: {
        summary:
          "Save the signed-in learner's address; a new or changed one gets a confirmation link and is subscribed once it is opened",
        body: saveEmailBodySchema,
        response: { 200: saveEmailResponseSchema, ...errors },
      },
    },
    async (request) => {
      assertBodyIdentity(request);
      const enteredEmail = request.body.enteredEmail;
      const sub = await subscribe(app.db, request.user!.id, enteredEmail);
      // The same, already confirmed address: nothing to confirm, no mail.
      if (sub.confirmed)
        return {
          message: localizeMessage(newsletterMessages.subscribed, request.locale),
          enteredEmail,
          confirmed: true,
        };
      const token = confirmationToken(await keys.confirm(), sub.id, enteredEmail);
      const link = `${origin}/newsletter/confirm?token=${encodeURIComponent(token)}`;
      // The learner's language (saved, or the one they signed up in); a learner with neither subscribed
      // from a page in the request's language, the best sign of the language they read.
      const language = request.user!.language ? mailLanguage(request.user!.language) : request.locale;
      const queued = await queueConfirmation(
        app.db,
        app.mailQueue,
        confirmationMail(language, enteredEmail, link),
      );
      return {
        message: localizeMessage(
          queued ? newsletterMessages.confirmationSent : newsletterMessages.confirmationThrottled,
          request.locale,
        ),
        enteredEmail,
        confirmed: false,
      };
    },
  );

  app.post(
    "/articles/removeemail",
    {
      config: { access: "user", rateLimit: { max: 30, timeWindow: "10 minutes" } },
      schema: {
        summary: "Unsubscribe the signed-in learner",
        body: removeEmailBodySchema,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      assertBodyIdentity(request);
      await unsubscribeUser(app.db, request.user!.id);
      return { message: localizeMessage(newsletterMessages.unsubscribed, request.locale) };
    },
  );

  app.post(
    "/admin/newsletters",
    {
      config: { access: "admin" },
      schema: {
        summary: "Send a newsletter to every subscriber (queued durably, sent in the background)",
        body: newsletterBodySchema,
        response: { 200: newsletterSendResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { title, content } = request.body.data;
      const queued = await queueNewsletter(app.db, request.user!.id, title, content);
      if (!queued) return { message: newsletterMessages.noSubscribers, newsletter: null };
      worker.kick();
      const summary = await newsletterSummary(app.db, queued.id);
      return { message: `Queued for ${summary?.pending ?? 0} subscriber(s).`, newsletter: summary };
    },
  );

  app.get(
    "/admin/newsletters",
    {
      config: { access: "admin" },
      schema: {
        summary: "Sent newsletters with delivery counts",
        response: { 200: z.array(newsletterSummarySchema), ...errors },
      },
    },
    async () => newsletterSummaries(app.db),
  );

  await registerNewsletterLinkRoutes(app, keys);
}
