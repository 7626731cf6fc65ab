import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "./database.js";
import { PATIENCE_MS } from "./patience.js";
import { startTcpProxy, type TcpProxy } from "./tcp-proxy.js";

/**
 * An instance started while PostgreSQL is away (a .pg.test.ts file: CI's PostgreSQL pass). The database
 * sits behind a TCP proxy that refuses connections at first. Waits are bounded only to stop a hang.
 */
const apiDir = path.resolve(import.meta.dirname, "..");
const HANG_GUARD_MS = PATIENCE_MS;

async function eventually<T>(what: string, get: () => Promise<T | undefined>): Promise<T> {
  const until = Date.now() + HANG_GUARD_MS;
  for (;;) {
    const value = await get();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`never happened: ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe("starting while PostgreSQL is away", () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let child: ChildProcess | undefined;
  let dataDir: string;
  const serverUrl = new URL(process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test");

  beforeAll(async () => {
    database = await openTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), "arthshala-start-"));
    proxy = await startTcpProxy({ host: serverUrl.hostname, port: Number(serverUrl.port || 5432) });
    await proxy.refuse();
  });
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child?.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    }
    await proxy.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  function startServer(databaseUrl: string) {
    const server = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
      cwd: apiDir,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: "0",
        LOG_LEVEL: "info",
        SEED_ON_START: "false",
        DATA_DIR: dataDir,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child = server;
    const out: string[] = [];
    const state = { exitCode: null as number | null, text: () => out.join("") };
    server.on("exit", (code) => {
      state.exitCode = code;
    });
    for (const stream of [server.stdout, server.stderr])
      stream?.on("data", (b: Buffer) => out.push(b.toString()));
    return state;
  }

  it(
    "stops cleanly when told to while still waiting",
    async () => {
      const dbName = new URL(database.url ?? "").pathname.slice(1);
      const server = startServer(proxy.url(dbName));
      await eventually("a retry to be logged", async () =>
        server.text().includes("database unavailable at start; retrying") ? true : undefined,
      );
      child?.kill("SIGTERM");
      const code = await eventually("the server to exit", async () => server.exitCode ?? undefined);
      expect(code).toBe(0);
      expect(server.text()).toContain("stopped while waiting for the database");
    },
    HANG_GUARD_MS * 2,
  );

  it(
    "waits with 503s and a log line, then serves once the database is reached",
    async () => {
      const dbName = new URL(database.url ?? "").pathname.slice(1);
      const server = startServer(proxy.url(dbName));
      const text = server.text;
      const exited = () => server.exitCode;

      // The port is up before the database: the waiting server logs where it listens.
      const base = await eventually("the waiting server to listen", async () => {
        if (exited() !== null) throw new Error(`the server exited (${exited()}):\n${text()}`);
        return /Server listening at (http:\/\/[^"\s]+)/.exec(text())?.[1];
      });
      await eventually("a retry to be logged", async () =>
        text().includes("database unavailable at start; retrying") ? true : undefined,
      );
      const waiting = await fetch(`${base}/api/health`);
      expect(waiting.status).toBe(503);
      expect(waiting.headers.get("retry-after")).toBe("5");
      expect(await waiting.json()).toMatchObject({ status: "starting", database: "unavailable" });
      const page = await fetch(`${base}/api/courses/getall`);
      expect(page.status).toBe(503);
      expect(exited()).toBeNull();

      await proxy.accept();
      const ready = await eventually("the app to be ready", async () => {
        if (exited() !== null) throw new Error(`the server exited (${exited()}):\n${text()}`);
        return /Arthshala is ready at (http:\/\/[^"\s]+)/.exec(text())?.[1];
      });
      // Same port as the waiting server had (PORT=0 picked it once).
      expect(new URL(ready).port).toBe(new URL(base).port);
      const health = await eventually("health to answer 200", async () => {
        const res = await fetch(`${base}/api/health`);
        return res.status === 200 ? res : undefined;
      });
      expect(await health.json()).toMatchObject({ database: "ok" });
      expect(text()).not.toMatch(/\n\s+at /); // no stack trace
    },
    HANG_GUARD_MS * 3,
  );
});
