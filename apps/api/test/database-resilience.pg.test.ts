import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase, selectRows } from "../src/platform/db/client.js";
import { courses } from "../src/platform/db/schema.js";
import { adminQuery, openTestDatabase, type TestDatabase } from "./database.js";
import { buildCourse, buildUser } from "./factories.js";
import { call, createTestApp, type TestContext } from "./harness.js";
import { PATIENCE_MS } from "./patience.js";
import { startTcpProxy, type TcpProxy } from "./tcp-proxy.js";

/**
 * Issue 25's database findings, reproduced against a real PostgreSQL (a .pg.test.ts file: CI's
 * PostgreSQL pass). A crash here is an unhandled 'error' event, which fails the run. Waits are bounded
 * only to stop a hang: each checks what a client would see, never how fast it came.
 */
const HANG_GUARD_MS = PATIENCE_MS;
const TEST_TIMEOUT_MS = HANG_GUARD_MS * 2;

async function eventually(what: string, done: () => Promise<boolean>): Promise<void> {
  const until = Date.now() + HANG_GUARD_MS;
  while (!(await done())) {
    if (Date.now() > until) throw new Error(`never happened: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function recordingLog() {
  const lines: string[] = [];
  const log = {
    warn: (_obj: unknown, msg?: string) => lines.push(msg ?? ""),
    info: (_obj: unknown, msg?: string) => lines.push(msg ?? ""),
  } as Pick<FastifyBaseLogger, "warn" | "info">;
  return { lines, log };
}

describe("a database that fails under a running server", () => {
  let template: TestDatabase;
  const serverUrl = new URL(process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test");
  const dbName = () => new URL(template.url ?? "").pathname.slice(1);
  const cleanups: Array<() => Promise<unknown>> = [];

  beforeAll(async () => {
    // A database of this file's own (cloned from the migrated template); the tests open their own pools on it.
    template = await openTestDatabase();
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(async () => {
    await template.close();
  });

  const proxied = async (): Promise<TcpProxy> => {
    const proxy = await startTcpProxy({ host: serverUrl.hostname, port: Number(serverUrl.port || 5432) });
    cleanups.push(() => proxy.close());
    return proxy;
  };

  it(
    "survives a transaction whose connection is terminated between two statements",
    async () => {
      const { lines, log } = recordingLog();
      const database = await openDatabase(
        { kind: "postgres", url: template.url ?? "", poolSize: 2 },
        { log },
      );
      cleanups.push(() => database.close());

      let reportPid: (pid: number) => void = () => undefined;
      const pidInside = new Promise<number>((resolve) => {
        reportPid = resolve;
      });
      let openGate: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => {
        openGate = resolve;
      });
      const transaction = database.db.transaction(async (tx) => {
        const [row] = await selectRows<{ pid: number }>(tx as never, sql`select pg_backend_pid() as pid`);
        reportPid(row!.pid);
        await gate; // the client is checked out, between statements, when its backend is ended
        await tx.execute(sql`select 1`);
      });
      const outcome = transaction.then(
        () => "committed",
        () => "failed",
      );

      const pid = await pidInside;
      await adminQuery(serverUrl.href, `select pg_terminate_backend(${pid})`);
      // The termination notice reaching the checked-out client is what used to kill the process.
      await eventually("the pool to hear of the lost connection", async () =>
        lines.some((l) => l.includes("database connection lost")),
      );
      openGate();
      expect(await outcome).toBe("failed");
      // And the pool carries on with a fresh connection.
      const [again] = await selectRows<{ one: number }>(database.db, sql`select 1 as one`);
      expect(again?.one).toBe(1);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "recovers by itself when its pooled connections stop answering without closing",
    async () => {
      const proxy = await proxied();
      const { log } = recordingLog();
      const database = await openDatabase(
        {
          kind: "postgres",
          url: proxy.url(dbName()),
          poolSize: 3,
          statementTimeoutMs: 1_000,
          listenHeartbeatMs: 500,
        } as Parameters<typeof openDatabase>[0],
        { log },
      );
      const ctx = await createTestApp({}, { database });
      cleanups.push(() => database.close());
      cleanups.push(() => ctx.close());

      const warm = await Promise.all([1, 2, 3].map(() => call(ctx.app, "GET", "/api/health")));
      expect(warm.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      proxy.freeze(); // every connection open now, the listener's included, hears nothing again

      // Requests on dead connections fail (503) instead of hanging; the dead ones are replaced.
      await eventually(
        "health to answer 200 again",
        async () => (await call(ctx.app, "GET", "/api/health")).statusCode === 200,
      );
      const after = [];
      for (let i = 0; i < 5; i++) after.push((await call(ctx.app, "GET", "/api/health")).statusCode);
      expect(after).toEqual([200, 200, 200, 200, 200]);
      const learner = await buildUser(ctx.app);
      expect((await call(ctx.app, "GET", "/api/auth/me", { cookie: learner.cookie })).statusCode).toBe(200);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "notices a frozen change listener, reconnects it and stops trusting its caches",
    async () => {
      const proxy = await proxied();
      const { lines, log } = recordingLog();
      // Instance A reaches PostgreSQL through the proxy; instance B directly. Both serve one database.
      const databaseA = await openDatabase(
        { kind: "postgres", url: proxy.url(dbName()), poolSize: 3, listenHeartbeatMs: 500 } as Parameters<
          typeof openDatabase
        >[0],
        { log },
      );
      const a = await createTestApp({}, { database: databaseA });
      cleanups.push(() => databaseA.close());
      cleanups.push(() => a.close());
      const b: TestContext = await createTestApp({}, { database: template as Database });
      cleanups.push(() => b.close());

      const course = await buildCourse(b.app, { title: "Saving 101" });
      const learner = await buildUser(b.app);
      const title = async () =>
        (await call(a.app, "POST", `/api/courses/course/${course.id}`, { body: {} })).json().title as string;
      await eventually("A to see the course", async () => (await title()) === "Saving 101");
      // A keeps the learner's session in its cache from here on.
      expect((await call(a.app, "GET", "/api/auth/me", { cookie: learner.cookie })).statusCode).toBe(200);
      await eventually("A's listener to be live", async () => a.app.contentChanges.live);

      // Freeze only A's listener connection(s): its pool still works, so only the listener can be wrong.
      const listeners = await adminQuery(
        serverUrl.href,
        `select client_port from pg_stat_activity where datname = '${dbName()}' ` +
          `and (application_name = 'arthshala-listener' or query like 'LISTEN%')`,
      );
      const frozen = listeners.filter((row) => proxy.freezeUpstream(Number(row.client_port)));
      expect(frozen.length).toBeGreaterThan(0);

      // B renames the course and signs the learner out everywhere, as an admin's edit and a sign-out would.
      await b.app.db.update(courses).set({ title: "Saving 102" }).where(eq(courses.id, course.id));
      await b.app.contentChanges.announce(b.app.db);
      await call(b.app, "POST", "/api/auth/signout", { cookie: learner.cookie });

      await eventually("A to serve the new title", async () => (await title()) === "Saving 102");
      await eventually("A to refuse the ended session", async () => {
        const me = await call(a.app, "GET", "/api/auth/me", { cookie: learner.cookie });
        return me.statusCode === 401;
      });
      await eventually("A's listener to be back", async () => {
        const res = await call(a.app, "GET", "/api/health");
        return res.statusCode === 200 && res.json().listener === "ok";
      });
      expect(lines.some((l) => l.includes("database listener lost"))).toBe(true);
    },
    TEST_TIMEOUT_MS,
  );
});
