import {
  contactMessages as contactTexts,
  FEEDBACK_QUESTIONS,
  feedbackMessages,
  junkMessages,
} from "@arthshala/contracts/feedback-rules";
import { contactBodySchema, feedbackBodySchema, sentSchema } from "@arthshala/contracts/forms";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AuthThrottle } from "../../platform/auth/throttle.js";
import { contactMessages, feedback } from "../../platform/db/schema.js";
import { AppError, errorResponses } from "../../platform/http/errors.js";
import { localizeMessage } from "../../platform/i18n/localize.js";
import { readSiteSettings } from "../site/settings.js";
import { contactNotice, feedbackNotice } from "./mails.js";

const errors = errorResponses(400, 429);
/** Per sender address, across instances (the database counts): enough for a person, too few for a bot. */
const PER_EMAIL = { limit: 3, windowMs: 60 * 60 * 1000 };

/**
 * The feedback form and the contact form (spec section 7). Visitors may write too, so both are limited
 * per client address (the rate-limit plugin) and per sender email (counted in the database), and refuse
 * obvious junk; each message is stored and copied to the team through the mail queue.
 */
export async function registerFeedbackRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const throttle = new AuthThrottle(app.db);
  const perAddress = { max: app.config.FORM_RATE_LIMIT, timeWindow: "1 hour" };

  const slowDown = async (kind: "contact_message" | "feedback_form", email: string) => {
    if (await throttle.take(kind, email, PER_EMAIL.limit, PER_EMAIL.windowMs)) return;
    const minutes = await throttle.minutesUntilFree(kind, email, PER_EMAIL.windowMs);
    throw new AppError(429, junkMessages.tooMany(minutes));
  };
  const supportEmail = async () => (await readSiteSettings(app.db, app.config.SUPPORT_EMAIL)).support_email;

  app.post(
    "/home/feedback",
    {
      config: { access: "public", rateLimit: perAddress },
      schema: {
        summary: "Send the feedback form (visitors too); a signed-in learner's ends the home page's prompt",
        body: feedbackBodySchema,
        response: { 200: sentSchema, ...errors },
      },
    },
    async (request) => {
      const f = request.body;
      await slowDown("feedback_form", f.email);
      const { name, email, ...answers } = f;
      const to = await supportEmail();
      await app.db.transaction(async (tx) => {
        await tx.insert(feedback).values({ userId: request.user?.id ?? null, name, email, answers });
        if (to) {
          const lines = Object.entries(answers)
            .filter(([, v]) => v !== "")
            .map(([k, v]) => `${FEEDBACK_QUESTIONS[k as keyof typeof FEEDBACK_QUESTIONS] ?? k} ${v}`);
          await app.mailQueue.enqueue("team_notice", feedbackNotice(to, { name, email }, lines), tx);
        }
      });
      app.mailQueue.worker.kick();
      return { message: localizeMessage(feedbackMessages.thanks, request.locale) };
    },
  );

  app.post(
    "/contact/user",
    {
      config: { access: "public", rateLimit: perAddress },
      schema: {
        summary: "Send a message to the team (visitors too)",
        body: contactBodySchema,
        response: { 200: sentSchema, ...errors },
      },
    },
    async (request) => {
      const { name, email, message } = request.body;
      await slowDown("contact_message", email);
      const to = await supportEmail();
      await app.db.transaction(async (tx) => {
        await tx.insert(contactMessages).values({ userId: request.user?.id ?? null, name, email, message });
        if (to) await app.mailQueue.enqueue("team_notice", contactNotice(to, { name, email }, message), tx);
      });
      app.mailQueue.worker.kick();
      return { message: localizeMessage(contactTexts.sent, request.locale) };
    },
  );
}
