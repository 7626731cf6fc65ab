// `node scripts/pg-restart-check.mjs`: the server survives a PostgreSQL restart under load.
// Runs the app on a throwaway PostgreSQL (scripts/throwaway-postgres.mjs), sends ~5 sign-ups a second,
// stops PostgreSQL for ~3 s (`pg_ctl stop -m fast`), starts it again, and checks that the same server
// process answers again (health 200, sign-ups 201) and that every acknowledged (201) sign-up is stored.
// SERVER_CMD says how to start the server (default: the TypeScript entry point through tsx).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { createThrowawayPostgres, freePort } from "./throwaway-postgres.mjs";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// The built server, as `npm start` runs it (npm test builds it before this script runs in CI).
const SERVER_CMD = process.env.SERVER_CMD ?? "node apps/api/dist/main.js";
const WRITES_PER_SECOND = 5;
const OUTAGE_MS = 3_000;
const RECOVERY_LIMIT_MS = 20_000;
const TOTAL_LIMIT_MS = 90_000;

const started = Date.now();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const say = (line) => console.warn(`[${seconds()}] ${line}`);

let postgres;
let server;
let appDataDir;
const serverLog = [];

/** Stops the server (its whole process group), PostgreSQL, and removes the temporary folders. */
async function cleanup() {
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((r) => server.once("exit", r));
    process.kill(-server.pid, "SIGTERM");
    const timer = setTimeout(() => process.kill(-server.pid, "SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  }
  server = undefined;
  postgres?.destroy();
  postgres = undefined;
  if (appDataDir) rmSync(appDataDir, { recursive: true, force: true });
  appDataDir = undefined;
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    say(`${signal}: cleaning up`);
    cleanup().finally(() => process.exit(1));
  });
}

function startServer(databaseUrl, port) {
  const [cmd, ...args] = SERVER_CMD.split(/\s+/).filter(Boolean);
  const origin = `http://localhost:${port}`;
  appDataDir = mkdtempSync(path.join(os.tmpdir(), "arthshala-restart-data-"));
  const child = spawn(cmd, args, {
    cwd: repoRoot,
    // Its own process group, so cleanup reaches the node process tsx starts as well.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: appDataDir,
      SEED_ON_START: "false",
      AUTH_RATE_LIMIT: "100000",
      // info: the ready line and the pid on every log line show it is one process throughout.
      LOG_LEVEL: "info",
    },
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on("data", (b) => serverLog.push(...b.toString().split("\n").filter(Boolean)));
  }
  return child;
}

async function health(base) {
  try {
    const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) });
    return { status: res.status, body: await res.json() };
  } catch (err) {
    return { status: 0, body: String(err) };
  }
}

/** ~WRITES_PER_SECOND sign-ups a second, each recorded with the phase it was sent in and its answer. */
function startLoad(base, runId) {
  const results = [];
  const inFlight = new Set();
  let n = 0;
  let phase = "before";
  const send = async () => {
    const email = `restart-${runId}-${n++}@example.in`;
    const sentIn = phase;
    try {
      const res = await fetch(`${base}/api/auth/signup`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base },
        body: JSON.stringify({ email, password: "restart-check-pw", name: "Load" }),
        signal: AbortSignal.timeout(15_000),
      });
      await res.arrayBuffer();
      results.push({ email, phase: sentIn, status: res.status, retryAfter: res.headers.get("retry-after") });
    } catch (err) {
      results.push({ email, phase: sentIn, status: 0, error: String(err) });
    }
  };
  const timer = setInterval(() => {
    if (inFlight.size >= 20) return; // a server that hangs must not be buried under requests
    const p = send().finally(() => inFlight.delete(p));
    inFlight.add(p);
  }, 1000 / WRITES_PER_SECOND);
  return {
    results,
    setPhase: (p) => {
      phase = p;
    },
    async stop() {
      clearInterval(timer);
      await Promise.all(inFlight);
    },
  };
}

async function main() {
  const failures = [];
  const check = (ok, what) => {
    if (!ok) failures.push(what);
  };

  postgres = await createThrowawayPostgres();
  const admin = new pg.Client({ connectionString: postgres.url() });
  await admin.connect();
  await admin.query("create database arthshala");
  await admin.end();
  say(`throwaway PostgreSQL on port ${postgres.port} (${postgres.root})`);

  const port = await freePort();
  const base = `http://localhost:${port}`;
  server = startServer(postgres.url("arthshala"), port);
  const serverPid = server.pid;
  for (let i = 0; (await health(base)).status !== 200; i++) {
    if (server.exitCode !== null || i > 120) throw new Error("the server did not become healthy");
    await sleep(250);
  }
  say(`server up on ${base} (pid ${serverPid}: ${SERVER_CMD})`);

  const load = startLoad(base, Date.now().toString(36));
  await sleep(2_000);

  load.setPhase("down");
  postgres.stop("fast");
  say("PostgreSQL stopped (fast)");
  await sleep(500);
  const down = await health(base);
  say(`health while down: ${down.status} ${JSON.stringify(down.body)}`);
  await sleep(OUTAGE_MS - 500);

  postgres.start();
  load.setPhase("after");
  say("PostgreSQL started again");
  const deadline = Date.now() + RECOVERY_LIMIT_MS;
  const okAfter = () => load.results.filter((r) => r.phase === "after" && r.status === 201).length;
  let up = await health(base);
  while ((up.status !== 200 || okAfter() < 5) && Date.now() < deadline && server.exitCode === null) {
    await sleep(250);
    up = await health(base);
  }
  await load.stop();
  say(`recovered: health ${up.status}, ${okAfter()} sign-ups acknowledged since the restart`);

  // The same process served throughout: it never exited, started once, and logged under one pid
  // (with tsx that is the node process tsx starts, not serverPid).
  check(server.exitCode === null && server.signalCode === null, "the server process is still running");
  check(
    serverLog.filter((l) => l.includes("Arthshala is ready")).length === 1,
    "the server started exactly once",
  );
  const pids = new Set(serverLog.map((l) => /"pid":(\d+)/.exec(l)?.[1]).filter(Boolean));
  check(pids.size === 1, `one server pid logged throughout (saw ${[...pids].join(", ") || "none"})`);
  check(down.status === 503 && down.body?.database === "unavailable", "health answered 503 while down");
  check(up.status === 200 && up.body?.database === "ok", "health answered 200 again after the restart");
  check(okAfter() > 0, "sign-ups succeeded after the restart");
  const odd = load.results.filter((r) => r.status !== 201 && r.status !== 503);
  check(odd.length === 0, `every answer was 201 or 503 (others: ${JSON.stringify(odd.slice(0, 3))})`);
  const unavailable = load.results.filter((r) => r.status === 503);
  check(
    unavailable.every((r) => r.retryAfter === "5"),
    "every 503 carried Retry-After: 5",
  );

  const acknowledged = load.results.filter((r) => r.status === 201).map((r) => r.email);
  const reader = new pg.Client({ connectionString: postgres.url("arthshala") });
  await reader.connect();
  const { rows } = await reader.query("select count(*)::int as n from users where email = any($1)", [
    acknowledged,
  ]);
  await reader.end();
  check(rows[0].n === acknowledged.length, `all ${acknowledged.length} acknowledged sign-ups are stored`);

  const byPhase = (phase) => {
    const counts = {};
    for (const r of load.results.filter((x) => x.phase === phase))
      counts[r.status] = (counts[r.status] ?? 0) + 1;
    return JSON.stringify(counts);
  };
  say(
    `requests by answer: before ${byPhase("before")}, while down ${byPhase("down")}, after ${byPhase("after")}; ` +
      `${acknowledged.length} acknowledged, ${rows[0].n} found in users; ` +
      `${serverLog.filter((l) => l.includes("database connection lost")).length} pool warnings logged ` +
      `by server pid ${[...pids].join(", ")}`,
  );
  return failures;
}

const overall = setTimeout(() => {
  console.error(`✖ pg-restart-check took over ${TOTAL_LIMIT_MS / 1000} s; giving up`);
  cleanup().finally(() => process.exit(1));
}, TOTAL_LIMIT_MS);

let failures;
try {
  failures = await main();
} catch (err) {
  failures = [`the check could not run: ${err.stack ?? err}`];
} finally {
  await cleanup();
  clearTimeout(overall);
}
if (failures.length) {
  console.error(`✖ pg-restart-check failed (${seconds()}):\n  - ${failures.join("\n  - ")}`);
  console.error(`last server log lines:\n${serverLog.slice(-30).join("\n")}`);
  process.exit(1);
}
console.warn(`✔ pg-restart-check passed in ${seconds()}`);
