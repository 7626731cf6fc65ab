import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const apiDir = path.resolve(import.meta.dirname, "..");
let dataDir: string;

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
    const inFlight = fetch(`${server.url}/api/auth/providers`).then((r) => r.status);
    const exit = exited(server.child);
    server.child.kill("SIGTERM");
    expect(await inFlight).toBe(200);
    expect(await exit).toBe(0);
    expect(server.logs.join("")).toContain("shutting down");
  });

  it("starts again on the same data directory (the database was closed cleanly) and stops on SIGINT", async () => {
    const server = await start(path.join(dataDir, "data"));
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
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
