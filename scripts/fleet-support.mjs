// What scripts/pg-restart-check.mjs and scripts/fleet-check.mjs share: starting the built server as a
// process of its own, HTTP calls that can come from any loopback address (so per-address limits see
// different clients), and a mixed load whose every answer is recorded.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** The built server, as `npm start` runs it (npm test builds it before these scripts run in CI). */
export const SERVER_CMD = process.env.SERVER_CMD ?? "node apps/api/dist/main.js";

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A line logger with seconds since `started`. */
export function sayer(name) {
  const started = Date.now();
  const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  return { say: (line) => console.warn(`[${name} ${seconds()}] ${line}`), seconds };
}

/**
 * Starts one server process (its own process group and DATA_DIR) on `port`, logging into `logs`.
 * Returns { child, base, logs, stop() }.
 */
export function startServer({ port, databaseUrl, env = {}, name = "server" }) {
  const [cmd, ...args] = SERVER_CMD.split(/\s+/).filter(Boolean);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `arthshala-${name}-`));
  const base = `http://127.0.0.1:${port}`;
  const logs = [];
  const child = spawn(cmd, args, {
    cwd: repoRoot,
    // Its own process group, so stop() reaches a node process that a wrapper (tsx) started as well.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      SEED_ON_START: "false",
      LOG_LEVEL: "info",
      ...env,
    },
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on("data", (b) => logs.push(...b.toString().split("\n").filter(Boolean)));
  }
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    child,
    base,
    logs,
    alive,
    async stop() {
      if (alive()) {
        const exited = new Promise((r) => child.once("exit", r));
        process.kill(-child.pid, "SIGTERM");
        const timer = setTimeout(() => alive() && process.kill(-child.pid, "SIGKILL"), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One HTTP call from the loopback address `from` (127.x.y.z: every one of them reaches this machine),
 * so a server behind a proxy that forwards the client's address sees different clients. Resolves with
 * { status, headers, body } or { status: 0, error } when no answer came.
 */
export function request(url, { method = "GET", body, headers = {}, from, timeoutMs = 15_000 } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const target = new URL(url);
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method,
        localAddress: from,
        agent: false,
        headers: {
          ...(payload ? { "content-type": "application/json" } : {}),
          origin: `${target.protocol}//${target.host}`,
          ...headers,
        },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString();
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode, headers: res.headers, body: json ?? text });
        });
        res.on("error", (err) => resolve({ status: 0, error: String(err) }));
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on("error", (err) => resolve({ status: 0, error: String(err) }));
    req.end(payload);
  });
}

/** Waits until `base`'s health answers 200 (or the process dies / the guard passes). */
export async function waitHealthy(server, guardMs = 60_000) {
  const until = Date.now() + guardMs;
  for (;;) {
    const res = await request(`${server.base}/api/health`, { timeoutMs: 5_000 });
    if (res.status === 200) return res;
    if (!server.alive()) throw new Error(`the server exited:\n${server.logs.slice(-20).join("\n")}`);
    if (Date.now() > until) throw new Error(`the server did not become healthy (last: ${res.status})`);
    await sleep(250);
  }
}

/** A distinct loopback address per number: 127.<a>.<b>.<c>, never 127.0.0.1. */
export const loopback = (n) => `127.${1 + ((n >> 16) & 0x7f)}.${(n >> 8) & 0xff}.${n & 0xff || 1}`;

const SESSION = /arthshala_session=[^;]+/;

/** Signs a learner up (from its own address) and returns their cookie. */
export async function signUpLearner(base, email, n) {
  const res = await request(`${base}/api/auth/signup`, {
    method: "POST",
    body: { email, password: "fleet-check-pw-9", name: "Fleet" },
    from: loopback(n),
  });
  const cookie = [res.headers?.["set-cookie"] ?? []].flat().join(";").match(SESSION)?.[0];
  if (res.status !== 201 || !cookie)
    throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return cookie;
}

/**
 * Mixed traffic until stop(): sign-ups (each from an address of its own) about `signUpsPerSecond`, and one
 * loop per learner cookie that adds tracker transactions one after another (each a database transaction
 * of several statements, so some are always open). Every request is recorded with the phase it was
 * sent in and its answer; `inFlight()` says how many tracker writes are waiting right now.
 */
export function startMixedLoad(base, { runId, cookies, signUpsPerSecond = 5, readers = 0 }) {
  const results = [];
  const pending = new Set();
  let phase = "before";
  let stopped = false;
  let n = 0;
  let trackerInFlight = 0;
  const track = (p) => {
    pending.add(p);
    p.finally(() => pending.delete(p));
  };

  const signUp = async () => {
    const i = n++;
    const email = `load-${runId}-${i}@example.in`;
    const sentIn = phase;
    const res = await request(`${base}/api/auth/signup`, {
      method: "POST",
      body: { email, password: "fleet-check-pw-9", name: "Load" },
      from: loopback(100_000 + i),
    });
    results.push({
      kind: "signup",
      key: email,
      phase: sentIn,
      status: res.status,
      retryAfter: res.headers?.["retry-after"],
    });
  };
  const signUps = setInterval(() => {
    if (pending.size < 40) track(signUp());
  }, 1000 / signUpsPerSecond);

  const trackerLoop = async (cookie, loop) => {
    for (let i = 0; !stopped; i++) {
      const title = `fleet ${runId} ${loop}-${i}`;
      const sentIn = phase;
      trackerInFlight++;
      const res = await request(`${base}/api/fin-tools/expensetracker/transaction`, {
        method: "POST",
        headers: { cookie },
        body: { transaction: { title, category: "Food", type: "expense", amount: 12.5, date: today() } },
        from: loopback(200_000 + loop),
      });
      trackerInFlight--;
      results.push({
        kind: "tracker",
        key: title,
        phase: sentIn,
        status: res.status,
        retryAfter: res.headers?.["retry-after"],
      });
      // While the database is away, answers come back at once: do not spin.
      if (res.status !== 200) await sleep(100);
    }
  };
  const readLoop = async (loop) => {
    while (!stopped) {
      const sentIn = phase;
      const res = await request(`${base}/api/courses/getall`, { from: loopback(300_000 + loop) });
      results.push({
        kind: "read",
        key: "",
        phase: sentIn,
        status: res.status,
        retryAfter: res.headers?.["retry-after"],
      });
      if (res.status !== 200) await sleep(100);
    }
  };
  const loops = [
    ...cookies.map((cookie, loop) => trackerLoop(cookie, loop)),
    ...Array.from({ length: readers }, (_, loop) => readLoop(loop)),
  ];

  return {
    results,
    inFlight: () => trackerInFlight,
    setPhase: (p) => {
      phase = p;
    },
    async stop() {
      stopped = true;
      clearInterval(signUps);
      await Promise.all(loops);
      await Promise.all(pending);
    },
  };
}

/** Today in India time (the tracker refuses dates in the future). */
function today() {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
}

/** Answers counted by kind, phase and status, for the log. */
export function tally(results) {
  const counts = {};
  for (const r of results) {
    const key = `${r.kind}/${r.phase}`;
    counts[key] ??= {};
    counts[key][r.status] = (counts[key][r.status] ?? 0) + 1;
  }
  return JSON.stringify(counts);
}

/**
 * Checks against the database that every acknowledged write is stored exactly once (and no write is
 * stored twice). `db` is a connected pg.Client.
 */
export async function checkWritesOnce(db, results, check) {
  const acked = (kind, ok) => results.filter((r) => r.kind === kind && r.status === ok).map((r) => r.key);
  const sent = (kind) => results.filter((r) => r.kind === kind).map((r) => r.key);

  const signups = acked("signup", 201);
  const users = await db.query(
    "select email, count(*)::int as n from users where email = any($1) group by email",
    [sent("signup")],
  );
  const userCount = new Map(users.rows.map((r) => [r.email, r.n]));
  check(
    signups.every((e) => userCount.get(e) === 1),
    `all ${signups.length} acknowledged sign-ups are stored once`,
  );

  const writes = acked("tracker", 200);
  const rows = await db.query(
    "select title, count(*)::int as n from transactions where title = any($1) group by title",
    [sent("tracker")],
  );
  const stored = new Map(rows.rows.map((r) => [r.title, r.n]));
  const missing = writes.filter((t) => stored.get(t) !== 1);
  check(
    missing.length === 0,
    `all ${writes.length} acknowledged tracker writes are stored once` +
      (missing.length ? ` (${missing.length} are not, e.g. ${missing.slice(0, 3).join(", ")})` : ""),
  );
  const doubled = [...stored].filter(([, n]) => n > 1);
  check(doubled.length === 0, `no tracker write is stored twice (${doubled.length} are)`);
  return { signups: signups.length, writes: writes.length };
}
