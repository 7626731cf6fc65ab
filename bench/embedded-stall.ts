/**
 * `npx tsx bench/embedded-stall.ts` (after `npm run build`): can one learner's writes stall the embedded
 * (PGlite) server? PGlite is one connection inside the server's process, so a long transaction holds every
 * other query, /api/health's included. This starts the built server on a fresh embedded database and asks
 * /api/health every 50 ms during each load below, printing health's p50 / max and the load's own time:
 *
 *   - 3 learners at once each make 15 weekly rules starting 364 days back (each rule adds its ~52 entries)
 *   - one learner makes 50 such rules
 *   - one learner saves a 2,000-row statement import
 *   - catch-up after downtime: the server is stopped, the rules' entries are taken out of the database
 *     (as if it had been down for the year), and it is started again: the job at start and the learners'
 *     own catch-up (POST …/recurring/catch-up, as the tracker sends when opened) add them back
 *
 *   BENCH_PORT     default: a free port
 *   BENCH_SERVER   the built server to start (default apps/api/dist/main.js): a copy of another build's
 *                  apps/api/dist, put beside it (e.g. apps/api/dist-main), compares two builds
 *
 * A benchmark, not a test: nothing here asserts a time (the documented health budget is 2 s).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { freePort } from "./free-port.js";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.BENCH_PORT) || (await freePort());
const base = `http://127.0.0.1:${port}`;
const T = "/api/fin-tools/expensetracker";

async function startServer(dataDir: string): Promise<ChildProcess> {
  // The built server, as `npm start` runs it (bench/run.ts), on the embedded database in dataDir.
  const child = spawn(process.execPath, [process.env.BENCH_SERVER ?? "apps/api/dist/main.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT: "100000",
      PUBLIC_URL: base,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  return child;
}

async function untilHealthy(): Promise<void> {
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("the server did not become healthy within 120 s");
}

/** Until the port takes connections (not health: on old builds the job at start held it for minutes). */
async function untilListening(): Promise<void> {
  for (let i = 0; i < 12_000; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.destroy();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("the server did not listen within 600 s");
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

interface Learner {
  cookie: string;
}

async function signUp(n: number): Promise<Learner> {
  const res = await fetch(`${base}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({
      email: `stall-${n}-${Date.now()}@example.in`,
      password: "bench-password-9",
      name: `Stall ${n}`,
    }),
  });
  // The session cookie (sign-up also sets a device cookie, first).
  const cookie =
    res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0] ?? "")
      .find((c) => c.startsWith("arthshala_session=")) ?? "";
  if (res.status !== 201 || !cookie) throw new Error(`sign-up failed: ${res.status}`);
  return { cookie };
}

async function post(who: Learner, url: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${base}${T}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, cookie: who.cookie },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

async function entriesOf(who: Learner): Promise<number> {
  const res = await fetch(`${base}${T}/recurring`, { headers: { cookie: who.cookie } });
  const body = (await res.json()) as { data: Array<{ added: number }> };
  return body.data.reduce((sum, r) => sum + r.added, 0);
}

const indiaToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const daysBack = (n: number) =>
  new Date(Date.parse(indiaToday()) - n * 86_400_000).toISOString().slice(0, 10);

/** `rules` weekly rules from 364 days back, made one after another (each adds its entries at once). */
async function makeRules(who: Learner, rules: number): Promise<number> {
  let added = 0;
  for (let i = 0; i < rules; i++) {
    const saved = (await post(who, "/recurring", {
      rule: {
        title: `Weekly ${i}`,
        category: i % 2 ? "Food" : "Travel",
        type: "expense",
        amount: 100 + i + 0.25,
        cadence: "weekly",
        dayOfMonth: null,
        startsOn: daysBack(364 - (i % 7)),
        endsOn: null,
      },
    })) as { added: number };
    added += saved.added;
  }
  return added;
}

/**
 * Runs `work` while asking /api/health every 50 ms (a new request 50 ms after the last answered): health's
 * p50 and max over the answers, the work's own time, and how many health answers were not 200.
 */
async function withHealth<T>(
  label: string,
  work: () => Promise<T>,
  extra: Record<string, unknown> = {},
): Promise<T> {
  let done = false;
  const times: number[] = [];
  let bad = 0;
  let failed = 0;
  let failedMs = 0;
  const probe = (async () => {
    while (!done) {
      const started = performance.now();
      try {
        const res = await fetch(`${base}/api/health`);
        await res.arrayBuffer();
        times.push(performance.now() - started);
        if (res.status !== 200) bad++;
      } catch {
        // Not listening yet (a restart), or the connection failed: counted apart, with the longest wait.
        failed++;
        failedMs = Math.max(failedMs, performance.now() - started);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const started = performance.now();
  const value = await work();
  const ms = performance.now() - started;
  done = true;
  await probe;
  times.sort((a, b) => a - b);
  const p50 = times[Math.floor(times.length / 2)] ?? 0;
  const max = times.at(-1) ?? 0;
  rows.push({
    load: label,
    "load ms": Math.round(ms),
    "health answers": times.length,
    "health p50 ms": Math.round(p50),
    "health max ms": Math.round(max),
    "non-200": bad,
    "no answer": failed,
    "longest no-answer ms": Math.round(failedMs),
    ...extra,
  });
  console.log(rows.at(-1));
  return value;
}

const rows: Record<string, unknown>[] = [];
const dataDir = await mkdtemp(path.join(os.tmpdir(), "arthshala-stall-"));
let server = await startServer(dataDir);
try {
  await untilHealthy();
  const learners = [await signUp(1), await signUp(2), await signUp(3)];
  const many = await signUp(4);
  const importer = await signUp(5);

  const made = await withHealth("3 learners × 15 back-dated weekly rules, at once", () =>
    Promise.all(learners.map((l) => makeRules(l, 15))),
  );
  const made50 = await withHealth("1 learner × 50 back-dated weekly rules", () => makeRules(many, 50));
  const expected = made.reduce((a, b) => a + b, 0) + made50;

  const transactions = Array.from({ length: 2_000 }, (_, i) => ({
    title: `UPI/${600000000000 + i}/SHOP`,
    category: "Shopping",
    type: "expense",
    amount: (i % 900) + 10.5,
    date: daysBack(i % 60),
    fingerprint: `stall-${i}`,
  }));
  const mapping = { headerRow: 1, date: 0, description: 2, amount: 4, dateFormat: "DD-MMM-YY" };
  const saved = await withHealth("2,000-row import commit", () =>
    post(importer, "/import/commit", { mapping, transactions }),
  );
  console.log("import:", saved);

  // Downtime: stop, take the rules' entries out (rules due again from their start), start again.
  await stopServer(server);
  const db = await PGlite.create(path.join(dataDir, "db"));
  await db.exec(`
    delete from transactions where source = 'recurring';
    delete from recurring_entries;
    update recurring_rules set next_on = starts_on;
    delete from transaction_month_totals where user_id in (select user_id from recurring_rules);`);
  await db.close();
  const spawned = performance.now();
  server = await startServer(dataDir);
  await untilListening();
  const listenMs = Math.round(performance.now() - spawned);
  const everyone = [...learners, many];
  // From the moment it listens: the job at start is already catching up.
  const back = await withHealth(
    `catch-up after downtime (${expected} entries, 95 rules)`,
    async () => {
      await Promise.all(everyone.map((l) => post(l, "/recurring/catch-up", {})));
      // The job may still hold some rules (their learner's catch-up waited for it): until all are back.
      for (;;) {
        const total = (await Promise.all(everyone.map(entriesOf))).reduce((a, b) => a + b, 0);
        if (total >= expected) return total;
        await new Promise((r) => setTimeout(r, 250));
      }
    },
    { "listening after ms": listenMs },
  );
  console.log(`entries before downtime ${expected}, after catch-up ${back}`);
  console.table(rows);
} finally {
  await stopServer(server).catch(() => undefined);
  await rm(dataDir, { recursive: true, force: true });
}
