import {
  enteredEmailListSchema,
  newsletterBodySchema,
  newsletterSendResponseSchema,
  newsletterSummarySchema,
  removeEmailBodySchema,
  saveEmailBodySchema,
} from "@arthshala/contracts/articles";
import { newsletterMessages } from "@arthshala/contracts/articles-rules";
import { apiErrorSchema } from "@arthshala/contracts/errors";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { serverSecret } from "../../platform/auth/signing.js";
import { badRequest } from "../../platform/http/errors.js";
import { assertBodyIdentity } from "../../platform/http/identity.js";
import { publicOrigin } from "../../platform/http/origin.js";
import {
  newsletterSummaries,
  newsletterSummary,
  queueNewsletter,
  subscribe,
  subscriptionOf,
  unsubscribeById,
  unsubscribeUser,
} from "./service.js";
import { readUnsubscribeToken, unsubscribeToken } from "./unsubscribe-token.js";
import { DEFAULT_WORKER_OPTIONS, NewsletterWorker, type WorkerOptions } from "./worker.js";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const SECRET_KEY = "newsletter-unsubscribe";

/** The footer subscription, the admin's newsletter send, and the sign-in-free unsubscribe link. */
export async function registerNewsletterRoutes(
  parent: FastifyInstance,
  workerOptions: Partial<WorkerOptions> = {},
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const origin = publicOrigin(app.config);
  let secret: string | undefined;
  const getSecret = async () => {
    secret ??= await serverSecret(app.db, SECRET_KEY);
    return secret;
  };

  const worker = new NewsletterWorker(
    app.db,
    app.mailer,
    app.log,
    async (newsletter, subscriptionId) => {
      const token = unsubscribeToken(await getSecret(), subscriptionId);
      const pageLink = `${origin}/unsubscribe?token=${encodeURIComponent(token)}`;
      const oneClick = `${origin}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
      return {
        subject: newsletter.title,
        text: `${newsletter.content}\n\n—\nYou are getting this because you subscribed to the Arthshala newsletter.\nUnsubscribe with one click: ${pageLink}\n`,
        headers: {
          "List-Unsubscribe": `<${oneClick}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
      };
    },
    { ...DEFAULT_WORKER_OPTIONS, ...workerOptions },
  );
  app.addHook("onReady", async () => worker.start());
  // preClose runs before the database closes: the send in progress finishes and is recorded.
  app.addHook("preClose", async () => worker.stop());

  app.post(
    "/articles/getenteredemail",
    {
      config: { access: "user" },
      schema: {
        summary: "The signed-in learner's saved newsletter address: [] or [{enteredEmail}]",
        body: z.object({ email: z.string().max(254).optional() }).optional(),
        response: { 200: enteredEmailListSchema, ...errors },
      },
    },
    async (request) => {
      assertBodyIdentity(request);
      const sub = await subscriptionOf(app.db, request.user!.id);
      return sub ? [{ enteredEmail: sub.enteredEmail }] : [];
    },
  );

  app.post(
    "/articles/saveemail",
    {
      config: { access: "user", rateLimit: { max: 30, timeWindow: "10 minutes" } },
      schema: {
        summary: "Subscribe the signed-in learner with the address they entered",
        body: saveEmailBodySchema,
        response: { 200: z.object({ message: z.string(), enteredEmail: z.string() }), ...errors },
      },
    },
    async (request) => {
      assertBodyIdentity(request);
      await subscribe(app.db, request.user!.id, request.body.enteredEmail);
      return { message: newsletterMessages.subscribed, enteredEmail: request.body.enteredEmail };
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
      return { message: newsletterMessages.unsubscribed };
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

  // The unsubscribe link works without signing in: the signed token is the proof. Mail clients' RFC 8058
  // one-click POST has no Origin header and a form body, so this one route skips the CSRF check.
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
          querystring: z.object({ token: z.string().max(300).optional() }),
          body: z
            .object({ token: z.string().max(300).optional() })
            .passthrough()
            .optional(),
          response: { 200: z.object({ message: z.string(), unsubscribed: z.boolean() }), ...errors },
        },
      },
      async (request) => {
        const token = request.query.token ?? request.body?.token;
        const subscriptionId = token ? readUnsubscribeToken(await getSecret(), token) : null;
        if (!subscriptionId)
          throw badRequest("This unsubscribe link is not valid. Please use the link from your latest email.");
        const removed = await unsubscribeById(app.db, subscriptionId);
        return removed
          ? { message: "You have been unsubscribed from the Arthshala newsletter.", unsubscribed: true }
          : {
              message: "This address is already unsubscribed. You will not get more newsletters.",
              unsubscribed: false,
            };
      },
    );
  });
}
