/**
 * `npm run bench`: starts the production server on a freshly seeded database and measures each endpoint
 * with autocannon (50 connections, fixed duration), then prints requests/s, p50/p99 latency and the
 * server's peak RSS. A benchmark, not a test: there are no thresholds.
 *
 *   BENCH_DURATION=10          seconds per endpoint
 *   BENCH_CONNECTIONS=50
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench   run against PostgreSQL instead of PGlite
 *   BENCH_POPULATION=100000    PostgreSQL only: first write that many learners (~50 ledger rows each),
 *                              check the boards' query plans (board-plans.ts: stops if one sorts the
 *                              learners instead of reading its index), then measure the home,
 *                              leaderboard and learning calls as 1,000 of them, and the tracker's
 *                              charts as one learner with 20,000 transactions
 *   BENCH_WARMUP=2             seconds of the same load, not measured, before each endpoint's runs
 *   BENCH_PACED=0              skip the paced runs (below)
 *   BENCH_ONLY=leaderboard,tracker  measure only endpoints whose path contains one of these (health always runs)
 *
 * Beside req/s, each flat-out run reports the CPU ms per request of the server process and (PostgreSQL
 * on this machine) of the database backends serving it: on a shared machine req/s moves with other
 * jobs' load, the CPU a request costs much less.
 *
 * Each endpoint is measured twice: flat out (autocannon sends the next request the moment one returns, so
 * p99 there is mostly 50 connections ÷ throughput), then paced at a quarter of /api/health's flat-out
 * requests/s, evenly spaced over up to 50 connections (paced-load.ts): the issues' target ("a quarter of
 * health's requests/s with p99 under 50 ms"), the latency a learner sees while the server carries that load.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { checkBoardPlans } from "./board-plans.js";
import { checkClassPlans } from "./class-plans.js";
import { databaseCpuMs, processCpuMs } from "./cpu-time.js";
import { endpoints, populationEndpoints } from "./endpoints.js";
import { freePort } from "./free-port.js";
import { pacedLoad } from "./paced-load.js";
import { populate } from "./population.js";

const root = path.resolve(import.meta.dirname, "..");
// A free port unless one is asked for, so a bench never collides with a server already running.
const port = Number(process.env.BENCH_PORT) || (await freePort());
const base = `http://127.0.0.1:${port}`;
const duration = Number(process.env.BENCH_DURATION ?? 10);
// Each endpoint's first requests pay for compiling its code and preparing its statements on each pool
// connection (getdata measured 1.98 server CPU ms/req in a first 5 s run, 1.20 in the next): the
// warm-up takes that out of the figures, which are about a server that has been running.
const warmup = Number(process.env.BENCH_WARMUP ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? "";
const population = Number(process.env.BENCH_POPULATION ?? 0);
if (population && !databaseUrl) throw new Error("BENCH_POPULATION needs BENCH_DATABASE_URL (PostgreSQL)");

async function startServer(dataDir: string): Promise<ChildProcess> {
  // The built server, as `npm start` runs it, in this one process, so its RSS is the server's own.
  const child = spawn(process.execPath, ["apps/api/dist/main.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT: "100000",
      PUBLIC_URL: base,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill("SIGKILL");
  throw new Error("the server did not become healthy within 30 s");
}

async function peakRssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = Number(status.match(/VmHWM:\s+(\d+)/)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function signUp(): Promise<string> {
  const res = await fetch(`${base}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({
      email: `bench-${Date.now()}@example.in`,
      password: "bench-password",
      name: "Bench",
    }),
  });
  const cookie = res.headers.get("set-cookie")?.split(";")[0];
  if (res.status !== 201 || !cookie) throw new Error(`sign-up for the bench failed: ${res.status}`);
  return cookie;
}

async function main() {
  const tmp = await mkdtemp(path.join(os.tmpdir(), "arthshala-bench-"));
  const server = await startServer(path.join(tmp, "data"));
  const results: Record<string, unknown>[] = [];
  try {
    const people = population ? await populate(databaseUrl, population) : null;
    if (population) {
      console.warn("The boards' query plans on this population (EXPLAIN ANALYZE):");
      await checkBoardPlans(databaseUrl);
      console.warn("The class dashboard's and leaderboard's query plans (EXPLAIN ANALYZE):");
      const ids = people!.classes.map((c) => c.id);
      await checkClassPlans(
        databaseUrl,
        [ids[0], ids[Math.floor(ids.length / 2)], ids.at(-1)].filter((id): id is number => id !== undefined),
      );
      console.warn("");
    }
    const cookies = people ? people.cookies : [await signUp()];
    console.warn(
      `Benchmarking ${base} on ${databaseUrl ? "PostgreSQL" : "PGlite"}: ${connections} connections, ${duration} s per endpoint\n`,
    );
    const paced = process.env.BENCH_PACED !== "0";
    let healthRps = 0;
    const only = (process.env.BENCH_ONLY ?? "").split(",").filter(Boolean);
    const chosen = (population ? populationEndpoints : endpoints).filter(
      (e) => !only.length || e.path === "/api/health" || only.some((o) => e.path.includes(o)),
    );
    // Who asks the i-th request of an endpoint, and (for a class's endpoint) which class it asks about.
    const askers = people?.classes.filter((c) => c.learnerCookie) ?? [];
    const requestAs = (e: (typeof chosen)[number], i: number): { cookie: string; path?: string } => {
      if (e.perClass && people) {
        const c = askers[i % askers.length]!;
        const cookie = e.perClass === "teacher" ? c.teacherCookie : (c.learnerCookie as string);
        return { cookie, path: e.path.replace(":classId", String(c.id)) };
      }
      return { cookie: (e.tracker && people ? people.trackerCookie : cookies[i % cookies.length]) as string };
    };
    for (const e of chosen) {
      // Unsafe methods carry the same-origin header a browser sends (the API refuses cross-site ones).
      const headers: Record<string, string> = { ...e.headers };
      if (e.method !== "GET") headers.origin = base;
      let next = 0;
      const run = (seconds = duration) =>
        autocannon({
          url: `${base}${e.path}`,
          method: e.method,
          headers,
          body: e.body,
          connections,
          duration: seconds,
          // Each request signed in as the next learner of the pool (one learner without a population).
          ...(e.auth
            ? {
                requests: [
                  {
                    setupRequest: (req: autocannon.Request) => {
                      const { path: classPath, cookie } = requestAs(e, next++);
                      req.headers = { ...req.headers, cookie };
                      if (classPath) req.path = classPath;
                      return req;
                    },
                  },
                ],
              }
            : {}),
        });
      if (warmup > 0) await run(warmup);
      // CPU per request over the flat-out run: the server's, and its pool's backends' (PostgreSQL).
      const cpuBefore = [await processCpuMs(server.pid!), await databaseCpuMs(databaseUrl)];
      const r = await run();
      const cpuAfter = [await processCpuMs(server.pid!), await databaseCpuMs(databaseUrl)];
      const perRequest = (i: number) => {
        const [a, b] = [cpuBefore[i], cpuAfter[i]];
        return a == null || b == null || !r.requests.total
          ? null
          : Math.round((100 * (b - a)) / r.requests.total) / 100;
      };
      const isHealth = e.path === "/api/health";
      if (isHealth) healthRps = r.requests.average;
      // The paced run starts once the flat-out run's leftovers have passed (50 sockets closing, both
      // processes collecting that run's garbage): measured, they put up to 60 ms into its first second.
      if (paced && !isHealth) await new Promise((r) => setTimeout(r, 3000));
      const p =
        paced && !isHealth && healthRps
          ? await pacedLoad({
              url: `${base}${e.path}`,
              method: e.method,
              headers: (i) => (e.auth ? { ...headers, cookie: requestAs(e, i).cookie } : headers),
              ...(e.perClass ? { path: (i: number) => requestAs(e, i).path as string } : {}),
              body: e.body,
              rate: Math.round(healthRps / 4),
              durationS: duration,
              connections,
            })
          : null;
      const row = {
        endpoint: `${e.method} ${e.path}`,
        "req/s": Math.round(r.requests.average),
        "% of health": healthRps ? Math.round((100 * r.requests.average) / healthRps) : null,
        "p50 ms": r.latency.p50,
        "p99 ms": r.latency.p99,
        "server CPU ms/req": perRequest(0),
        ...(databaseUrl ? { "db CPU ms/req": perRequest(1) } : {}),
        ...(paced
          ? {
              "paced req/s": p ? p.rps : null,
              "paced p50 ms": p ? p.p50 : null,
              "paced p99 ms": p ? p.p99 : null,
            }
          : {}),
        non2xx: r.non2xx + (p?.non2xx ?? 0),
        errors: r.errors + r.timeouts + (p?.errors ?? 0),
      };
      results.push(row);
      console.warn(JSON.stringify(row));
    }
    const rss = await peakRssMb(server.pid!);
    console.warn("");
    console.table(results);
    console.warn(`Server peak RSS: ${rss} MB (VmHWM)`);
    await mkdir(path.join(root, "bench/results"), { recursive: true });
    await writeFile(
      path.join(root, `bench/results/${population ? "population" : "latest"}.json`),
      JSON.stringify(
        {
          at: new Date().toISOString(),
          database: databaseUrl ? "postgres" : "pglite",
          population,
          connections,
          duration,
          peakRssMb: rss,
          results,
        },
        null,
        2,
      ),
    );
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    await rm(tmp, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
