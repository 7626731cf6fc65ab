import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { type App, type BuildOptions, buildApp } from "../src/app.js";
import { type Config, testConfig } from "../src/platform/config.js";
import type { Database } from "../src/platform/db/client.js";
import { mailOutbox } from "../src/platform/db/schema.js";
import { openTestDatabase } from "./database.js";

export const TEST_ORIGIN = "http://localhost:3000";

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** Builds the real app on a fresh database and a temporary DATA_DIR. One per test file. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: Pick<BuildOptions, "mailer" | "database" | "mailWorker" | "logStream" | "clock"> = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "arthshala-test-"));
  const database = options.database ?? (await openTestDatabase());
  const config = testConfig({ DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, "no-web"), ...overrides });
  const app = await buildApp(config, {
    database,
    mailer: options.mailer,
    mailWorker: options.mailWorker,
    logStream: options.logStream,
    clock: options.clock,
  });
  await app.ready();
  // Once only: a test may close its app and also register the close for when it ends (see onTestFinished).
  let closing: Promise<void> | undefined;
  return {
    app,
    database,
    config,
    close() {
      closing ??= (async () => {
        await app.close();
        if (!options.database) await database.close();
        await rm(dataDir, { recursive: true, force: true });
      })();
      return closing;
    },
  };
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface CallOptions {
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
  /** Unsafe methods send a same-origin Origin by default, as a browser would. */
  origin?: string | null;
}

/** fastify.inject with the browser's habits: JSON bodies, the session cookie and an Origin header. */
export function call(
  app: App,
  method: Method,
  url: string,
  opts: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { host: "localhost:3000", ...opts.headers };
  if (opts.cookie) headers.cookie = opts.cookie;
  if (method !== "GET" && opts.origin !== null) headers.origin = opts.origin ?? TEST_ORIGIN;
  const req: InjectOptions = { method, url, headers };
  if (opts.body !== undefined) req.payload = opts.body as InjectOptions["payload"];
  return app.inject(req);
}

/** The `name=value` pair of the session cookie a response set, ready for a Cookie header. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name.endsWith("arthshala_session"));
  if (!c) throw new Error(`no session cookie in response ${res.statusCode}: ${res.body}`);
  return `${c.name}=${c.value}`;
}

export function uniqueEmail(prefix = "learner"): string {
  return `${prefix}-${randomBytes(5).toString("hex")}@example.in`;
}

/**
 * Runs what requests left for later (background tasks, then the mail queue, as the worker would) and
 * returns the mail kept in the outbox for `to`, oldest first. Only for apps without SMTP.
 */
export async function deliveredMail(app: App, to: string) {
  await app.background.drain();
  await app.mailQueue.worker.settle();
  return app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.id));
}

/** The token of the newest link to `path` (e.g. "/verify-email") mailed to `to`, or undefined. */
export async function mailedToken(app: App, to: string, path: string): Promise<string | undefined> {
  const mails = await deliveredMail(app, to);
  for (const mail of mails.reverse()) {
    const match = mail.text.match(new RegExp(`https?://[^/\\s]+${path}\\?token=([\\w-]+)`));
    if (match) return match[1];
  }
  return undefined;
}
