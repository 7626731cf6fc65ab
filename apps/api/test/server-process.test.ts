import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const apiDir = path.resolve(import.meta.dirname, "..");
let dataDir: string;
const OWNER = "owner@example.in";

interface Running {
  child: ChildProcess;
  url: string;
  logs: string[];
}

/** Starts `src/main.ts` as `npm start` would, on an embedded database in dataDir. */
function start(dir: string): Promise<Running> {
  const child = spawn(path.join(apiDir, "../../node_modules/.bin/tsx"), ["src/main.ts"], {
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
  const logs: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${logs.join("")}`)), 30_000);
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

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("the server process", () => {
  it("starts on an empty data directory, answers, and shuts down cleanly on SIGTERM", async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "arthshala-proc-"));
    const server = await start(path.join(dataDir, "data"));
    const health = await fetch(`${server.url}/api/health`);
    expect(await health.json()).toEqual({ status: "ok", database: "ok" });
    const signup = await fetch(`${server.url}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ email: OWNER, password: "owner-password", name: "Owner" }),
    });
    expect(signup.status).toBe(201);
    const inFlight = fetch(`${server.url}/api/auth/providers`).then((r) => r.status);
    const exit = exited(server.child);
    server.child.kill("SIGTERM");
    expect(await inFlight).toBe(200);
    expect(await exit).toBe(0);
    expect(server.logs.join("")).toContain("shutting down");
  });

  it("npm run admin grants the Admin role while the server is stopped", async () => {
    const run = (...args: string[]) =>
      new Promise<{ code: number | null; out: string }>((resolve) => {
        const child = spawn(path.join(apiDir, "../../node_modules/.bin/tsx"), ["src/cli/admin.ts", ...args], {
          cwd: apiDir,
          env: { ...process.env, DATA_DIR: path.join(dataDir, "data"), DATABASE_URL: "" },
          stdio: ["ignore", "pipe", "pipe"],
        });
        let out = "";
        child.stdout?.on("data", (b: Buffer) => (out += b.toString()));
        child.stderr?.on("data", (b: Buffer) => (out += b.toString()));
        child.on("exit", (code) => resolve({ code, out }));
      });
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

  it("refuses to start with a bad setting and names it", async () => {
    const child = spawn(path.join(apiDir, "../../node_modules/.bin/tsx"), ["src/main.ts"], {
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
