import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { CacheEvents } from "../cache/versioned-cache.js";
import type { Database } from "../db/client.js";
import type { MailQueueStats } from "../mail/queue-stats.js";
import type { PeriodicJob } from "../periodic-job.js";

/** A cache metrics can watch: platform/cache/versioned-cache.ts. */
export interface WatchableCache {
  readonly size: number;
  watch(events: CacheEvents): void;
}

/** Requests answered by the not-found handler: the web app's pages, and everything else (one label each). */
export const PAGE_ROUTE = "(page)";
export const UNMATCHED_ROUTE = "(unmatched)";

/** Request latency: 5 ms to 10 s, the range between a cached answer and a request that times out. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Waits for a pooled connection: none at all normally; up to the 5 s connect timeout when starved. */
const ACQUIRE_BUCKETS = [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 2.5, 5];
/** Background jobs: a quiet run takes milliseconds; a catch-up after downtime can take minutes. */
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300];

/** Methods that exist; anything else (a client's invention) is one label value. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** "streak reminders" → "streak_reminders": label values an alert rule can name without quoting spaces. */
export const jobLabel = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");

/**
 * The app's Prometheus metrics, in a registry of its own (each buildApp has one: tests build many apps in
 * one process, and nothing is kept in prom-client's global registry). Labels only ever hold route
 * patterns, methods, status classes and the names of jobs and caches: never a URL, an id or an email.
 * What each metric means: docs/OPERATIONS.md "Metrics".
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly http: Histogram<"route" | "method" | "status_class">;
  private readonly routeLabels = new Map<string, string>();
  private readonly stops: Array<() => void> = [];
  private readonly sourceErrors: Counter<"source">;
  private readonly jobs = new Map<string, { since: number; lastSuccess: number | undefined }>();
  private readonly caches = new Map<string, WatchableCache>();
  private readonly jobRuns: Counter<"job" | "outcome">;
  private readonly jobSeconds: Histogram<"job">;
  private readonly jobInterval: Gauge<"job">;
  private readonly cacheReads: Counter<"cache" | "result">;
  private readonly cacheEvictions: Counter<"cache">;

  constructor(options: { defaultMetrics: boolean }) {
    const registers = [this.registry];
    // Event-loop delay (nodejs_eventloop_lag_*), GC, heap, CPU, memory, file descriptors.
    if (options.defaultMetrics) collectDefaultMetrics({ register: this.registry });

    this.http = new Histogram({
      name: "arthshala_http_request_duration_seconds",
      help: "Time from a request's arrival to its answer, by route pattern, method and status class.",
      labelNames: ["route", "method", "status_class"],
      buckets: HTTP_BUCKETS,
      registers,
    });
    this.sourceErrors = new Counter({
      name: "arthshala_metrics_source_errors_total",
      help: "Scrapes whose database-backed metrics could not be read (their gauges are left out).",
      labelNames: ["source"],
      registers,
    });
    this.jobRuns = new Counter({
      name: "arthshala_job_runs_total",
      help: "Runs of a background job on this instance that ended, by outcome (success or failure).",
      labelNames: ["job", "outcome"],
      registers,
    });
    this.jobSeconds = new Histogram({
      name: "arthshala_job_duration_seconds",
      help: "How long a background job's run took on this instance.",
      labelNames: ["job"],
      buckets: JOB_BUCKETS,
      registers,
    });
    this.jobInterval = new Gauge({
      name: "arthshala_job_interval_seconds",
      help: "How often the job runs on this instance.",
      labelNames: ["job"],
      registers,
    });
    const jobs = this.jobs;
    new Gauge({
      name: "arthshala_job_last_success_timestamp_seconds",
      help: "When the job last ended successfully on this instance (Unix time); absent before its first success.",
      labelNames: ["job"],
      registers,
      collect() {
        this.reset();
        for (const [job, state] of jobs) {
          if (state.lastSuccess !== undefined) this.set({ job }, state.lastSuccess / 1000);
        }
      },
    });
    new Gauge({
      name: "arthshala_job_seconds_since_last_success",
      help: "Seconds since the job last ended successfully on this instance (since start if it never has).",
      labelNames: ["job"],
      registers,
      collect() {
        const now = Date.now();
        for (const [job, state] of jobs) this.set({ job }, (now - (state.lastSuccess ?? state.since)) / 1000);
      },
    });
    this.cacheReads = new Counter({
      name: "arthshala_cache_requests_total",
      help: "Reads of an in-memory cache, by result: hit (served from memory) or miss (loaded or drawn).",
      labelNames: ["cache", "result"],
      registers,
    });
    this.cacheEvictions = new Counter({
      name: "arthshala_cache_evictions_total",
      help: "Entries pushed out of a full cache to make room.",
      labelNames: ["cache"],
      registers,
    });
    const caches = this.caches;
    new Gauge({
      name: "arthshala_cache_entries",
      help: "Entries an in-memory cache holds now.",
      labelNames: ["cache"],
      registers,
      collect() {
        for (const [cache, watched] of caches) this.set({ cache }, watched.size);
      },
    });
  }

  /** One answered request. `route` is the route's pattern (bounded: the app's routes), never its URL. */
  observeRequest(route: string | undefined, method: string, statusCode: number, seconds: number): void {
    const label = route === undefined ? UNMATCHED_ROUTE : this.routeLabel(route);
    this.http.observe(
      {
        route: label,
        method: METHODS.has(method) ? method : "other",
        status_class: `${Math.trunc(statusCode / 100)}xx`,
      },
      seconds,
    );
  }

  /**
   * Routes with a pattern keep it. The built web app's files are one route each (fastify-static makes
   * a route per file, and their names change with every build): they share one label.
   */
  private routeLabel(route: string): string {
    let label = this.routeLabels.get(route);
    if (label === undefined) {
      const isBuiltFile = !route.startsWith("/api/") && /\.[A-Za-z0-9]+$/.test(route) && !/[:*]/.test(route);
      label = isBuiltFile ? "(static file)" : route;
      this.routeLabels.set(route, label);
    }
    return label;
  }

  /** Runs, failures, duration and time since the last success of each job (platform/periodic-job.ts). */
  watchJobs(jobs: PeriodicJob[]): void {
    for (const job of jobs) {
      const name = jobLabel(job.name);
      const state = { since: Date.now(), lastSuccess: undefined as number | undefined };
      this.jobs.set(name, state);
      this.jobInterval.set({ job: name }, job.everyMs / 1000);
      // Present from the start at 0, so rate() and increase() see the first run.
      this.jobRuns.inc({ job: name, outcome: "success" }, 0);
      this.jobRuns.inc({ job: name, outcome: "failure" }, 0);
      this.stops.push(
        job.onRun((run) => {
          this.jobRuns.inc({ job: name, outcome: run.ok ? "success" : "failure" });
          this.jobSeconds.observe({ job: name }, run.seconds);
          if (run.ok) state.lastSuccess = Date.now();
        }),
      );
    }
  }

  /** Hits, misses, evictions and size of each cache, by the name given here. */
  watchCaches(caches: Record<string, WatchableCache>): void {
    for (const [name, cache] of Object.entries(caches)) {
      this.caches.set(name, cache);
      const hit = this.cacheReads.labels({ cache: name, result: "hit" });
      const miss = this.cacheReads.labels({ cache: name, result: "miss" });
      const evicted = this.cacheEvictions.labels({ cache: name });
      hit.inc(0);
      miss.inc(0);
      evicted.inc(0);
      cache.watch({ hit: () => hit.inc(), miss: () => miss.inc(), evict: () => evicted.inc() });
    }
  }

  /** The pool (PostgreSQL) and the change listener (both drivers). */
  watchDatabase(database: Database): void {
    const registers = [this.registry];
    const stats = () => database.stats?.();
    // PGlite has no pool: its gauges are left out rather than shown as zeros.
    if (stats()?.pool) {
      new Gauge({
        name: "arthshala_db_pool_connections",
        help: "PostgreSQL connections in this instance's pool, by state: in_use (checked out) or idle.",
        labelNames: ["state"],
        registers,
        collect() {
          this.reset();
          const pool = stats()?.pool;
          if (!pool) return;
          this.set({ state: "in_use" }, pool.total - pool.idle);
          this.set({ state: "idle" }, pool.idle);
        },
      });
      new Gauge({
        name: "arthshala_db_pool_max_connections",
        help: "The most connections this instance's pool may hold (DB_POOL_SIZE).",
        registers,
        collect() {
          this.set(stats()?.pool?.max ?? 0);
        },
      });
      new Gauge({
        name: "arthshala_db_pool_waiting",
        help: "Queries waiting now for a free connection of this instance's pool.",
        registers,
        collect() {
          this.set(stats()?.pool?.waiting ?? 0);
        },
      });
    }
    if (database.watchAcquires) {
      const waits = new Histogram({
        name: "arthshala_db_pool_acquire_seconds",
        help: "How long each query or transaction waited for a pooled connection (a new connection's opening included).",
        buckets: ACQUIRE_BUCKETS,
        registers,
      });
      this.stops.push(database.watchAcquires((seconds) => waits.observe(seconds)));
    }
    new Gauge({
      name: "arthshala_db_listener_up",
      help: "1 while the change listener hears notifications; 0 while it reconnects (caches reload on every read).",
      registers,
      collect() {
        this.set(stats()?.listener.live === false ? 0 : 1);
      },
    });
    new Counter({
      name: "arthshala_db_listener_reconnects_total",
      help: "Times the change listener's connection was lost (broken or silent) and reopened.",
      registers,
      collect() {
        this.reset();
        this.inc(stats()?.listener.reconnects ?? 0);
      },
    });
    if (database.kind === "postgres") {
      const since = Date.now();
      new Gauge({
        name: "arthshala_db_listener_heartbeat_age_seconds",
        help: "Seconds since the change listener last heard its own heartbeat (or connected; since start if never).",
        registers,
        collect() {
          this.set((Date.now() - (stats()?.listener.lastHeardAt ?? since)) / 1000);
        },
      });
    }
  }

  /**
   * The shared mail queue, read once per scrape while the other metrics are collected. A read that fails
   * (the database is away) shows NaN and is counted, so a scrape still answers.
   */
  watchMailQueue(read: () => Promise<MailQueueStats>, onError: (err: unknown) => void): void {
    const registers = [this.registry];
    const errors = this.sourceErrors.labels({ source: "mail_queue" });
    errors.inc(0);
    let reading: Promise<MailQueueStats | null> | undefined;
    // Both gauges' collect() start in the same turn of a scrape, so they share one query.
    const once = () => {
      reading ??= read()
        .catch((err) => {
          errors.inc();
          onError(err);
          return null;
        })
        .finally(() => {
          reading = undefined;
        });
      return reading;
    };
    new Gauge({
      name: "arthshala_mail_queue_rows",
      help: "Rows of the shared mail queue by status: pending (to be sent), uncertain (may have been delivered; an admin decides), failed (kept 30 days).",
      labelNames: ["status"],
      registers,
      async collect() {
        const stats = await once();
        for (const status of ["pending", "uncertain", "failed"] as const) {
          this.set({ status }, stats ? stats[status] : Number.NaN);
        }
      },
    });
    new Gauge({
      name: "arthshala_mail_queue_oldest_pending_age_seconds",
      help: "Seconds since the oldest pending mail was queued (0 when none is pending).",
      registers,
      async collect() {
        const stats = await once();
        this.set(stats ? (stats.oldestPendingSeconds ?? 0) : Number.NaN);
      },
    });
  }

  /** The Prometheus text of everything above. */
  scrape(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** Stops hearing from the database and the jobs (a test's database outlives its app). */
  close(): void {
    for (const stop of this.stops.splice(0)) stop();
  }
}
