/**
 * `npx tsx bench/metrics-overhead.ts`: what timing each request for /metrics costs (platform/metrics).
 * Two in-process Fastify apps with the same 60 routes, one with the metrics hook, asked alternately
 * through fastify.inject (no sockets, no database: only the per-request work differs), then
 * Metrics.observeRequest alone. A benchmark, not a test: nothing here asserts a time.
 *
 *   BENCH_REQUESTS=20000   requests per app per round (5 rounds)
 */
import Fastify from "fastify";
// The app's types: the decorations (config, database) register.ts reads on a real app.
import type { App } from "../apps/api/src/app.js";
import { Metrics } from "../apps/api/src/platform/metrics/metrics.js";
import { timeAnswers } from "../apps/api/src/platform/metrics/register.js";

const requests = Number(process.env.BENCH_REQUESTS ?? 20_000);
const ROUTES = 60;

async function app(withMetrics: boolean): Promise<App> {
  const a = Fastify({ logger: false });
  if (withMetrics) timeAnswers(a, new Metrics({ defaultMetrics: false }));
  for (let i = 0; i < ROUTES; i++)
    a.get(`/api/r${i}/:id`, async (req) => ({ id: (req.params as { id: string }).id }));
  await a.ready();
  return a;
}

async function perRequestMicros(a: App): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < requests; i++) {
    const res = await a.inject({ method: "GET", url: `/api/r${i % ROUTES}/${i}` });
    if (res.statusCode !== 200) throw new Error(`answered ${res.statusCode}`);
  }
  return ((performance.now() - started) * 1000) / requests;
}

const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? Number.NaN;
const plain = await app(false);
const timed = await app(true);
await perRequestMicros(plain); // warm-up
await perRequestMicros(timed);
const without: number[] = [];
const withHook: number[] = [];
for (let round = 0; round < 5; round++) {
  without.push(await perRequestMicros(plain));
  withHook.push(await perRequestMicros(timed));
}
const metrics = new Metrics({ defaultMetrics: false });
const observeNs: number[] = [];
for (let round = 0; round < 5; round++) {
  const started = performance.now();
  for (let i = 0; i < 1_000_000; i++) metrics.observeRequest(`/api/r${i % ROUTES}/:id`, "GET", 200, 0.003);
  observeNs.push((performance.now() - started) * 1); // ms per million = ns per call
}
console.log(
  JSON.stringify({
    "µs/request without metrics (median of 5)": +median(without).toFixed(1),
    "µs/request with metrics (median of 5)": +median(withHook).toFixed(1),
    "rounds without": without.map((x) => +x.toFixed(1)),
    "rounds with": withHook.map((x) => +x.toFixed(1)),
    "ns per observeRequest (median of 5 × 1,000,000)": +median(observeNs).toFixed(0),
  }),
);
await plain.close();
await timed.close();
