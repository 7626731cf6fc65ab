import path from "node:path";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { registerAccountRoutes } from "./features/account/routes.js";
import { registerAnalyticsRoutes } from "./features/analytics/routes.js";
import { registerAdminArticleRoutes } from "./features/articles/admin-routes.js";
import { ArticlePageCache } from "./features/articles/page-cache.js";
import { registerArticleRoutes } from "./features/articles/routes.js";
import { registerAssignmentRemindersJob, registerAssignmentRoutes } from "./features/assignments/routes.js";
import { registerAuthRoutes } from "./features/auth/routes.js";
import { registerInboundSmtp } from "./features/auto-tracking/inbound-server.js";
import { registerAutoTrackingRoutes } from "./features/auto-tracking/routes.js";
import { registerCertificateRoutes } from "./features/certificates/routes.js";
import { registerClassProgressRoutes } from "./features/class-progress/routes.js";
import { registerClassesFeature } from "./features/classes/routes.js";
import { registerCourseCheckRoutes } from "./features/course-checks/routes.js";
import { registerCategoryRuleRoutes } from "./features/expense-tracker/category-rules-routes.js";
import { registerGoalRoutes } from "./features/expense-tracker/goals-routes.js";
import { registerMonthEndJob } from "./features/expense-tracker/month-end.js";
import {
  registerRecurringJob,
  registerRecurringRoutes,
} from "./features/expense-tracker/recurring-routes.js";
import { registerTrackerRoutes } from "./features/expense-tracker/routes.js";
import { registerMessagesAdminRoutes } from "./features/feedback/admin-routes.js";
import { registerFeedbackRoutes } from "./features/feedback/routes.js";
import { registerFreshnessRoutes } from "./features/freshness/routes.js";
import { guardConsent } from "./features/guardian/gate.js";
import { registerGuardianRoutes } from "./features/guardian/routes.js";
import { registerHealthRoutes } from "./features/health/routes.js";
import { registerHomeRoutes } from "./features/home/routes.js";
import { CourseContentStore } from "./features/learning/course-content.js";
import { registerLearningRoutes } from "./features/learning/routes.js";
import { loopbackUrl, newAdminToken, removeChannel, writeChannel } from "./features/local-admin/channel.js";
import { registerLocalAdminRoutes } from "./features/local-admin/routes.js";
import { registerNewsletterRoutes } from "./features/newsletter/routes.js";
import { registerNotificationRoutes } from "./features/notifications/routes.js";
import { registerMailQueueRoutes } from "./features/outbox/mail-queue-routes.js";
import { registerOutboxRoutes } from "./features/outbox/routes.js";
import { registerReminderRoutes, registerRemindersJob } from "./features/reminders/routes.js";
import { registerReviewRoutes } from "./features/review/routes.js";
import { registerRewardOperatorRoutes } from "./features/rewards/operator-routes.js";
import { registerRewardRoutes } from "./features/rewards/routes.js";
import { SchemeCatalogue } from "./features/schemes/catalogue.js";
import { registerCatalogueRoutes } from "./features/schemes/catalogue-routes.js";
import { registerSchemeRoutes } from "./features/schemes/routes.js";
import { PageMetaSource } from "./features/seo/page-meta.js";
import { createPageRenderer } from "./features/seo/page-renderer.js";
import { registerSeoRoutes } from "./features/seo/routes.js";
import { registerSiteRoutes } from "./features/site/routes.js";
import { registerTranslationRoutes } from "./features/translations/routes.js";
import { registerUploadRoutes } from "./features/uploads/routes.js";
import { SessionManager } from "./platform/auth/session.js";
import { SessionCache } from "./platform/auth/session-cache.js";
import { BackgroundTasks } from "./platform/background.js";
import { announceAdminChanges } from "./platform/cache/admin-changes.js";
import { ContentChanges } from "./platform/cache/content-changes.js";
import { type Clock, systemClock } from "./platform/clock.js";
import { requestOffsetClock } from "./platform/clock-offset.js";
import type { Config } from "./platform/config.js";
import { type Database, type Db, databaseTargetFromConfig, openDatabase } from "./platform/db/client.js";
import { CONTENT_DIR } from "./platform/db/seed.js";
import { registerHousekeeping } from "./platform/housekeeping.js";
import { enforceAccess, registerAccessControl } from "./platform/http/access.js";
import { registerCanonicalHost } from "./platform/http/canonical-host.js";
import { clientAddress } from "./platform/http/client-address.js";
import { registerApiDocs } from "./platform/http/docs.js";
import { registerErrorHandling } from "./platform/http/errors.js";
import { registerMultipartForms } from "./platform/http/multipart-form.js";
import { publicOrigin } from "./platform/http/origin.js";
import { registerPersonalAnswers } from "./platform/http/personal-answers.js";
import { postgresRateLimitStore } from "./platform/http/rate-limit-store.js";
import { registerStaticFiles } from "./platform/http/static.js";
import { describeTrustProxy, fastifyTrustProxy } from "./platform/http/trust-proxy.js";
import { registerLocale } from "./platform/i18n/locale.js";
import { type LogStream, loggerOptions, requestLogController } from "./platform/logging.js";
import { createOutboxMailer, createSmtpMailer, type Mailer } from "./platform/mail/mailer.js";
import { MailQueue } from "./platform/mail/queue.js";
import { DEFAULT_WORKER_OPTIONS, MailQueueWorker, type WorkerOptions } from "./platform/mail/queue-worker.js";
import { setMarkdownOrigin } from "./platform/markdown/index.js";
import { registerMetrics, registerMetricsRoute } from "./platform/metrics/register.js";
import { UploadStorage } from "./platform/storage/storage.js";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mailer: Mailer;
    mailQueue: MailQueue;
    background: BackgroundTasks;
    storage: UploadStorage;
    sessions: SessionManager;
    /** Bearer token of POST /api/internal/admin/role, made fresh at each start (see features/local-admin). */
    localAdminToken: string;
    clock: Clock;
    /** Tells every instance when authored content changes, so content caches reload. */
    contentChanges: ContentChanges;
    courseContent: CourseContentStore;
    schemeCatalogue: SchemeCatalogue;
  }
}

export interface BuildOptions {
  /** An already-open database (tests share one per file); otherwise one is opened from config. */
  database?: Database;
  /** The app closes `database` when it closes (main.ts opens it first, waiting for PostgreSQL). */
  ownDatabase?: boolean;
  mailer?: Mailer;
  /** Where log lines go instead of stdout (tests read them to check what a log line holds). */
  logStream?: LogStream;
  /** Faster polling and retries in tests. */
  mailWorker?: Partial<WorkerOptions>;
  /** A clock tests can move (streaks across India-time midnight); the system clock otherwise. */
  clock?: Clock;
}

export type App = FastifyInstance;

export { loggerOptions };

/** Builds the whole server: platform plugins first, then one module per feature. Used by main.ts and tests. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    logController: requestLogController(config, options.logStream),
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    forceCloseConnections: "idle",
    routerOptions: { ignoreTrailingSlash: true },
    // A hang guard for start-up, not a speed limit: Fastify's 10 s default ran out for a plugin on a
    // loaded 2-core CI machine (the API suite on PostgreSQL beside the browser tests).
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();

  // Once closing, a response to a request still in flight closes its keep-alive connection: otherwise
  // the client's idle connection holds close() open until its keep-alive timeout (72 s).
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    if (closing) reply.header("connection", "close");
    return payload;
  });

  if (config.TRUST_PROXY !== 0) app.log.info(describeTrustProxy(config.TRUST_PROXY));

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const ownsDatabase = !options.database || options.ownDatabase === true;
  const database =
    options.database ?? (await openDatabase(databaseTargetFromConfig(config), { log: app.log }));
  app.decorate("config", config);
  setMarkdownOrigin(publicOrigin(config));
  app.decorate("database", database);
  app.decorate("db", database.db);
  // Before any route, so every answer is timed (GET /metrics: METRICS_TOKEN or METRICS_PORT).
  registerMetrics(app);
  app.decorate("mailer", options.mailer ?? makeMailer(config, database.db, app));
  const mailWorker = new MailQueueWorker(database.db, app.mailer, app.log, {
    ...DEFAULT_WORKER_OPTIONS,
    ...options.mailWorker,
  });
  app.decorate("mailQueue", new MailQueue(database.db, mailWorker));
  app.decorate("background", new BackgroundTasks(app.log));
  app.addHook("onReady", async () => mailWorker.start());
  app.addHook("preClose", async () => app.background.drain());
  // preClose runs before the database closes: the send in progress finishes and is recorded.
  app.addHook("preClose", async () => mailWorker.stop());
  const sessionCache = new SessionCache(database, app.log);
  await sessionCache.start();
  app.addHook("preClose", async () => sessionCache.stop());
  app.decorate("sessions", new SessionManager(database.db, config, sessionCache));
  const clock = options.clock ?? systemClock;
  if (config.E2E_CLOCK_COOKIE)
    app.log.warn("E2E_CLOCK_COOKIE is on: a request's cookie can move its clock (tests only)");
  app.decorate("clock", config.E2E_CLOCK_COOKIE ? requestOffsetClock(app, clock) : clock);
  const contentChanges = new ContentChanges(database, app.log);
  await contentChanges.start();
  app.addHook("preClose", async () => contentChanges.stop());
  app.decorate("contentChanges", contentChanges);
  app.decorate("courseContent", new CourseContentStore(database.db, contentChanges));
  app.decorate("schemeCatalogue", new SchemeCatalogue(database.db, contentChanges));
  registerMonthEndJob(app);
  registerRecurringJob(app);
  registerRemindersJob(app);
  registerAssignmentRemindersJob(app);
  registerHousekeeping(app);
  // Forwarded bank alerts (INBOUND_SMTP_PORT): stopped in preClose, before the database closes.
  registerInboundSmtp(app);
  // Every PeriodicJob of the app: a new job belongs in this list too.
  app.metrics.watchJobs([
    app.monthEndJob,
    app.recurringJob,
    app.reminders.job,
    app.assignmentReminders.job,
    app.housekeeping,
  ]);
  const storage = new UploadStorage(path.join(config.DATA_DIR, "uploads"));
  await storage.init();
  app.decorate("storage", storage);
  app.decorate("localAdminToken", newAdminToken());
  // Only this process may open an embedded database, so `npm run admin` asks the server instead (README).
  const publishAdminChannel = ownsDatabase && database.kind === "pglite";
  app.addHook("onListen", async () => {
    const address = app.server.address();
    if (!publishAdminChannel || !address || typeof address === "string") return;
    writeChannel(config.DATA_DIR, {
      pid: process.pid,
      url: loopbackUrl(address),
      token: app.localAdminToken,
    });
  });
  app.addHook("onClose", async () => {
    if (publishAdminChannel) removeChannel(config.DATA_DIR);
    await app.mailer.close();
    if (ownsDatabase) await database.close();
  });

  const https = config.PUBLIC_URL?.startsWith("https://") ?? false;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // react-hot-toast and Swagger UI set inline styles; scripts stay strictly same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Only this site's images (uploads included) and data: URIs, so authored Markdown cannot load
        // tracking pixels from elsewhere; blob: is the admin forms' preview of a file not yet uploaded.
        // Identity providers' profile pictures are remote, so the home page shows the drawn avatar.
        imgSrc: ["'self'", "data:", "blob:"],
        mediaSrc: ["'self'", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // The sign-in popup must keep its window.opener to tell the app it has signed in.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  // Counted in PostgreSQL, so a limit holds across every instance behind the load balancer.
  // Keyed by the normalised client address, so a port or another spelling of an address is no fresh bucket.
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(database.db),
    keyGenerator: clientAddress,
  });
  await registerMultipartForms(app);

  const allowedOrigins = config.PUBLIC_URL ? [new URL(config.PUBLIC_URL).origin] : [];
  registerAccessControl(app, { allowedOrigins });
  // localhost and 127.0.0.1 hold different cookies: a local install's pages answer at the public one only.
  registerCanonicalHost(app, config);
  registerLocale(app);
  app.decorateRequest("user", null);
  app.decorateRequest("sessionId", null);

  await registerApiDocs(app);
  await app.register(
    async (api) => {
      // Only API requests look up the session: static files never cost a database query.
      api.addHook("onRequest", async (request) => {
        await app.sessions.resolve(request);
        await enforceAccess(request);
        // An under-18 learner without a guardian's consent saves nothing (features/guardian/gate.ts).
        guardConsent(request);
      });
      registerPersonalAnswers(api);
      announceAdminChanges(api, contentChanges);
      await registerHealthRoutes(api);
      await registerAuthRoutes(api);
      await registerOutboxRoutes(api);
      await registerMailQueueRoutes(api);
      await registerUploadRoutes(api);
      await registerLearningRoutes(api);
      await registerCourseCheckRoutes(api);
      await registerReviewRoutes(api);
      await registerRewardRoutes(api);
      await registerRewardOperatorRoutes(api);
      await registerReminderRoutes(api);
      await registerAssignmentRoutes(api);
      const articlePages = new ArticlePageCache();
      contentChanges.onChange(() => articlePages.clear());
      await registerArticleRoutes(api, articlePages);
      await registerAdminArticleRoutes(api, articlePages);
      await registerNewsletterRoutes(api);
      await registerHomeRoutes(api);
      await registerNotificationRoutes(api);
      await registerTrackerRoutes(api);
      await registerRecurringRoutes(api);
      await registerGoalRoutes(api);
      await registerCategoryRuleRoutes(api);
      await registerAutoTrackingRoutes(api);
      await registerSchemeRoutes(api);
      await registerFreshnessRoutes(api);
      await registerCatalogueRoutes(api);
      await registerFeedbackRoutes(api);
      await registerMessagesAdminRoutes(api);
      await registerSiteRoutes(api);
      await registerAccountRoutes(api);
      await registerClassesFeature(api);
      await registerGuardianRoutes(api);
      await registerTranslationRoutes(api);
      await registerCertificateRoutes(api);
      await registerAnalyticsRoutes(api);
      await registerClassProgressRoutes(api);
      await registerLocalAdminRoutes(api, app.localAdminToken);
    },
    { prefix: "/api" },
  );
  registerMetricsRoute(app);
  await registerSeoRoutes(app);
  await registerStaticFiles(
    app,
    { webDist: config.WEB_DIST_DIR, uploadsDir: storage.dir, contentDir: CONTENT_DIR },
    await createPageRenderer(
      app,
      new PageMetaSource(app.db, app.courseContent, app.schemeCatalogue, app.clock),
      config.WEB_SSR_DIR ?? `${config.WEB_DIST_DIR}-ssr`,
    ),
  );
  return app;
}

function makeMailer(config: Config, db: Db, app: FastifyInstance): Mailer {
  return config.SMTP_URL
    ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : createOutboxMailer(db, app.log);
}
