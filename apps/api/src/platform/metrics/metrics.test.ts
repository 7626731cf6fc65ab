import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser } from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { PATIENCE_MS } from "../../../test/patience.js";
import { parseMetrics, type Scrape, scrape } from "../../../test/prometheus.js";
import { mailQueue } from "../db/schema.js";
import { PeriodicJob } from "../periodic-job.js";
import { Metrics } from "./metrics.js";

const TOKEN = randomBytes(24).toString("hex");
const HTTP = "arthshala_http_request_duration_seconds";

/** A stand-in for the web app's built server render (as in seo/page-cache.test.ts), so pages are drawn and kept. */
const FAKE_RENDERER = `
const PATTERNS = ["/", "/courses", "/articles", "/about"];
export function pagePattern(pathname) {
  return PATTERNS.find((p) => p === pathname) ?? null;
}
export async function renderApp({ url, language }) {
  return { html: "<main><h1>" + url + "</h1></main>", state: {}, language };
}`;
const INDEX = `<!doctype html><html lang="en"><head><title>Arthshala</title></head><body><div id="root"></div></body></html>`;

let ctx: TestContext;
let web: string;

beforeAll(async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "arthshala-metrics-"));
  web = path.join(dir, "dist");
  await mkdir(path.join(web, "assets"), { recursive: true });
  await mkdir(`${web}-ssr`);
  await writeFile(path.join(web, "index.html"), INDEX);
  await writeFile(path.join(web, "assets", "app-1a2b3c.js"), "console.log(1)");
  await writeFile(path.join(`${web}-ssr`, "entry-server.js"), FAKE_RENDERER);
  ctx = await createTestApp({ WEB_DIST_DIR: web, METRICS_TOKEN: TOKEN });
});
afterAll(async () => {
  await ctx.close();
  await rm(path.dirname(web), { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "GET", url, headers: { host: "localhost:3000", ...headers } });

describe("who may read /metrics", () => {
  it("asks for the bearer token: none or a wrong one is a 401, the right one gets Prometheus text", async () => {
    const none = await get("/metrics");
    expect(none.statusCode).toBe(401);
    expect(none.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
    expect(none.body).not.toContain("arthshala_");

    const wrong = await get("/metrics", { authorization: `Bearer ${TOKEN.slice(0, -1)}x` });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain("arthshala_");
    expect((await get("/metrics", { authorization: TOKEN })).statusCode).toBe(401);

    const right = await get("/metrics", { authorization: `Bearer ${TOKEN}` });
    expect(right.statusCode).toBe(200);
    expect(right.headers["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(right.headers["cache-control"]).toBe("no-store");
    // Scraped by another loopback name than PUBLIC_URL's: answered, not redirected (the token would not follow).
    const byAddress = await get("/metrics", { host: "127.0.0.1:3000", authorization: `Bearer ${TOKEN}` });
    expect(byAddress.statusCode).toBe(200);
    const parsed = parseMetrics(right.body);
    expect(parsed.family(HTTP)?.type).toBe("HISTOGRAM");
    // prom-client's default metrics: event-loop delay and the process's own.
    expect(parsed.family("nodejs_eventloop_lag_seconds")?.type).toBe("GAUGE");
    expect(parsed.family("nodejs_eventloop_lag_p99_seconds")).toBeDefined();
    expect(parsed.family("process_cpu_user_seconds_total")?.type).toBe("COUNTER");
    expect(parsed.family("process_resident_memory_bytes")).toBeDefined();
  });

  it("is a route that declares its access, like every route", () => {
    const records = ctx.app.routeRecords.filter((r) => r.url === "/metrics");
    expect(records.map((r) => [r.method, r.access])).toEqual([
      ["GET", "public"],
      ["HEAD", "public"],
    ]);
  });

  it("is a 404 without METRICS_TOKEN (or METRICS_PORT): metrics are off", async () => {
    const off = await createTestApp({}, { database: ctx.database });
    try {
      const res = await off.app.inject({
        method: "GET",
        url: "/metrics",
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
      expect(off.app.routeRecords.some((r) => r.url === "/metrics")).toBe(false);
    } finally {
      await off.close();
    }
  });
});

describe("requests by route", () => {
  it("counts each answer under its route's pattern, method and status class", async () => {
    const before = await scrape(ctx.app, TOKEN);
    const labels = { route: "/api/courses/getall", method: "GET", status_class: "2xx" };
    for (let i = 0; i < 5; i++)
      expect((await call(ctx.app, "GET", "/api/courses/getall")).statusCode).toBe(200);
    // A param route is its pattern, whatever id was asked for.
    expect((await call(ctx.app, "GET", "/api/articles/987654")).statusCode).toBe(404);
    const after = await scrape(ctx.app, TOKEN);

    expect(after.count(HTTP, labels) - before.count(HTTP, labels)).toBe(5);
    const series = after.histogram(HTTP, labels)[0];
    expect(series?.sum).toBeGreaterThan(before.histogram(HTTP, labels)[0]?.sum ?? 0);
    // Buckets are cumulative and end at +Inf = count.
    expect(series?.buckets?.["+Inf"]).toBe(series?.count);
    expect(Object.keys(series?.buckets ?? {})).toEqual(expect.arrayContaining(["0.005", "0.1", "1", "10"]));
    expect(after.count(HTTP, { route: "/api/articles/:id", method: "GET", status_class: "4xx" })).toBe(1);
    expect([...after.labelValues(HTTP, "route")].some((r) => r.includes("987654"))).toBe(false);
  });

  it("gives 200 made-up API paths one label between them, and 200 made-up pages one more", async () => {
    const routes = async () => (await scrape(ctx.app, TOKEN)).labelValues(HTTP, "route");
    const before = await routes();
    for (let i = 0; i < 200; i++) {
      const res = await get(`/api/made-up-${randomBytes(6).toString("hex")}/${i}`);
      expect(res.statusCode).toBe(404);
    }
    const afterApi = await routes();
    expect([...afterApi].filter((r) => !before.has(r)).length).toBeLessThanOrEqual(1);
    expect(afterApi.has("(unmatched)")).toBe(true);

    for (let i = 0; i < 200; i++) {
      const res = await get(`/made-up-page-${randomBytes(6).toString("hex")}`);
      expect(res.statusCode).toBe(404);
    }
    const afterPages = await routes();
    expect([...afterPages].filter((r) => !afterApi.has(r)).length).toBeLessThanOrEqual(1);
    expect(afterPages.has("(page)")).toBe(true);
    expect([...afterPages].some((r) => r.includes("made-up"))).toBe(false);

    // The built app's files are one label too (their names change with every build).
    expect((await get("/assets/app-1a2b3c.js")).statusCode).toBe(200);
    const withFile = await scrape(ctx.app, TOKEN);
    expect(withFile.count(HTTP, { route: "(static file)", method: "GET", status_class: "2xx" })).toBe(1);
    expect([...withFile.labelValues(HTTP, "route")].some((r) => r.includes("app-1a2b3c"))).toBe(false);
  });
});

describe("the visitor page cache", () => {
  it("counts a miss for the first drawing of a page and hits for the visits after it", async () => {
    const reads = (s: Scrape, result: string) =>
      s.value("arthshala_cache_requests_total", { cache: "page", result }) ?? Number.NaN;
    const before = await scrape(ctx.app, TOKEN);
    for (let i = 0; i < 3; i++) {
      const res = await get("/about");
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain("<h1>/about</h1>");
    }
    const after = await scrape(ctx.app, TOKEN);
    expect(reads(after, "miss") - reads(before, "miss")).toBe(1);
    expect(reads(after, "hit") - reads(before, "hit")).toBe(2);
    expect(after.value("arthshala_cache_entries", { cache: "page" })).toBeGreaterThanOrEqual(1);
    expect(after.value("arthshala_cache_evictions_total", { cache: "page" })).toBe(0);
    // A signed-in learner's page is drawn for them alone: it never reads the visitors' cache.
    const learner = await buildUser(ctx.app);
    expect((await get("/about", { cookie: learner.cookie })).statusCode).toBe(200);
    const signedIn = await scrape(ctx.app, TOKEN);
    expect(reads(signedIn, "hit") + reads(signedIn, "miss")).toBe(reads(after, "hit") + reads(after, "miss"));
  });
});

describe("the mail queue", () => {
  it("reports the shared table: pending rows, uncertain and failed ones, and the oldest pending's age", async () => {
    // Mail the tests above queued (sign-up confirmations) is sent first, so the queue holds only the rows below.
    await ctx.app.background.drain();
    await ctx.app.mailQueue.worker.settle();
    const before = await scrape(ctx.app, TOKEN);
    expect(before.value("arthshala_mail_queue_rows", { status: "pending" })).toBe(0);
    expect(before.value("arthshala_mail_queue_oldest_pending_age_seconds")).toBe(0);
    const later = new Date(Date.now() + 86_400_000); // not due: the worker leaves them alone
    const row = { kind: "password_reset" as const, to: "someone@example.in", subject: "s", text: "t" };
    await ctx.app.db.insert(mailQueue).values([
      { ...row, nextAttemptAt: later, createdAt: new Date(Date.now() - 3_600_000) },
      { ...row, nextAttemptAt: later },
      { ...row, nextAttemptAt: later },
      { ...row, status: "uncertain" },
      { ...row, status: "uncertain" },
      { ...row, status: "failed" },
      { ...row, status: "sent" },
    ]);
    const s = await scrape(ctx.app, TOKEN);
    expect(s.value("arthshala_mail_queue_rows", { status: "pending" })).toBe(3);
    expect(s.value("arthshala_mail_queue_rows", { status: "uncertain" })).toBe(2);
    expect(s.value("arthshala_mail_queue_rows", { status: "failed" })).toBe(1);
    expect(s.value("arthshala_mail_queue_oldest_pending_age_seconds")).toBeGreaterThanOrEqual(3600);
    expect(s.value("arthshala_metrics_source_errors_total", { source: "mail_queue" })).toBe(0);
    // Never an address in a label.
    expect(JSON.stringify(s.families)).not.toContain("someone@example.in");
  });
});

describe("background jobs", () => {
  it("counts a run of each job, its duration and when it last succeeded", async () => {
    const before = await scrape(ctx.app, TOKEN);
    const job = { job: "housekeeping" };
    expect(before.value("arthshala_job_runs_total", { ...job, outcome: "success" })).toBe(0);
    expect(before.value("arthshala_job_last_success_timestamp_seconds", job)).toBeUndefined();
    for (const name of ["month_end_budget_scoring", "recurring_transactions", "streak_reminders"]) {
      expect(before.value("arthshala_job_interval_seconds", { job: name })).toBeGreaterThan(0);
    }
    expect(before.value("arthshala_job_interval_seconds", job)).toBe(3600);

    await ctx.app.housekeeping.runOnce();
    const after = await scrape(ctx.app, TOKEN);
    expect(after.value("arthshala_job_runs_total", { ...job, outcome: "success" })).toBe(1);
    expect(after.value("arthshala_job_runs_total", { ...job, outcome: "failure" })).toBe(0);
    expect(after.count("arthshala_job_duration_seconds", job)).toBe(1);
    const last = after.value("arthshala_job_last_success_timestamp_seconds", job) ?? 0;
    expect(last).toBeGreaterThanOrEqual(
      before.value("process_start_time_seconds") ?? Number.POSITIVE_INFINITY,
    );
    const since = after.value("arthshala_job_seconds_since_last_success", job) ?? -1;
    expect(since).toBeGreaterThanOrEqual(0);
    expect(since).toBeLessThan(before.value("arthshala_job_seconds_since_last_success", job) ?? 0);
  });

  it("counts a failed run as a failure and keeps the time since the last success growing", async () => {
    // Its own registry beside the app's: nothing is shared through prom-client's global one.
    const metrics = new Metrics({ defaultMetrics: false });
    let fail = true;
    const job = new PeriodicJob(
      "Nightly check",
      60_000,
      async () => {
        if (fail) throw new Error("database away");
      },
      Fastify({ logger: false }).log,
    );
    metrics.watchJobs([job]);
    await job.runOnce();
    const failed = parseMetrics(await metrics.scrape());
    const labels = { job: "nightly_check" };
    expect(failed.value("arthshala_job_runs_total", { ...labels, outcome: "failure" })).toBe(1);
    expect(failed.value("arthshala_job_runs_total", { ...labels, outcome: "success" })).toBe(0);
    expect(failed.value("arthshala_job_last_success_timestamp_seconds", labels)).toBeUndefined();
    expect(failed.value("arthshala_job_seconds_since_last_success", labels)).toBeGreaterThanOrEqual(0);
    fail = false;
    await job.runOnce();
    const ok = parseMetrics(await metrics.scrape());
    expect(ok.value("arthshala_job_runs_total", { ...labels, outcome: "success" })).toBe(1);
    expect(ok.count("arthshala_job_duration_seconds", labels)).toBe(2);
    metrics.close();
    await job.runOnce();
    expect(parseMetrics(await metrics.scrape()).count("arthshala_job_duration_seconds", labels)).toBe(2);
  });
});

describe("the database", () => {
  it("says whether the change listener hears, and shows the pool on PostgreSQL only", async () => {
    let s = await scrape(ctx.app, TOKEN);
    // PostgreSQL's listener connects in the background after start: wait (a hang guard) until it is up.
    for (
      const until = Date.now() + PATIENCE_MS;
      s.value("arthshala_db_listener_up") !== 1 && Date.now() < until;
    ) {
      await new Promise((r) => setTimeout(r, 50));
      s = await scrape(ctx.app, TOKEN);
    }
    expect(s.value("arthshala_db_listener_up")).toBe(1);
    expect(s.value("arthshala_db_listener_reconnects_total")).toBe(0);
    const postgres = ctx.database.kind === "postgres";
    expect(s.family("arthshala_db_pool_connections")?.metrics.length ?? 0).toBe(postgres ? 2 : 0);
    expect(s.value("arthshala_db_pool_waiting")).toBe(postgres ? 0 : undefined);
    expect(s.count("arthshala_db_pool_acquire_seconds") > 0).toBe(postgres);
    expect(s.value("arthshala_db_listener_heartbeat_age_seconds") !== undefined).toBe(postgres);
  });
});

describe("a separate metrics listener (METRICS_PORT)", () => {
  it("serves /metrics on its own loopback port only; the public port answers 404", async () => {
    const own = await createTestApp({ METRICS_PORT: 0 }, { database: ctx.database });
    try {
      await own.app.listen({ host: "127.0.0.1", port: 0 });
      const address = own.app.metricsAddress();
      expect(address?.address).toBe("127.0.0.1");
      const base = `http://127.0.0.1:${address?.port}`;
      const res = await fetch(`${base}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
      expect(parseMetrics(await res.text()).family("nodejs_eventloop_lag_seconds")).toBeDefined();
      expect((await fetch(`${base}/`)).status).toBe(404);
      expect((await fetch(`${base}/metrics`, { method: "POST" })).status).toBe(404);
      const publicPort = (own.app.server.address() as { port: number }).port;
      expect((await fetch(`http://127.0.0.1:${publicPort}/metrics`)).status).toBe(404);
    } finally {
      await own.close();
    }
    expect(own.app.metricsAddress()).toBeNull();
  });

  it("asks for METRICS_TOKEN there too when it is set", async () => {
    const own = await createTestApp({ METRICS_PORT: 0, METRICS_TOKEN: TOKEN }, { database: ctx.database });
    try {
      const url = `http://127.0.0.1:${own.app.metricsAddress()?.port}/metrics`;
      expect((await fetch(url)).status).toBe(401);
      expect((await fetch(url, { headers: { authorization: "Bearer not-the-token" } })).status).toBe(401);
      const res = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(200);
      expect(parseMetrics(await res.text()).family(HTTP)?.type).toBe("HISTOGRAM");
      // Off the public port all the same.
      expect(
        (await own.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } })).statusCode,
      ).toBe(404);
    } finally {
      await own.close();
    }
  });
});
