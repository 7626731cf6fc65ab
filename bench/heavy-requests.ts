/**
 * `npx tsx bench/heavy-requests.ts` (after `npm run build`): the requests that cost the server the most
 * CPU, each timed alone and with /api/health asked every 20 ms meanwhile, so a request that holds the
 * event loop shows as health's worst wait. A benchmark, not a test: nothing here asserts a time.
 *
 *   - a statement of 19,000 lines (about 1.45 MB): preview, parse, then save (all at once if the server
 *     takes it, else in parts of BENCH_COMMIT_PART, default 2,000; 5,000 for a server from before Step 10)
 *   - a 2 MB line of commas: one preview, then three at once
 *   - every share image, uncached, at once
 *   - /courses, then 420 made-up paths, then /courses again (is it still kept?)
 *   - /about while made-up catalogue searches flood in (400 one after another, then 500 searches and
 *     comparisons over BENCH_FLOOD_CONNECTIONS, default 16), and /courses, kept before and not asked
 *     during the flood, after it (still kept, or drawn again?)
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432   a server (a database is made and dropped)
 *   BENCH_PORT                                             default: a free port
 *   BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"   flags for the server's node (to profile it)
 *   BENCH_ONLY=statement,commas,images,paths,searches      only these parts (default: all)
 *   BENCH_DATABASE_NAME                                    the database made and dropped (default heavy_bench_<pid>)
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "./free-port.js";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.BENCH_PORT) || (await freePort());
const base = `http://127.0.0.1:${port}`;
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432";
const database = process.env.BENCH_DATABASE_NAME ?? `heavy_bench_${process.pid}`;
const T = "/api/fin-tools/expensetracker";
const only = (process.env.BENCH_ONLY ?? "").split(",").filter(Boolean);
const part = (name: string) => only.length === 0 || only.includes(name);

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean), "apps/api/dist/main.js"],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: `${serverUrl}/${database}`,
        LOG_LEVEL: "warn",
        AUTH_RATE_LIMIT: "100000",
        PUBLIC_URL: base,
      },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill("SIGKILL");
  throw new Error("the server did not become healthy within 60 s");
}

let cookie = "";
async function signUp(): Promise<void> {
  const res = await fetch(`${base}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({
      email: `heavy-${Date.now()}@example.in`,
      password: "bench-password-9",
      name: "Bench",
    }),
  });
  cookie = res.headers.get("set-cookie")?.split(";")[0] ?? "";
  if (res.status !== 201 || !cookie) throw new Error(`sign-up failed: ${res.status}`);
}

const post = (url: string, body: unknown) =>
  fetch(`${base}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, cookie },
    body: JSON.stringify(body),
  });

/** Runs `work` while asking /api/health every 20 ms: the work's time, health's worst wait and statuses. */
async function withHealth<T>(work: () => Promise<T>): Promise<{
  value: T;
  ms: number;
  healthWorstMs: number;
  healthStatuses: Record<number, number>;
}> {
  let done = false;
  let worst = 0;
  const statuses: Record<number, number> = {};
  const probe = (async () => {
    while (!done) {
      const started = performance.now();
      const res = await fetch(`${base}/api/health`).catch(() => null);
      await res?.arrayBuffer();
      worst = Math.max(worst, performance.now() - started);
      statuses[res?.status ?? 0] = (statuses[res?.status ?? 0] ?? 0) + 1;
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const started = performance.now();
  const value = await work();
  const ms = performance.now() - started;
  done = true;
  await probe;
  return { value, ms: Math.round(ms), healthWorstMs: Math.round(worst), healthStatuses: statuses };
}

/** An SBI-layout statement with `lines` transaction lines, each one distinct. */
function statement(lines: number): string {
  const out = [
    "Account Name       :                ,Ms. BENCH LEARNER,,,,,",
    "Txn Date,Value Date,Description,Ref No./Cheque No.,        Debit,Credit,Balance",
  ];
  const merchants = ["SWIGGY", "ZOMATO", "IRCTC", "APOLLO PHARMACY", "JIO", "RAPIDO", "AMAZON", "DMART"];
  for (let i = 0; i < lines; i++) {
    const day = String((i % 28) + 1).padStart(2, "0");
    const month = ["Jan", "Feb", "Mar", "Apr", "May", "Jun"][Math.floor(i / 28) % 6];
    const date = `${day}-${month}-26`;
    const merchant = merchants[i % merchants.length];
    const debit = i % 5 !== 0;
    out.push(
      `${date},${date},UPI/${debit ? "DR" : "CR"}/${600000000000 + i}/${merchant}/YESB,T${i},${debit ? `${(i % 900) + 10}.${i % 100}` : " "},${debit ? " " : "1500.00"},"12,251.00"`,
    );
  }
  return out.join("\n");
}

const rows: Record<string, unknown>[] = [];
const tally = (statuses: number[]) => {
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
};
const report = (
  name: string,
  r: { ms: number; healthWorstMs: number; healthStatuses: object },
  extra = {},
) => {
  const row = {
    request: name,
    ms: r.ms,
    "health worst ms": r.healthWorstMs,
    health: r.healthStatuses,
    ...extra,
  };
  rows.push(row);
  console.warn(JSON.stringify(row));
};

async function main() {
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const tmp = await mkdtemp(path.join(os.tmpdir(), "arthshala-heavy-"));
  const server = await startServer(path.join(tmp, "data"));
  try {
    await signUp();
    // Warm up: the first request of each kind loads code.
    await (await post(`${T}/import/preview`, { csv: statement(5) })).arrayBuffer();

    if (part("statement")) await statementImport();
    if (part("commas")) await commaPreviews();
    if (part("images")) await shareImages();
    if (part("paths")) await madeUpPaths();
    if (part("searches")) await madeUpSearches();
    console.table(rows.map(({ health, statuses, ...r }) => r));
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    await rm(tmp, { recursive: true, force: true });
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}

async function statementImport() {
  const csv = statement(19_000);
  console.warn(`statement: 19,000 lines, ${(Buffer.byteLength(csv) / 1024 / 1024).toFixed(2)} MB`);
  const preview = await withHealth(async () => {
    const res = await post(`${T}/import/preview`, { csv });
    return { status: res.status, bytes: (await res.arrayBuffer()).byteLength };
  });
  report("preview, 19,000-line statement", preview, preview.value);
  const mapping = ((await (await post(`${T}/import/preview`, { csv })).json()) as { mapping: unknown })
    .mapping;
  const parse = await withHealth(async () => {
    const res = await post(`${T}/import/parse`, { csv, mapping });
    const body = (await res.json()) as { transactions: Array<Record<string, unknown>> };
    return { status: res.status, body };
  });
  report("parse, 19,000-line statement", parse, {
    status: parse.value.status,
    transactions: parse.value.body.transactions?.length,
  });
  const transactions = (parse.value.body.transactions ?? []).map(({ line, duplicate, ...t }) => t);
  const commit = await withHealth(async () => {
    const all = await post(`${T}/import/commit`, { mapping, transactions });
    const whole = (await all.json()) as { saved?: number };
    if (all.ok) return { commits: 1, saved: whole.saved ?? 0, wholeFileAccepted: true };
    let saved = 0;
    let commits = 0;
    // The server's limit per request: 5,000 before Step 10, 2,000 since (the web sends parts of it).
    const part = Number(process.env.BENCH_COMMIT_PART ?? 2000);
    for (let i = 0; i < transactions.length; i += part) {
      const res = await post(`${T}/import/commit`, {
        mapping,
        transactions: transactions.slice(i, i + part),
      });
      saved += ((await res.json()) as { saved: number }).saved ?? 0;
      commits++;
    }
    return { commits, saved, wholeFileAccepted: false };
  });
  report("commit, 19,000 transactions", commit, commit.value);
}

async function commaPreviews() {
  const commas = ",".repeat(2 * 1024 * 1024 - 1);
  const one = await withHealth(async () => {
    const res = await post(`${T}/import/preview`, { csv: commas });
    await res.arrayBuffer();
    return { status: res.status };
  });
  report("preview, 2 MB of commas", one, one.value);
  const three = await withHealth(async () =>
    Promise.all(
      [1, 2, 3].map(async () => {
        const res = await post(`${T}/import/preview`, { csv: commas });
        await res.arrayBuffer();
        return res.status;
      }),
    ),
  );
  report("preview, 2 MB of commas, three at once", three, { statuses: tally(three.value) });
}

async function shareImages() {
  const courses = (await (await fetch(`${base}/api/courses/getall`)).json().catch(() => [])) as unknown;
  const courseIds = Array.isArray(courses) ? courses.map((c: { id: number }) => c.id) : [];
  const articles = (await (await post("/api/articles/getall", { limit: 100, offset: 0 })).json()) as Array<{
    id: number;
  }>;
  const images = [
    "/og/site.png",
    ...courseIds.map((id) => `/og/course/${id}.png`),
    ...articles.map((a) => `/og/article/${a.id}.png`),
  ];
  const og = await withHealth(async () =>
    Promise.all(
      images.map(async (url) => {
        const res = await fetch(`${base}${url}`);
        await res.arrayBuffer();
        return res.status;
      }),
    ),
  );
  report(`${images.length} share images, uncached, at once`, og, {
    statuses: tally(og.value),
  });
}

async function madeUpPaths() {
  const page = async (url: string) => {
    const started = performance.now();
    const res = await fetch(`${base}${url}`);
    await res.arrayBuffer();
    return { status: res.status, ms: Math.round(performance.now() - started) };
  };
  await page("/courses");
  const warm = await page("/courses");
  const random = await withHealth(async () => {
    const out: number[] = [];
    for (let i = 0; i < 420; i++)
      out.push((await page(`/bench-${i}-${Math.random().toString(36).slice(2)}`)).ms);
    return out;
  });
  const after = await page("/courses");
  const sorted = [...random.value].sort((a, b) => a - b);
  report("420 made-up paths, one after another", random, {
    "median ms": sorted[Math.floor(sorted.length / 2)],
    "/courses before ms": warm.ms,
    "/courses after ms": after.ms,
    "made-up path status": (await page("/bench-status-check")).status,
  });
}

/** A page asked once: its status, its time, and whether the server drew it (else the shell). */
async function timedPage(url: string): Promise<{ status: number; ms: number; drawn: boolean; body: string }> {
  const started = performance.now();
  const res = await fetch(`${base}${url}`);
  const body = await res.text();
  return {
    status: res.status,
    ms: performance.now() - started,
    drawn: body.includes('id="root" data-rendered-lang='),
    body,
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0);
};

/** `urls` over `connections` at once (each sends its next when one returns), /about asked every 20 ms. */
async function flood(urls: string[], connections: number) {
  const about: number[] = [];
  let done = false;
  const probe = (async () => {
    while (!done) {
      about.push((await timedPage("/about")).ms);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const answers: Array<{ status: number; ms: number; drawn: boolean }> = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < urls.length) answers.push(await timedPage(urls[next++]!));
    }),
  );
  const ms = Math.round(performance.now() - started);
  done = true;
  await probe;
  return { ms, about, answers };
}

async function madeUpSearches() {
  const products = (await (await fetch(`${base}/api/schemes/catalogue`)).json()) as {
    products: Array<{ id: number }>;
  };
  const ids = products.products.map((p) => p.id);
  // Comparisons of three distinct products that exist, each a different address.
  const comparisons: string[] = [];
  for (const a of ids)
    for (const b of ids)
      for (const c of ids) if (a !== b && b !== c && a !== c) comparisons.push(`${a},${b},${c}`);
  // Warm up: /about and /savings drawn and kept; /about's time from the cache, alone.
  await timedPage("/about");
  await timedPage("/savings");
  const alone: number[] = [];
  for (let i = 0; i < 20; i++) alone.push((await timedPage("/about")).ms);

  const connections = Number(process.env.BENCH_FLOOD_CONNECTIONS ?? 16);
  const floods: Array<[string, string[], number]> = [
    [
      "400 made-up /savings searches, one after another",
      Array.from({ length: 400 }, (_, n) => `/savings?max_lock_in_months=${n}`),
      1,
    ],
    [
      `500 made-up searches and comparisons, ${connections} at once`,
      Array.from({ length: 500 }, (_, n) =>
        n % 2 === 0
          ? `/savings?max_lock_in_months=${n}&sort=name_asc`
          : `/savings/compare?ids=${comparisons[n % comparisons.length]}`,
      ),
      connections,
    ],
  ];
  for (const [name, urls, at] of floods) {
    // /courses is kept before the flood and not asked during it: the same page after (byte for byte: a
    // new drawing carries new query timestamps) says the flood did not push it out of the cache.
    await timedPage("/courses");
    const kept = await timedPage("/courses");
    const run = await flood(urls, at);
    const later = await timedPage("/courses");
    const after: number[] = [];
    for (let i = 0; i < 5; i++) after.push((await timedPage("/about")).ms);
    const row = {
      request: name,
      ms: run.ms,
      "median ms": percentile(
        run.answers.map((a) => a.ms),
        50,
      ),
      drawn: run.answers.filter((a) => a.drawn).length,
      statuses: tally(run.answers.map((a) => a.status)),
      "/about alone p50 ms": percentile(alone, 50),
      "/about during p50 ms": percentile(run.about, 50),
      "/about during p99 ms": percentile(run.about, 99),
      "/about during max ms": percentile(run.about, 100),
      "/about after p50 ms": percentile(after, 50),
      "/courses kept ms": Math.round(kept.ms),
      "/courses after ms": Math.round(later.ms),
      "/courses still kept": later.body === kept.body,
    };
    rows.push(row);
    console.warn(JSON.stringify(row));
  }
}

await main();
