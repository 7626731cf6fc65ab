/**
 * `npm run lighthouse`: Lighthouse's mobile profile (simulated slow 4G, 4× CPU slowdown) on every page
 * issue 12 names, against the production build, printed as one table.
 *
 * It starts `node apps/api/dist/main.js` on a fresh embedded database (seeded), signs a learner up
 * through the API, gives them a few tracker entries, and audits the visitor pages without a cookie and
 * the learner pages with the learner's. Debian's Chromium is used (CHROME_PATH or `command -v chromium`).
 *
 *   --url <origin>   audit a server that is already running instead (e.g. an older build, for "before")
 *   --runs <n>       runs per page; the table shows the median run by performance (default 1)
 *   --only <text>    only pages whose name contains this text
 *   --json <file>    also write every run's scores and metrics to this file
 *   --floor          also audit each page with every script blocked, and print that run's performance and
 *                    TBT beside the real ones: the cost of drawing the server's HTML on this machine, which no
 *                    change to the app's JavaScript can remove (on a 2-core CI machine it alone was TBT ~400 ms)
 *   --tasks          also print each run's main-thread tasks of 10 ms or more, as measured (unthrottled),
 *                    with what ran in them (bench/trace-tasks.ts): the tasks the 4× simulation keeps and
 *                    multiplies, so what to split to lower TBT (a task under 12.5 ms blocks nothing)
 *   --cpu <n>        Lighthouse's CPU slowdown instead of its mobile 4×: TBT and LCP scale with this machine's
 *                    speed (Lighthouse's benchmarkIndex, in --json), so `--cpu 8` shows how the pages would
 *                    score on a machine half as fast (a 2-core machine here read 1484 to 3600 across sessions)
 *   --trace <dir>    also save each run's trace there, with the JavaScript samples (for DevTools'
 *                    Performance panel, or to attribute a task's time to functions; sampling costs a little)
 *
 * `npm run lighthouse` builds first; `npx tsx bench/lighthouse.ts` skips the build.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import lighthouse from "lighthouse";
import { findChromium } from "../scripts/check-chromium.mjs";
import { freePort } from "./free-port.js";
import { describeTasks, type TraceEvent } from "./trace-tasks.js";

const root = path.resolve(import.meta.dirname, "..");
const { values: args } = parseArgs({
  options: {
    url: { type: "string" },
    runs: { type: "string", default: "1" },
    only: { type: "string" },
    json: { type: "string" },
    floor: { type: "boolean", default: false },
    tasks: { type: "boolean", default: false },
    trace: { type: "string" },
    cpu: { type: "string" },
  },
});

interface PageRow {
  name: string;
  path: string;
  signedIn: boolean;
}

interface Result {
  page: string;
  performance: number;
  accessibility: number;
  "best practices": number;
  seo: number;
  "LCP s": number;
  "TBT ms": number;
  CLS: number;
  "first-screen JS kB gz": number;
  "perf, no JS"?: number;
  "TBT ms, no JS"?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function startServer(): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "arthshala-lighthouse-"));
  const origin = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["apps/api/dist/main.js"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      DATABASE_URL: "",
      SMTP_URL: "",
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT: "1000",
    },
  });
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`${origin}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    await sleep(100);
  }
  return {
    origin,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function call<T>(
  origin: string,
  url: string,
  body?: unknown,
  cookie?: string,
): Promise<{ data: T; cookie?: string }> {
  const res = await fetch(`${origin}${url}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      origin,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  const setCookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { data: (await res.json()) as T, cookie: setCookie || undefined };
}

/** A learner with a session, a course begun and some tracker entries, and the pages to audit. */
async function preparePages(origin: string): Promise<{ pages: PageRow[]; cookie: string }> {
  const id = Math.random().toString(36).slice(2, 8);
  const signup = await call<unknown>(origin, "/api/auth/signup", {
    name: "Asha Lighthouse",
    email: `asha-${id}@example.in`,
    password: `lighthouse-${id}-secret`,
    age_band: "18-25",
  });
  const cookie = signup.cookie ?? "";
  const courses = (await call<Array<{ id: number }>>(origin, "/api/courses/getall")).data;
  const courseId = courses[0]!.id;
  const roadmap = (
    await call<{ data: Array<{ moduleId: number; cards: Array<{ card_id: number }> }> }>(
      origin,
      `/api/courses/course/${courseId}`,
      {},
      cookie,
    )
  ).data;
  const firstModule = roadmap.data[0]!;
  const cardPath = `/courses/course/${courseId}/module/${firstModule.moduleId}/card/${firstModule.cards[0]!.card_id}`;
  const articles = (
    await call<Array<{ id: number; slug?: string | null }>>(origin, "/api/articles/getall", {})
  ).data;
  const article = articles[0]!;
  const articlePath = article.slug ? `/articles/${article.slug}` : `/articles?article=${article.id}`;
  const today = new Date().toISOString().slice(0, 10);
  for (const [title, category, type, amount] of [
    ["Salary", "Salary", "income", 25000],
    ["Groceries", "Food", "expense", 1840.5],
    ["Metro card", "Travel", "expense", 500],
    ["Recurring deposit", "Savings", "saving", 2000],
  ] as const) {
    await call(
      origin,
      "/api/fin-tools/expensetracker/transaction",
      { transaction: { title, category, type, amount, date: today } },
      cookie,
    ).catch((e: Error) => console.warn(`tracker entry skipped: ${e.message}`));
  }
  const pages: PageRow[] = [
    { name: "landing", path: "/", signedIn: false },
    { name: "courses", path: "/courses", signedIn: false },
    { name: "roadmap", path: `/courses/course/${courseId}`, signedIn: false },
    { name: "card", path: cardPath, signedIn: false },
    { name: "articles", path: "/articles", signedIn: false },
    { name: "article", path: articlePath, signedIn: false },
    { name: "scheme page", path: "/sbisavings", signedIn: false },
    { name: "home", path: "/home", signedIn: true },
    { name: "tracker", path: "/fin-tools/expensetracker", signedIn: true },
    { name: "policies", path: "/policies", signedIn: true },
  ];
  return { pages, cookie };
}

/** Debian's Chromium with a debugging port for Lighthouse (flags from STACK.md), on a throw-away profile. */
async function startChromium(chromePath: string): Promise<{ port: number; kill: () => Promise<void> }> {
  const port = await freePort();
  const profile = await mkdtemp(path.join(os.tmpdir(), "arthshala-lighthouse-chrome-"));
  const child = spawn(
    chromePath,
    [
      "--headless=new",
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  for (let i = 0; i < 200; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/json/version`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) break;
    if (child.exitCode !== null) throw new Error(`Chromium exited with ${child.exitCode}`);
    await sleep(100);
  }
  return {
    port,
    async kill() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      await rm(profile, { recursive: true, force: true });
    },
  };
}

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

async function audit(
  port: number,
  url: string,
  cookie: string | undefined,
  withoutScripts = false,
): Promise<Result & { raw: unknown }> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
    // The floor: the server-drawn page alone (parse, style, layout, paint, images), no script run.
    blockedUrlPatterns: withoutScripts ? ["*.js"] : undefined,
    // Partial: Lighthouse merges it over the mobile profile's slow 4G.
    throttling: args.cpu ? { cpuSlowdownMultiplier: Number(args.cpu) } : undefined,
    additionalTraceCategories: args.trace ? "disabled-by-default-v8.cpu_profiler" : undefined,
  });
  if (!result) throw new Error(`no result for ${url}`);
  const { lhr } = result;
  if (args.tasks && !withoutScripts) {
    console.error(`\n${url} (TBT ${Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0)} ms)`);
    console.error(describeTasks(result.artifacts.Trace.traceEvents as TraceEvent[], Number(args.cpu ?? 4)));
  }
  if (args.trace && !withoutScripts) {
    await mkdir(args.trace, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, "_")}-${Date.now()}.json`;
    await writeFile(path.join(args.trace, name), JSON.stringify(result.artifacts.Trace));
  }
  const score = (c: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  // Script bytes fetched before the page settles (transfer size, so gzip as served).
  const requests =
    (
      lhr.audits["network-requests"]?.details as {
        items?: Array<{ resourceType?: string; transferSize?: number }>;
      }
    )?.items ?? [];
  const jsBytes = requests
    .filter((r) => r.resourceType === "Script")
    .reduce((s, r) => s + (r.transferSize ?? 0), 0);
  return {
    page: "",
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best practices": score("best-practices"),
    seo: score("seo"),
    "LCP s": Math.round(numeric("largest-contentful-paint") / 100) / 10,
    "TBT ms": Math.round(numeric("total-blocking-time")),
    CLS: Math.round(numeric("cumulative-layout-shift") * 1000) / 1000,
    "first-screen JS kB gz": Math.round(jsBytes / 102.4) / 10,
    raw: {
      url,
      // Which element the largest paint was, and where the time went (for finding what to fix).
      lcpElement: JSON.stringify(lhr.audits["largest-contentful-paint-element"]?.details ?? null).slice(
        0,
        1500,
      ),
      bootup: (
        (lhr.audits["bootup-time"]?.details as { items?: Array<Record<string, unknown>> })?.items ?? []
      )
        .slice(0, 8)
        .map(
          (i) =>
            `${String(i.url).replace(/^.*\//, "")} total ${Math.round(Number(i.total))} script ${Math.round(Number(i.scripting))}`,
        ),
      longTasks: (
        (lhr.audits["long-tasks"]?.details as { items?: Array<Record<string, unknown>> })?.items ?? []
      )
        .slice(0, 8)
        .map(
          (i) =>
            `${String(i.url).replace(/^.*\//, "")} at ${Math.round(Number(i.startTime))} for ${Math.round(Number(i.duration))}`,
        ),
      // Lighthouse's own CPU reading: TBT scales with it, so figures from different machines compare only beside it.
      benchmarkIndex: lhr.environment?.benchmarkIndex,
      // Why a run has no metrics (Lighthouse then scores performance 0).
      runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
      warnings: lhr.runWarnings,
      scripts: requests
        .filter((r) => r.resourceType === "Script")
        .map((r) => `${String((r as { url?: string }).url).replace(/^.*\//, "")} ${r.transferSize ?? 0}`),
      metrics: Object.fromEntries(
        ["first-contentful-paint", "largest-contentful-paint", "speed-index", "total-blocking-time"].map(
          (id) => [id, Math.round(numeric(id))],
        ),
      ),
      // Every run's, not only the median's the table shows (issue 12 sets CLS ≤ 0.02, JS ≤ 150 KB gz).
      limits: {
        "cumulative-layout-shift": Math.round(numeric("cumulative-layout-shift") * 1000) / 1000,
        "first-screen JS kB gz": Math.round(jsBytes / 102.4) / 10,
      },
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])),
      failing: Object.values(lhr.audits)
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 1 &&
            a.scoreDisplayMode !== "informative" &&
            a.scoreDisplayMode !== "notApplicable" &&
            a.scoreDisplayMode !== "manual",
        )
        .map((a) => ({
          id: a.id,
          score: a.score,
          value: a.displayValue,
          // Which elements failed (an accessibility audit's nodes), to find them without a rerun.
          // Not every audit's items is a list (some insights hold an object).
          nodes: [(a.details as { items?: unknown } | undefined)?.items]
            .flatMap((items) =>
              Array.isArray(items)
                ? (items as Array<{ node?: { snippet?: string; explanation?: string } }>)
                : [],
            )
            .slice(0, 5)
            .flatMap((i) =>
              i.node ? [`${i.node.snippet ?? ""} ${i.node.explanation ?? ""}`.slice(0, 300)] : [],
            ),
        })),
    },
  };
}

/**
 * Lighthouse sometimes fails to record a load's trace (NO_NAVSTART, "run Lighthouse again"; seen with
 * --cpu 8): the run then scores 0 for what it could not measure, which says nothing about the page.
 * Such a run is made again, up to twice, and said so.
 */
async function auditAgainOnError(...args: Parameters<typeof audit>): ReturnType<typeof audit> {
  for (let attempt = 1; ; attempt++) {
    const result = await audit(...args);
    const error = (result.raw as { runtimeError?: string }).runtimeError;
    if (!error || attempt === 3) return result;
    console.error(`${args[1]}: ${error}; running it again`);
  }
}

async function main(): Promise<void> {
  const chromePath = findChromium();
  if (!chromePath) throw new Error("Chromium not found: apt-get install -y chromium, or set CHROME_PATH");
  const server = args.url
    ? { origin: args.url.replace(/\/$/, ""), stop: async () => {} }
    : await startServer();
  const chrome = await startChromium(chromePath);
  const rows: Result[] = [];
  const raw: unknown[] = [];
  try {
    const { pages, cookie } = await preparePages(server.origin);
    const runs = Math.max(1, Number(args.runs));
    for (const page of pages.filter((p) => !args.only || p.name.includes(args.only))) {
      const results: Array<Result & { raw: unknown }> = [];
      for (let i = 0; i < runs; i++) {
        results.push(
          await auditAgainOnError(
            chrome.port,
            `${server.origin}${page.path}`,
            page.signedIn ? cookie : undefined,
          ),
        );
      }
      results.sort((a, b) => a.performance - b.performance);
      const median = results[Math.floor(results.length / 2)]!;
      const { raw: detail, ...row } = median;
      if (args.floor) {
        const bare = await auditAgainOnError(
          chrome.port,
          `${server.origin}${page.path}`,
          page.signedIn ? cookie : undefined,
          true,
        );
        row["perf, no JS"] = bare.performance;
        row["TBT ms, no JS"] = bare["TBT ms"];
        raw.push({ page: `${page.name} (no JS)`, ...(bare.raw as object) });
      }
      rows.push({ ...row, page: page.name });
      raw.push(...results.map((r) => ({ page: page.name, ...(r.raw as object) })));
      console.error(
        `${page.name}: ${row.performance}/${row.accessibility}/${row["best practices"]}/${row.seo}`,
      );
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }
  console.table(rows);
  if (args.json) await writeFile(args.json, `${JSON.stringify(raw, null, 2)}\n`);
}

await main();
