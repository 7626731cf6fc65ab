import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { PATIENCE_MS, TEST_LIMIT_MS } from "./patience.js";

const apiDir = path.resolve(import.meta.dirname, "..");
let dataDir: string;
const OWNER = "owner@example.in";

interface Running {
  child: ChildProcess;
  url: string;
  logs: string[];
}

const tsx = path.join(apiDir, "../../node_modules/.bin/tsx");

/** Runs a CLI (`src/cli/<name>.ts`) as `npm run <name>` would, on the embedded database in dataDir. */
function cli(name: string, ...args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(tsx, [`src/cli/${name}.ts`, ...args], {
      cwd: apiDir,
      env: { ...process.env, DATA_DIR: path.join(dataDir, "data"), DATABASE_URL: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout?.on("data", (b: Buffer) => (out += b.toString()));
    child.stderr?.on("data", (b: Buffer) => (out += b.toString()));
    child.on("exit", (code) => resolve({ code, out }));
  });
}

const post = (url: string, body: unknown) =>
  fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", origin: new URL(url).origin },
    body: JSON.stringify(body),
  });

/** Servers started by a test: one left running by a failed test would hold the data directory's lock. */
const started = new Set<ChildProcess>();

/** Starts `src/main.ts` as `npm start` would, on an embedded database in dataDir. */
function start(dir: string): Promise<Running> {
  // The server itself is the child, as under `npm start`: tsx's own CLI would sit between as a parent that
  // relays signals, and on Node 24 it once reported SIGTERM (exit 143) though the server exited 0.
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATA_DIR: dir,
      PORT: "0",
      LOG_LEVEL: "info",
      SEED_ON_START: "false",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.add(child);
  child.once("exit", () => started.delete(child));
  const logs: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${logs.join("")}`)), PATIENCE_MS);
    const onData = (b: Buffer) => {
      logs.push(b.toString());
      const m = b.toString().match(/Arthshala is ready at (http:\/\/[^"\s]+)/);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1]!, logs });
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("exit", (code) => reject(new Error(`server exited with ${code}:\n${logs.join("")}`)));
  });
}

async function waitFor(done: () => boolean, ms = PATIENCE_MS): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 10));
  }
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "arthshala-proc-"));
});
afterEach(async () => {
  for (const child of started) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    // SIGTERM, which tsx passes on to the server, so the server releases the lock as it exits.
    const exit = exited(child);
    child.kill("SIGTERM");
    const force = setTimeout(() => child.kill("SIGKILL"), 15_000);
    await exit;
    clearTimeout(force);
  }
});
afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

// Each test starts processes (tsx, PGlite): on a busy 2-core machine that takes well over the default 20 s.
describe("the server process", { timeout: TEST_LIMIT_MS }, () => {
  it("starts on an empty data directory, answers, and shuts down cleanly on SIGTERM", async () => {
    const server = await start(path.join(dataDir, "data"));
    const health = await fetch(`${server.url}/api/health`);
    expect(await health.json()).toEqual({ status: "ok", database: "ok", listener: "ok" });
    const signup = await fetch(`${server.url}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ email: OWNER, password: "owner-password", name: "Owner" }),
    });
    expect(signup.status).toBe(201);
    // A sign-in (an argon2 check) the server has started on when SIGTERM arrives must still be answered.
    // Wait for its "incoming request" line: a fetch only begun may not have reached the server yet.
    const received = server.logs.length;
    const inFlight = post(`${server.url}/api/auth/signin`, { email: OWNER, password: "owner-password" }).then(
      (r) => r.status,
    );
    await waitFor(() => server.logs.slice(received).join("").includes('"url":"/api/auth/signin"'));
    const exit = exited(server.child);
    server.child.kill("SIGTERM");
    expect(await inFlight).toBe(200);
    expect(await exit).toBe(0);
    expect(server.logs.join("")).toContain("shutting down");
  });

  it("npm run admin grants the Admin role while the server is stopped", async () => {
    const run = (...args: string[]) => cli("admin", ...args);
    expect(await run("grant", "nobody@example.in")).toMatchObject({
      code: 1,
      out: expect.stringContaining("No account"),
    });
    expect(await run("promote", OWNER)).toMatchObject({ code: 2, out: expect.stringContaining("Usage") });
    expect(await run("grant", OWNER.toUpperCase())).toMatchObject({
      code: 0,
      out: expect.stringContaining("is now an Admin"),
    });
  });

  it("starts again on the same data directory (the database was closed cleanly) and stops on SIGINT", async () => {
    const server = await start(path.join(dataDir, "data"));
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const signin = await fetch(`${server.url}/api/auth/signin`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ email: OWNER, password: "owner-password" }),
    });
    expect(((await signin.json()) as { user: { roles: string[] } }).user.roles).toEqual(["Admin"]);
    const exit = exited(server.child);
    server.child.kill("SIGINT");
    expect(await exit).toBe(0);
  });

  it("while the server holds the embedded database: admin goes through it, seed and a second server are refused", async () => {
    const data = path.join(dataDir, "data");
    const server = await start(data);
    const lockFile = path.join(data, ".arthshala.lock");
    const tokenFile = path.join(data, "admin.token");
    try {
      // tsx runs the server in a child node process: the lock names that one.
      const pid = (JSON.parse(readFileSync(lockFile, "utf8")) as { pid: number }).pid;
      expect(statSync(tokenFile).mode & 0o777).toBe(0o600);
      const email = "second@example.in";
      const signup = await post(`${server.url}/api/auth/signup`, {
        email,
        password: "second-password",
        name: "S",
      });
      expect(signup.status).toBe(201);

      const grant = await cli("admin", "grant", email);
      expect(grant).toMatchObject({
        code: 0,
        out: expect.stringContaining(`through the running server, pid ${pid}`),
      });
      const signin = await post(`${server.url}/api/auth/signin`, { email, password: "second-password" });
      expect(((await signin.json()) as { user: { roles: string[] } }).user.roles).toEqual(["Admin"]);
      expect(await cli("admin", "revoke", "nobody@example.in")).toMatchObject({
        code: 1,
        out: expect.stringContaining("No account"),
      });

      const seed = await cli("seed");
      expect(seed.code).toBe(1);
      expect(seed.out).toContain(`in use by another Arthshala process (pid ${pid}`);
      expect(seed.out).toContain("Stop that process first");
      expect(seed.out).not.toMatch(/\n\s+at /); // a message, not a stack trace

      const second = await start(data).then(
        () => "started",
        (err: Error) => err.message,
      );
      expect(second).toMatch(/server exited with 1/);
      expect(second).toContain(`in use by another Arthshala process (pid ${pid}`);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      const exit = exited(server.child);
      server.child.kill("SIGTERM");
      expect(await exit).toBe(0);
    }
    expect(existsSync(lockFile)).toBe(false);
    expect(existsSync(tokenFile)).toBe(false);
  });

  it("takes over a stale lock left by a process that is gone", async () => {
    const gone = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
    await exited(gone);
    const lock = {
      pid: gone.pid,
      hostname: os.hostname(),
      startedAt: new Date().toISOString(),
      command: "x",
    };
    writeFileSync(path.join(dataDir, "data", ".arthshala.lock"), JSON.stringify(lock));
    const revoke = await cli("admin", "revoke", "second@example.in");
    expect(revoke).toMatchObject({ code: 0, out: expect.stringContaining("is now a Learner") });
    expect(revoke.out).not.toContain("running server");
    expect(existsSync(path.join(dataDir, "data", ".arthshala.lock"))).toBe(false);
  });

  it("refuses to start with a bad setting and names it", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
      cwd: apiDir,
      env: { ...process.env, PORT: "not-a-port" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let err = "";
    child.stderr?.on("data", (b: Buffer) => {
      err += b.toString();
    });
    expect(await exited(child)).toBe(1);
    expect(err).toContain("PORT");
  });
});
