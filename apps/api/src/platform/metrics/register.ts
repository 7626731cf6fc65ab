import { createHash, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { readMailQueueStats } from "../mail/queue-stats.js";
import { Metrics, PAGE_ROUTE } from "./metrics.js";

declare module "fastify" {
  interface FastifyInstance {
    /** Prometheus metrics (platform/metrics): features hand it their caches; GET /metrics reads it. */
    metrics: Metrics;
    /** The separate metrics listener's address once listening (METRICS_PORT), for tests and the log. */
    metricsAddress(): AddressInfo | null;
  }
}

/** Bounded like the health check's ping: a scrape is answered even while the database is away. */
const QUERY_TIMEOUT_MS = 2_000;

/**
 * Metrics for operators (docs/OPERATIONS.md "Metrics"): on when METRICS_TOKEN or METRICS_PORT is set.
 * GET /metrics answers on the public port with the bearer token (METRICS_TOKEN), or only on a listener
 * of its own (METRICS_PORT on METRICS_HOST, loopback by default; the token too when set). Otherwise
 * /metrics is a 404 like any unknown path. Call before the routes are registered, so every answer is timed.
 */
export function registerMetrics(app: FastifyInstance): Metrics {
  const { METRICS_TOKEN: token, METRICS_PORT: port } = app.config;
  const enabled = token !== undefined || port !== undefined;
  const metrics = new Metrics({ defaultMetrics: enabled });
  app.decorate("metrics", metrics);
  let server: Server | undefined;
  app.decorate("metricsAddress", () => (server?.address() as AddressInfo | null) ?? null);
  app.addHook("onClose", async () => metrics.close());
  if (!enabled) return metrics;

  timeAnswers(app, metrics);
  metrics.watchDatabase(app.database);
  metrics.watchMailQueue(
    () => withTimeout(readMailQueueStats(app.db), QUERY_TIMEOUT_MS),
    (err) => app.log.warn({ err }, "metrics: the mail queue could not be read"),
  );

  if (port === undefined) return metrics;

  const host = app.config.METRICS_HOST ?? "127.0.0.1";
  // At ready rather than at listen: tests (and main.ts) see it open once the app is ready.
  app.addHook("onReady", async () => {
    server = createServer((req, res) => {
      const path = (req.url ?? "/").split("?")[0];
      if (req.method !== "GET" || path !== "/metrics") {
        res.writeHead(404, { "content-type": "text/plain" }).end("Not Found\n");
        return;
      }
      if (token !== undefined && !presentsToken(req.headers, token)) {
        res.writeHead(401, { "www-authenticate": 'Bearer realm="metrics"', "content-type": "text/plain" });
        res.end("Unauthorized\n");
        return;
      }
      metrics.scrape().then(
        (body) =>
          res.writeHead(200, { "content-type": metrics.contentType, "cache-control": "no-store" }).end(body),
        (err) => {
          app.log.error({ err }, "metrics scrape failed");
          res.writeHead(500, { "content-type": "text/plain" }).end("Internal Server Error\n");
        },
      );
    });
    const listening = server;
    await new Promise<void>((resolve, reject) => {
      listening.once("error", reject);
      listening.listen(port, host, () => {
        listening.off("error", reject);
        resolve();
      });
    });
    // Once listening, a socket error is logged rather than left to crash the process.
    listening.on("error", (err) => app.log.error({ err }, "metrics listener error"));
    const address = listening.address() as AddressInfo;
    app.log.info({ host: address.address, port: address.port }, "metrics listening at /metrics");
  });
  app.addHook("preClose", async () => {
    const listening = server;
    if (!listening) return;
    listening.closeAllConnections();
    await new Promise<void>((resolve) => listening.close(() => resolve()));
  });
  return metrics;
}

/** One histogram observation per answer: the route's pattern, or one label for everything unmatched. */
export function timeAnswers(app: FastifyInstance, metrics: Metrics): void {
  // A callback hook, not an async one: no promise per request.
  app.addHook("onResponse", (request, reply, done) => {
    let route = request.routeOptions.url;
    if (route === undefined && String(reply.getHeader("content-type")).startsWith("text/html")) {
      route = PAGE_ROUTE; // the web app's pages are drawn by the not-found handler (http/static.ts)
    }
    metrics.observeRequest(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}

/**
 * GET /metrics on the public port, when METRICS_TOKEN is set and no METRICS_PORT: the bearer token is
 * required. Call after the access control is registered (http/access.ts), so the route is recorded.
 */
export function registerMetricsRoute(app: FastifyInstance): void {
  const { METRICS_TOKEN: token, METRICS_PORT: port } = app.config;
  if (token === undefined || port !== undefined) return;
  const metrics = app.metrics;
  app.get(
    "/metrics",
    {
      // Not a session route: the scraper proves itself with METRICS_TOKEN instead.
      config: { access: "public" },
      schema: { hide: true },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      if (!presentsToken(request.headers, token)) {
        return reply.code(401).header("www-authenticate", 'Bearer realm="metrics"').send({
          error: "Unauthorized",
          message: "Send the metrics token: Authorization: Bearer METRICS_TOKEN.",
        });
      }
      return reply.type(metrics.contentType).send(await metrics.scrape());
    },
  );
}

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
function presentsToken(headers: IncomingHttpHeaders, token: string): boolean {
  const presented = /^Bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? "")?.[1];
  if (!presented || !token) return false;
  // Equal-length digests, so the comparison takes the same time whatever was sent.
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(digest(presented), digest(token));
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
