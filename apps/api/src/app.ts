import path from "node:path";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import helmet from "@fastify/helmet";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { registerAdminArticleRoutes } from "./features/articles/admin-routes.js";
import { ArticlePageCache } from "./features/articles/page-cache.js";
import { registerArticleRoutes } from "./features/articles/routes.js";
import { registerAuthRoutes } from "./features/auth/routes.js";
import { registerHealthRoutes } from "./features/health/routes.js";
import { registerLearningRoutes } from "./features/learning/routes.js";
import { registerNewsletterRoutes } from "./features/newsletter/routes.js";
import type { WorkerOptions } from "./features/newsletter/worker.js";
import { registerOutboxRoutes } from "./features/outbox/routes.js";
import { registerUploadRoutes } from "./features/uploads/routes.js";
import { SessionManager } from "./platform/auth/session.js";
import type { Config } from "./platform/config.js";
import { type Database, type Db, databaseTargetFromConfig, openDatabase } from "./platform/db/client.js";
import { CONTENT_DIR } from "./platform/db/seed.js";
import { enforceAccess, registerAccessControl } from "./platform/http/access.js";
import { registerApiDocs } from "./platform/http/docs.js";
import { registerErrorHandling } from "./platform/http/errors.js";
import { registerStaticFiles } from "./platform/http/static.js";
import { createOutboxMailer, createSmtpMailer, type Mailer } from "./platform/mail/mailer.js";
import { UploadStorage } from "./platform/storage/storage.js";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mailer: Mailer;
    storage: UploadStorage;
    sessions: SessionManager;
  }
}

export interface BuildOptions {
  /** An already-open database (tests share one per file); otherwise one is opened from config. */
  database?: Database;
  mailer?: Mailer;
  /** Faster retries in tests. */
  newsletterWorker?: Partial<WorkerOptions>;
}

export type App = FastifyInstance;

/** Builds the whole server: platform plugins first, then one module per feature. Used by main.ts and tests. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: "idle",
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const ownsDatabase = !options.database;
  const database = options.database ?? (await openDatabase(databaseTargetFromConfig(config)));
  app.decorate("config", config);
  app.decorate("database", database);
  app.decorate("db", database.db);
  app.decorate("mailer", options.mailer ?? makeMailer(config, database.db, app));
  app.decorate("sessions", new SessionManager(database.db, config));
  const storage = new UploadStorage(path.join(config.DATA_DIR, "uploads"));
  await storage.init();
  app.decorate("storage", storage);
  app.addHook("onClose", async () => {
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
        imgSrc: ["'self'", "data:", "blob:", "https:"],
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
  await app.register(rateLimit, { global: false });
  await app.register(multipart, {
    limits: { fileSize: 100 * 1024 * 1024, files: 3, fields: 60, fieldSize: 200 * 1024 },
  });

  const allowedOrigins = config.PUBLIC_URL ? [new URL(config.PUBLIC_URL).origin] : [];
  registerAccessControl(app, { allowedOrigins });
  app.decorateRequest("user", null);
  app.decorateRequest("sessionId", null);

  await registerApiDocs(app);
  await app.register(
    async (api) => {
      // Only API requests look up the session: static files never cost a database query.
      api.addHook("onRequest", async (request) => {
        await app.sessions.resolve(request);
        await enforceAccess(request);
      });
      await registerHealthRoutes(api);
      await registerAuthRoutes(api);
      await registerOutboxRoutes(api);
      await registerUploadRoutes(api);
      await registerLearningRoutes(api);
      const articlePages = new ArticlePageCache();
      await registerArticleRoutes(api, articlePages);
      await registerAdminArticleRoutes(api, articlePages);
      await registerNewsletterRoutes(api, options.newsletterWorker);
    },
    { prefix: "/api" },
  );
  await registerStaticFiles(app, {
    webDist: config.WEB_DIST_DIR,
    uploadsDir: storage.dir,
    contentDir: CONTENT_DIR,
  });
  return app;
}

function makeMailer(config: Config, db: Db, app: FastifyInstance): Mailer {
  return config.SMTP_URL
    ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : createOutboxMailer(db, app.log);
}
