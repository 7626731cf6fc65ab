// `node scripts/pg-restart-check.mjs`: the server survives a PostgreSQL restart under load, with database
// transactions open at the moment PostgreSQL goes away.
// Runs the built server on a throwaway PostgreSQL (scripts/throwaway-postgres.mjs). Four learners add
// tracker transactions one after another (each request is a transaction of several statements, so some
// are always open: a connection ended between two of them used to be an unhandled 'error' that killed
// the process) while sign-ups arrive ~5 a second. PostgreSQL is stopped (`pg_ctl stop -m fast`) with
// writes in flight, and started again ~3 s later. Checks that the same server process answers again
// (health 200, writes succeed), every answer was 2xx or 503, and every acknowledged write is stored once.
// SERVER_CMD says how to start the server (default: the built server, as `npm start` runs it).
import pg from "pg";
import {
  checkWritesOnce,
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
import { createThrowawayPostgres, freePort } from "./throwaway-postgres.mjs";

const OUTAGE_MS = 3_000;
const RECOVERY_LIMIT_MS = 30_000;
const TOTAL_LIMIT_MS = 120_000;
const LEARNERS = 4;

const { say, seconds } = sayer("pg-restart-check");
let postgres;
let server;

async function cleanup() {
  await server?.stop();
  server = undefined;
  postgres?.destroy();
  postgres = undefined;
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    say(`${signal}: cleaning up`);
    cleanup().finally(() => process.exit(1));
  });
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
  server = startServer({
    port,
    databaseUrl: postgres.url("arthshala"),
    name: "restart",
    env: { AUTH_RATE_LIMIT: "100000" },
  });
  await waitHealthy(server);
  say(`server up on ${server.base} (pid ${server.child.pid}: ${SERVER_CMD})`);

  const runId = Date.now().toString(36);
  const cookies = [];
  for (let i = 0; i < LEARNERS; i++)
    cookies.push(await signUpLearner(server.base, `writer-${runId}-${i}@example.in`, i));
  const load = startMixedLoad(server.base, { runId, cookies });
  await sleep(2_000);

  load.setPhase("down");
  const inFlight = load.inFlight();
  postgres.stop("fast");
  say(`PostgreSQL stopped (fast) with ${inFlight} tracker writes in flight`);
  await sleep(500);
  const down = await request(`${server.base}/api/health`, { timeoutMs: 5_000 });
  say(`health while down: ${down.status} ${JSON.stringify(down.body)}`);
  await sleep(OUTAGE_MS - 500);

  postgres.start();
  load.setPhase("after");
  say("PostgreSQL started again");
  const deadline = Date.now() + RECOVERY_LIMIT_MS;
  const okAfter = (kind, status) =>
    load.results.filter((r) => r.kind === kind && r.phase === "after" && r.status === status).length;
  let up = await request(`${server.base}/api/health`);
  while (
    (up.status !== 200 || okAfter("signup", 201) < 5 || okAfter("tracker", 200) < 5) &&
    Date.now() < deadline &&
    server.alive()
  ) {
    await sleep(250);
    up = await request(`${server.base}/api/health`);
  }
  await load.stop();
  say(
    `recovered: health ${up.status}, ${okAfter("signup", 201)} sign-ups and ${okAfter("tracker", 200)} tracker writes acknowledged since the restart`,
  );

  // The same process served throughout: it never exited, started once, and logged under one pid.
  check(server.alive(), "the server process is still running");
  check(
    server.logs.filter((l) => l.includes("Arthshala is ready")).length === 1,
    "the server started exactly once",
  );
  const pids = new Set(server.logs.map((l) => /"pid":(\d+)/.exec(l)?.[1]).filter(Boolean));
  check(pids.size === 1, `one server pid logged throughout (saw ${[...pids].join(", ") || "none"})`);
  check(inFlight > 0, "tracker writes (database transactions) were in flight when PostgreSQL stopped");
  check(down.status === 503 && down.body?.database === "unavailable", "health answered 503 while down");
  check(up.status === 200 && up.body?.database === "ok", "health answered 200 again after the restart");
  check(okAfter("signup", 201) > 0 && okAfter("tracker", 200) > 0, "writes succeeded after the restart");
  const odd = load.results.filter((r) => ![200, 201, 503].includes(r.status));
  check(odd.length === 0, `every answer was 2xx or 503 (others: ${JSON.stringify(odd.slice(0, 3))})`);
  const unavailable = load.results.filter((r) => r.status === 503);
  check(
    unavailable.every((r) => r.retryAfter === "5"),
    "every 503 carried Retry-After: 5",
  );

  const reader = new pg.Client({ connectionString: postgres.url("arthshala") });
  await reader.connect();
  const stored = await checkWritesOnce(reader, load.results, check);
  await reader.end();

  say(
    `requests by answer: ${tally(load.results)}; ${stored.signups} sign-ups and ${stored.writes} tracker writes ` +
      `acknowledged and found once; ${server.logs.filter((l) => l.includes("database connection lost")).length} ` +
      `lost connections logged by server pid ${[...pids].join(", ")}`,
  );
  return failures;
}

const overall = setTimeout(() => {
  console.error(`✖ pg-restart-check took over ${TOTAL_LIMIT_MS / 1000} s; giving up`);
  cleanup().finally(() => process.exit(1));
}, TOTAL_LIMIT_MS);

let failures;
let lastLogs = [];
try {
  failures = await main();
} catch (err) {
  failures = [`the check could not run: ${err.stack ?? err}`];
} finally {
  lastLogs = server?.logs.slice(-30) ?? [];
  await cleanup();
  clearTimeout(overall);
}
if (failures.length) {
  console.error(`✖ pg-restart-check failed (${seconds()}):\n  - ${failures.join("\n  - ")}`);
  console.error(`last server log lines:\n${lastLogs.join("\n")}`);
  process.exit(1);
}
console.warn(`✔ pg-restart-check passed in ${seconds()}`);
