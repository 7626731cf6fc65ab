import {
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
  reminderPrefsBodySchema,
  reminderPrefsSchema,
  vapidPublicKeySchema,
} from "@arthshala/contracts/reminders";
import { singleLineText } from "@arthshala/contracts/text";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../platform/http/errors.js";
import { publicOrigin } from "../../platform/http/origin.js";
import { PeriodicJob } from "../../platform/periodic-job.js";
import { isAllowedPushEndpoint } from "./endpoint.js";
import { REMINDERS_EVERY_MS, reminderMailRenderer, sendDueReminders } from "./job.js";
import { type ReminderKeys, reminderKeys, vapidSubject } from "./keys.js";
import { PushSender } from "./push.js";
import {
  languageOf,
  loadPrefs,
  removeSubscription,
  savePrefs,
  saveSubscription,
  stopReminders,
} from "./service.js";
import { type StopPageState, stopPage } from "./stop-page.js";
import { readStopToken } from "./stop-token.js";

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * Per client address. Mail providers send their users' one-click POSTs from shared addresses, so this is
 * looser than a form's limit; the HMAC token, not the limit, is what keeps strangers out.
 */
const STOP_RATE_LIMIT = { max: 600, timeWindow: "10 minutes" };

const stopQuery = z.object({ token: singleLineText().max(500).optional() });

declare module "fastify" {
  interface FastifyInstance {
    /** Streak reminders: the periodic job, one pass on demand (tests), the push sender and the keys. */
    reminders: {
      job: PeriodicJob;
      run: () => ReturnType<typeof sendDueReminders>;
      push: PushSender;
      keys: ReminderKeys;
    };
  }
}

/**
 * The reminder job every instance runs (every 5 minutes; under NODE_ENV=test only when a test asks),
 * the mail renderer that checks a reminder is still wanted as it goes out, and the VAPID key pair made
 * on the first start. Registered on the root app, before the routes.
 */
export function registerRemindersJob(app: FastifyInstance): void {
  const keys = reminderKeys(app.db);
  const push = new PushSender(keys.vapid, vapidSubject(app.config));
  const deps = {
    db: app.db,
    clock: app.clock,
    mail: app.mailQueue,
    push,
    keys,
    origin: publicOrigin(app.config),
    log: app.log,
  };
  const job = new PeriodicJob("streak reminders", REMINDERS_EVERY_MS, () => sendDueReminders(deps), app.log);
  app.decorate("reminders", { job, run: () => sendDueReminders(deps), push, keys });
  app.mailQueue.worker.setRenderer("streak_reminder", reminderMailRenderer(app.db, app.clock));
  app.addHook("onReady", async () => {
    await keys
      .vapid()
      .catch((err: unknown) => app.log.warn({ err }, "VAPID keys not made yet; retried on first use"));
  });
  if (app.config.NODE_ENV !== "test") app.addHook("onReady", async () => job.start());
  app.addHook("preClose", async () => job.stop());
}

/**
 * Streak reminders (issue 27): opt-in on /account, an email through the mail queue and Web Push to the
 * learner's devices at their chosen hour (India time), at most once a day and never after that day's
 * activity, with a one-click stop. Learner routes answer `private, no-store` (http/personal-answers).
 */
export async function registerReminderRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const origin = publicOrigin(app.config);
  const production = app.config.NODE_ENV === "production";
  const { keys } = app.reminders;

  const userId = (request: FastifyRequest) => request.user!.id;

  app.get(
    "/reminders",
    {
      config: { access: "user" },
      schema: {
        summary: "The learner's streak reminder settings and the devices notified",
        response: { 200: reminderPrefsSchema, ...errors },
      },
    },
    async (request) => loadPrefs(app.db, userId(request)),
  );

  app.put(
    "/reminders",
    {
      config: { access: "user" },
      schema: {
        summary: "Turn reminder emails or notifications on or off, or choose their hour (India time, 0–23)",
        body: reminderPrefsBodySchema,
        response: { 200: reminderPrefsSchema, ...errors },
      },
    },
    async (request) => savePrefs(app.db, userId(request), request.body, app.clock.now()),
  );

  app.get(
    "/reminders/vapid-public-key",
    {
      config: { access: "public" },
      schema: {
        summary: "The server's VAPID public key: the applicationServerKey for pushManager.subscribe",
        response: { 200: vapidPublicKeySchema },
      },
    },
    async () => ({ public_key: (await keys.vapid()).publicKey }),
  );

  app.post(
    "/reminders/push-subscription",
    {
      config: { access: "user", rateLimit: { max: 30, timeWindow: "10 minutes" } },
      schema: {
        summary: "Notify this browser: keep its PushSubscription (toJSON) and turn notifications on",
        body: pushSubscriptionBodySchema,
        response: { 200: reminderPrefsSchema, ...errors },
      },
    },
    async (request) =>
      saveSubscription(
        app.db,
        userId(request),
        request.body,
        (endpoint) => isAllowedPushEndpoint(endpoint, production),
        app.clock.now(),
      ),
  );

  app.delete(
    "/reminders/push-subscription",
    {
      config: { access: "user" },
      schema: {
        summary: "Stop notifying one of the learner's own devices (by its endpoint)",
        body: pushUnsubscribeBodySchema,
        response: { 200: reminderPrefsSchema, ...errors },
      },
    },
    async (request) => removeSubscription(app.db, userId(request), request.body.endpoint),
  );

  /** The learner the token names (null: a bad link) and the page's language (theirs, else the browser's). */
  async function fromToken(request: FastifyRequest, token: string | undefined) {
    const learner = token ? readStopToken(await keys.stop(), token) : null;
    const language = (learner ? await languageOf(app.db, learner) : null) ?? request.locale;
    return { learner, language };
  }

  // Mail clients' RFC 8058 one-click POST has no Origin header and a form body, so the stop route skips
  // the CSRF check: the signed token is the proof, and it can only turn reminders off.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string" },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const typed = scope.withTypeProvider<ZodTypeProvider>();
    typed.get(
      "/reminders/stop",
      {
        config: { access: "public", oneTimeLink: true, rateLimit: STOP_RATE_LIMIT },
        schema: {
          summary:
            "The page a reminder email's stop link opens: one button that stops reminders (no sign-in)",
          querystring: stopQuery,
        },
      },
      async (request, reply) => {
        const { learner, language } = await fromToken(request, request.query.token);
        const state: StopPageState = learner ? "ask" : "badLink";
        return reply
          .code(learner ? 200 : 400)
          .type("text/html; charset=utf-8")
          .send(stopPage(language, state, learner ? (request.query.token ?? null) : null, `${origin}/`));
      },
    );
    typed.post(
      "/reminders/stop",
      {
        config: { access: "public", csrf: false, oneTimeLink: true, rateLimit: STOP_RATE_LIMIT },
        schema: {
          summary:
            "Stop a learner's streak reminders with the signed token of a reminder email (RFC 8058 one-click)",
          querystring: stopQuery,
          body: z
            .object({ token: singleLineText().max(500).optional() })
            .passthrough()
            .nullish(),
        },
      },
      async (request, reply) => {
        const token = request.query.token ?? request.body?.token;
        const { learner, language } = await fromToken(request, token);
        let state: StopPageState = "badLink";
        if (learner)
          state = (await stopReminders(app.db, learner, app.clock.now())) ? "stopped" : "alreadyStopped";
        return reply
          .code(learner ? 200 : 400)
          .type("text/html; charset=utf-8")
          .send(stopPage(language, state, null, `${origin}/`));
      },
    );
  });
}
