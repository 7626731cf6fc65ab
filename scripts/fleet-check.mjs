// `node scripts/fleet-check.mjs`: two app instances behind a round-robin proxy on one PostgreSQL, as a
// fleet runs. On a throwaway PostgreSQL of its own (scripts/throwaway-postgres.mjs) and free ports:
//   1. both instances start at once on an empty database (one migrates, the other waits for it);
//   2. mixed traffic through the proxy: sign-ups, learners adding tracker transactions (each a database
//      transaction of several statements) and course-list reads;
//   3. meanwhile the app's PostgreSQL backends are terminated twice (pool and listener connections);
//   4. then: both instances are alive and healthy, every answer was 2xx or 503, every acknowledged
//      write is in the database exactly once, a course renamed through one instance shows through the
//      other within 2 s, and one per-address sign-in limit (AUTH_RATE_LIMIT) holds across both;
//   5. a third instance joins two in a rewards race: a 10-code perk gives exactly 10 (fleet-rewards.mjs).
// The proxy forwards the client's address in X-Forwarded-For and the instances trust one hop, as behind
// a real balancer; clients use different loopback addresses (127.x.y.z) so they are different clients.
import http from "node:http";
import pg from "pg";
import { checkRedemptionsOnce } from "./fleet-rewards.mjs";
import {
  checkWritesOnce,
  loopback,
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

const TOTAL_LIMIT_MS = 120_000;
const LOAD_MS = 12_000;
const SIGN_IN_LIMIT = 20;
const RENAME_LIMIT_MS = 2_000;

const { say, seconds } = sayer("fleet-check");
let postgres;
let proxy;
const servers = [];

async function cleanup() {
  await new Promise((r) => (proxy ? proxy.close(r) : r()));
  proxy = undefined;
  await Promise.all(servers.splice(0).map((s) => s.stop()));
  postgres?.destroy();
  postgres = undefined;
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    say(`${signal}: cleaning up`);
    cleanup().finally(() => process.exit(1));
  });
}

/** A round-robin HTTP proxy that appends the client's address to X-Forwarded-For, as a balancer does. */
function startProxy(targets, port) {
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http.createServer((req, res) => {
    const target = new URL(targets[next++ % targets.length]);
    const forwarded = [req.headers["x-forwarded-for"], req.socket.remoteAddress].filter(Boolean).join(", ");
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        agent,
        headers: { ...req.headers, "x-forwarded-for": forwarded, "x-forwarded-proto": "http" },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

const RULES_PER_WRITER = 8;

/**
 * A year of weekly rules per writer, all due since their start (as after a year with every instance
 * down), caught up through both instances at once, twice each: every entry is there once, linked to its
 * (rule, period) key, the catch-ups' answers add up to it, and the month totals still match the rows.
 */
async function checkRecurringOnce(db, instances, cookies, runId, proxyBase, check) {
  const writers = `writer-${runId}-%`;
  const indiaToday = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const start = new Date(Date.parse(indiaToday) - 364 * 86_400_000).toISOString().slice(0, 10);
  await db.query(
    `insert into recurring_rules (user_id, title, category, type, amount_paise, cadence, starts_on, next_on)
     select u.id, 'Fleet weekly ' || g, 'Food', 'expense', 10025 + g, 'weekly', $2::date, $2::date
     from users u, generate_series(1, ${RULES_PER_WRITER}) g where u.email like $1`,
    [writers, start],
  );
  const answers = await Promise.all(
    cookies.flatMap((cookie) =>
      instances.flatMap((server) =>
        [0, 1].map(() =>
          request(`${server.base}/api/fin-tools/expensetracker/recurring/catch-up`, {
            method: "POST",
            body: {},
            headers: { cookie, origin: proxyBase },
            timeoutMs: 60_000,
          }),
        ),
      ),
    ),
  );
  const expected = cookies.length * RULES_PER_WRITER * 53; // the start day and every 7th through today
  const added = answers.reduce((n, r) => n + (r.body?.added ?? 0), 0);
  const {
    rows: [stored],
  } = await db.query(
    `select
       (select count(*)::int from transactions t join users u on u.id = t.user_id
         where u.email like $1 and t.source = 'recurring') as entries,
       (select count(distinct (t.user_id, t.title, t.occurred_on))::int from transactions t join users u
         on u.id = t.user_id where u.email like $1 and t.source = 'recurring') as days,
       (select count(distinct e.transaction_id)::int from recurring_entries e join users u on u.id = e.user_id
         where u.email like $1) as keys,
       (select coalesce(sum(t.amount_paise), 0)::bigint from transactions t join users u on u.id = t.user_id
         where u.email like $1) as paise,
       (select coalesce(sum(m.amount_paise), 0)::bigint from transaction_month_totals m join users u
         on u.id = m.user_id where u.email like $1) as totals`,
    [writers],
  );
  check(
    answers.every((r) => r.status === 200),
    `recurring catch-up through both instances at once answered 200 (${answers.map((r) => r.status).join(" ")})`,
  );
  check(
    stored.entries === expected && stored.days === expected && stored.keys === expected && added === expected,
    `each of ${expected} recurring entries was added once across both instances (rows ${stored.entries}, ` +
      `distinct days ${stored.days}, keys ${stored.keys}, catch-ups reported ${added})`,
  );
  check(
    stored.paise === stored.totals,
    `the writers' month totals match their transactions (${stored.totals} against ${stored.paise} paise)`,
  );
}

async function main() {
  const failures = [];
  const check = (ok, what) => {
    if (!ok) failures.push(what);
    say(`${ok ? "✔" : "✖"} ${what}`);
  };

  postgres = await createThrowawayPostgres();
  const admin = new pg.Client({ connectionString: postgres.url() });
  await admin.connect();
  await admin.query("create database arthshala");
  await admin.end();
  say(`throwaway PostgreSQL on port ${postgres.port}`);
  const databaseUrl = postgres.url("arthshala");
  // The check's own connection to the app's database: promotes the admin, terminates the app's
  // backends (never its own) and reads what was stored.
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();

  const [portA, portB, portC, proxyPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const proxyBase = `http://127.0.0.1:${proxyPort}`;
  const env = {
    AUTH_RATE_LIMIT: String(SIGN_IN_LIMIT),
    TRUST_PROXY: "1",
    // Links in mail and the allowed Origin name the address learners use: the proxy's.
    PUBLIC_URL: proxyBase,
    // The rewards race's learners are minutes old: no cooling-off hold.
    REWARDS_COOLING_OFF_DAYS: "0",
  };
  // c serves only the rewards race (3 instances redeeming at once); the proxy spreads over a and b.
  for (const [name, port] of [
    ["a", portA],
    ["b", portB],
    ["c", portC],
  ]) {
    servers.push(startServer({ port, databaseUrl, env, name }));
  }
  const [a, b, c] = servers;
  await Promise.all(servers.map((s) => waitHealthy(s)));
  say(
    `instances up on ${a.base}, ${b.base} and ${c.base} (${SERVER_CMD}), started together on an empty database`,
  );
  proxy = await startProxy([a.base, b.base], proxyPort);

  // An admin (promoted in the database, as `npm run admin` would) and a course to rename later.
  const runId = Date.now().toString(36);
  const adminEmail = `admin-${runId}@example.in`;
  await signUpLearner(proxyBase, adminEmail, 1);
  await db.query("update users set role = 'Admin', email_verified_at = now() where email = $1", [adminEmail]);
  const signIn = await request(`${proxyBase}/api/auth/signin`, {
    method: "POST",
    body: { email: adminEmail, password: "fleet-check-pw-9" },
    from: loopback(2),
  });
  const adminCookie = [signIn.headers?.["set-cookie"] ?? []]
    .flat()
    .join(";")
    .match(/arthshala_session=[^;]+/)?.[0];
  if (!adminCookie) throw new Error(`admin sign-in failed: ${signIn.status}`);
  const courseForm = (title) => {
    const form = new FormData();
    form.set("title", title);
    form.set("description", "A course for the fleet check.");
    form.set("modules_count", "1");
    form.set("duration", "5");
    return form;
  };
  const created = await fetch(`${proxyBase}/api/courses/add`, {
    method: "POST",
    headers: { cookie: adminCookie, origin: proxyBase },
    body: courseForm("Fleet course"),
  });
  if (created.status !== 201) throw new Error(`course add failed: ${created.status} ${await created.text()}`);
  const courseId = (await created.json()).id;

  const cookies = [];
  for (let i = 0; i < 4; i++)
    cookies.push(await signUpLearner(proxyBase, `writer-${runId}-${i}@example.in`, 10 + i));
  const load = startMixedLoad(proxyBase, { runId, cookies, signUpsPerSecond: 5, readers: 2 });

  const terminate = async () => {
    const { rows } = await db.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = 'arthshala' and pid <> pg_backend_pid()",
    );
    return rows.length;
  };
  await sleep(LOAD_MS / 4);
  load.setPhase("killed");
  const firstInFlight = load.inFlight();
  say(`terminated ${await terminate()} backends (${firstInFlight} tracker writes in flight)`);
  await sleep(LOAD_MS / 4);
  const secondInFlight = load.inFlight();
  say(`terminated ${await terminate()} backends again (${secondInFlight} tracker writes in flight)`);
  await sleep(LOAD_MS / 2);
  await load.stop();
  say(`load stopped: ${tally(load.results)}`);

  // Both instances lived through it and are healthy, their listeners back.
  for (const [name, server] of [
    ["a", a],
    ["b", b],
  ]) {
    check(server.alive(), `instance ${name} is still running`);
    let health = await request(`${server.base}/api/health`);
    for (let i = 0; i < 120 && (health.status !== 200 || health.body?.listener !== "ok"); i++) {
      await sleep(250);
      health = await request(`${server.base}/api/health`);
    }
    check(
      health.status === 200 && health.body?.status === "ok",
      `instance ${name} is healthy (${JSON.stringify(health.body)})`,
    );
  }
  const odd = load.results.filter((r) => ![200, 201, 503].includes(r.status));
  check(
    odd.length === 0,
    `every answer was 2xx or 503 (others: ${odd.length}, e.g. ${JSON.stringify(odd.slice(0, 2))})`,
  );
  check(
    load.results.filter((r) => r.phase === "before" && r.status === 200).length > 0,
    "traffic was served before the terminations",
  );
  check(
    load.results.filter((r) => r.phase === "killed" && r.status === 200).length > 0,
    "traffic was served after them",
  );
  const stored = await checkWritesOnce(db, load.results, check);
  say(`${stored.signups} sign-ups and ${stored.writes} tracker writes acknowledged`);

  await checkRecurringOnce(db, [a, b], cookies, runId, proxyBase, check);
  await checkRedemptionsOnce(db, [a, b, c], cookies, runId, proxyBase, check);

  // A course renamed through A shows through B.
  const titleOn = async (server) =>
    (
      await request(`${server.base}/api/courses/course/${courseId}`, {
        method: "POST",
        body: {},
        headers: { origin: proxyBase },
      })
    ).body?.title;
  check((await titleOn(b)) === "Fleet course", "instance b serves the course's first title");
  const renamed = await fetch(`${a.base}/api/courses/${courseId}`, {
    method: "PUT",
    headers: { cookie: adminCookie, origin: proxyBase },
    body: courseForm("Fleet course, renamed"),
  });
  const renamedAt = Date.now();
  check(renamed.status === 200, `the rename through instance a succeeded (${renamed.status})`);
  let seenAfter;
  while (Date.now() - renamedAt < RENAME_LIMIT_MS * 5) {
    if ((await titleOn(b)) === "Fleet course, renamed") {
      seenAfter = Date.now() - renamedAt;
      break;
    }
    await sleep(50);
  }
  check(
    seenAfter !== undefined && seenAfter <= RENAME_LIMIT_MS,
    `instance b served the new title within ${RENAME_LIMIT_MS / 1000} s (after ${seenAfter ?? "never"} ms)`,
  );

  // One sign-in limit for both instances: one client address, wrong passwords for unknown emails (so
  // no account's own throttle counts), alternating between the instances through the proxy.
  const attempts = [];
  for (let i = 0; i < SIGN_IN_LIMIT + 2; i++) {
    const res = await request(`${proxyBase}/api/auth/signin`, {
      method: "POST",
      body: { email: `nobody-${runId}-${i}@example.in`, password: "not-the-password" },
      from: loopback(900),
    });
    attempts.push(res.status);
  }
  const firstRefused = attempts.indexOf(429);
  check(
    firstRefused === SIGN_IN_LIMIT,
    `the per-address sign-in limit (${SIGN_IN_LIMIT}) held across both instances (answers: ${attempts.join(" ")})`,
  );
  await db.end();
  return failures;
}

const overall = setTimeout(() => {
  console.error(`✖ fleet-check took over ${TOTAL_LIMIT_MS / 1000} s; giving up`);
  cleanup().finally(() => process.exit(1));
}, TOTAL_LIMIT_MS);

let failures;
let lastLogs = [];
try {
  failures = await main();
} catch (err) {
  failures = [`the check could not run: ${err.stack ?? err}`];
} finally {
  // The errors the servers logged (level 50 and up) say why an answer was a 500; then the last lines.
  const tagged = (pick) => servers.flatMap((s, i) => pick(s.logs).map((l) => `${"ab"[i]}: ${l}`));
  lastLogs = [
    ...tagged((logs) => logs.filter((l) => /"level":(5\d|60)/.test(l)).slice(-10)),
    ...tagged((logs) => logs.slice(-15)),
  ];
  await cleanup();
  clearTimeout(overall);
}
if (failures.length) {
  console.error(`✖ fleet-check failed (${seconds()}):\n  - ${failures.join("\n  - ")}`);
  console.error(`last server log lines:\n${lastLogs.join("\n")}`);
  process.exit(1);
}
console.warn(`✔ fleet-check passed in ${seconds()}`);
