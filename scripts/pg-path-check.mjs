// `node scripts/pg-path-check.mjs`: the built server behind a network path to PostgreSQL that goes silent
// (issue 37's fleet findings). On a throwaway PostgreSQL (scripts/throwaway-postgres.mjs), the server's
// DATABASE_URL points at a TCP proxy this script controls (scripts/tcp-proxy.mjs):
//   1. the server starts while the path is silent (connections accepted, nothing answered): it must keep
//      waiting with 503 "starting" on its port through a connect timeout, not exit; then the path
//      forwards and the server comes up (health 200);
//   2. learners write through it (so its pool and listener connections are in use), the path freezes
//      (no byte, no FIN, no RST on any open or new connection) with writes in flight, and the server gets
//      SIGTERM: it must exit 0 by itself, without its forced exit (main.ts exits 1 after 10 s and logs it).
// The verdict rests on the exit code and the server's own log lines, not on how long anything took.
import pg from "pg";
import {
  request,
  SERVER_CMD,
  sayer,
  signUpLearner,
  sleep,
  startMixedLoad,
  startServer,
  tally,
  waitHealthy,
} from "./fleet-support.mjs";
import { startTcpProxy } from "./tcp-proxy.mjs";
import { createThrowawayPostgres, freePort } from "./throwaway-postgres.mjs";

const TOTAL_LIMIT_MS = 120_000;
/** Hang guard for one wait (a log line, an exit): generous, as the machine may be busy. */
const GUARD_MS = 60_000;
const LEARNERS = 3;
/** The server's log lines this check reads (main.ts and wait-for-database.ts). */
const WAITING_LINE = "database unavailable at start; retrying";
const FORCED_LINE = "shutdown took over 10 s; exiting";
const STOPPED_LINE = "shut down cleanly";

const { say, seconds } = sayer("pg-path-check");
let postgres;
let proxy;
let server;

async function cleanup() {
  await server?.stop();
  server = undefined;
  await proxy?.close();
  proxy = undefined;
  postgres?.destroy();
  postgres = undefined;
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    say(`${signal}: cleaning up`);
    cleanup().finally(() => process.exit(1));
  });
}

/** Resolves with the value `get` gives once it is not undefined; throws after GUARD_MS. */
async function eventually(what, get) {
  const until = Date.now() + GUARD_MS;
  for (;;) {
    const value = await get();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`never happened: ${what}`);
    await sleep(200);
  }
}

const logged = (line) => server.logs.some((l) => l.includes(line));

async function startsWhileSilent(databaseUrl, prepareDatabase, check) {
  server = startServer({ port: await freePort(), databaseUrl, name: "path" });
  // Nothing reaches PostgreSQL until the path forwards, so it is made while the server starts.
  await prepareDatabase();
  await eventually("the server to listen or exit", async () =>
    !server.alive() || logged("Server listening") ? true : undefined,
  );
  say("server listening, its database behind a silent path");
  // The first attempt ends with the client's connect timeout: the server must say it waits, not exit.
  const outcome = await eventually("a retry to be logged or the server to exit", async () => {
    if (!server.alive()) return "exited";
    return logged(WAITING_LINE) ? "waiting" : undefined;
  });
  check(outcome === "waiting", `a connect timeout at start is waited out (the server ${outcome})`);
  if (outcome !== "waiting") {
    say(`server log:\n${server.logs.slice(-15).join("\n")}`);
    return false;
  }
  const waiting = await request(`${server.base}/api/health`, { timeoutMs: 5_000 });
  check(
    waiting.status === 503 && waiting.body?.status === "starting" && waiting.headers?.["retry-after"] === "5",
    `health answers 503 "starting" while the path is silent (${waiting.status} ${JSON.stringify(waiting.body)})`,
  );
  check(
    proxy.silent > 0,
    `the server's connection was accepted and left silent (${proxy.silent} silent connections)`,
  );
  proxy.forward();
  say("the path forwards again");
  const up = await waitHealthy(server, GUARD_MS).catch((err) => ({ status: 0, error: String(err) }));
  check(up.status === 200, `the server came up once the path forwarded (health ${up.status})`);
  check(server.alive(), "the same server process is running");
  return up.status === 200;
}

async function stopsWhileFrozen(check) {
  const runId = Date.now().toString(36);
  const cookies = [];
  for (let i = 0; i < LEARNERS; i++)
    cookies.push(await signUpLearner(server.base, `path-${runId}-${i}@example.in`, i));
  const load = startMixedLoad(server.base, { runId, cookies, signUpsPerSecond: 3, readers: 1 });
  await eventually("tracker writes to be acknowledged", async () =>
    load.results.filter((r) => r.kind === "tracker" && r.status === 200).length >= 5 ? true : undefined,
  );
  const inFlight = load.inFlight();
  load.setPhase("frozen");
  proxy.freeze();
  const frozen = proxy.silent;
  say(`path frozen: ${frozen} connections, ${inFlight} tracker writes in flight`);
  check(frozen > 1, `the server's pool and listener connections were frozen (${frozen})`);
  // Requests reach the server while the path is frozen: they hold pooled connections at the stop.
  await sleep(500);

  const { child } = server;
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  load.setPhase("stopping");
  process.kill(child.pid, "SIGTERM");
  say("SIGTERM sent");
  const guard = setTimeout(() => server.alive() && process.kill(-child.pid, "SIGKILL"), GUARD_MS);
  const { code, signal } = await exited;
  clearTimeout(guard);
  await load.stop();
  say(`server exited (code ${code}, signal ${signal}); requests by answer: ${tally(load.results)}`);
  check(!logged(FORCED_LINE), "the forced exit did not fire");
  check(logged(STOPPED_LINE), `the server logged "${STOPPED_LINE}"`);
  check(code === 0, `the server exited with code 0 by itself (code ${code}, signal ${signal})`);
}

async function main() {
  const failures = [];
  const check = (ok, what) => {
    if (!ok) failures.push(what);
    say(`${ok ? "✔" : "✖"} ${what}`);
  };

  // The proxy reads its target when a connection comes, and is silent until told to forward.
  const target = { host: "127.0.0.1", port: 0 };
  proxy = await startTcpProxy(target, { mode: "silent" });
  const databaseUrl = proxy.url("arthshala");
  const prepareDatabase = async () => {
    postgres = await createThrowawayPostgres();
    const admin = new pg.Client({ connectionString: postgres.url() });
    await admin.connect();
    await admin.query("create database arthshala");
    await admin.end();
    target.port = postgres.port;
    say(`throwaway PostgreSQL on port ${postgres.port}, proxy on ${proxy.port} (${SERVER_CMD})`);
  };

  const partOne = Date.now();
  if (!(await startsWhileSilent(databaseUrl, prepareDatabase, check))) {
    // Part 2 still runs, on a server started with the path forwarding.
    await server.stop();
    proxy.forward();
    server = startServer({ port: await freePort(), databaseUrl, name: "path" });
    await waitHealthy(server, GUARD_MS);
  }
  say(`part 1 (start through a silent path) took ${((Date.now() - partOne) / 1000).toFixed(1)} s`);
  const partTwo = Date.now();
  await stopsWhileFrozen(check);
  say(`part 2 (stop through a frozen path) took ${((Date.now() - partTwo) / 1000).toFixed(1)} s`);
  return failures;
}

const overall = setTimeout(() => {
  console.error(`✖ pg-path-check took over ${TOTAL_LIMIT_MS / 1000} s; giving up`);
  cleanup().finally(() => process.exit(1));
}, TOTAL_LIMIT_MS);

let failures;
let lastLogs = [];
try {
  failures = await main();
} catch (err) {
  failures = [`the check could not run: ${err.stack ?? err}`];
} finally {
  lastLogs = (server?.logs ?? []).filter((l) => !l.includes("request aborted -")).slice(-40);
  await cleanup();
  clearTimeout(overall);
}
if (failures.length) {
  console.error(`✖ pg-path-check failed (${seconds()}):\n  - ${failures.join("\n  - ")}`);
  console.error(`last server log lines:\n${lastLogs.join("\n")}`);
  process.exit(1);
}
console.warn(`✔ pg-path-check passed in ${seconds()}`);
