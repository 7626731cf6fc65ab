import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { sql } from "drizzle-orm";
import { type Db, selectRows } from "../db/client.js";

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * What @fastify/rate-limit really passes to a store's child() (index.js, onRoute): the route's merged
 * limit options, with the route itself in routeInfo. Its type declarations say route options instead.
 */
interface RouteLimitOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A @fastify/rate-limit store whose counters live in PostgreSQL (the rate_limit_hits table), so one
 * limit holds across every app instance: two instances used to allow twice the limit, each counting
 * in its own memory. One row per route and client key is that key's current window; each hit is one
 * atomic upsert (an expired window starts again at 1), so concurrent requests on any instance cannot
 * both see the same count. Windows run on the database's clock, which every instance shares.
 *
 * A database error reaches the plugin, which fails the request: the error handler answers 503 as it
 * does for any request while the database is away (a limit that cannot be checked is not skipped).
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    /** Routes never share a counter: the key starts with the route's method and path. */
    constructor(
      _options?: unknown,
      private readonly route = "global",
    ) {}

    incr(key: string, cb: Callback, timeWindow: number): void {
      selectRows<{ hits: number; ttl: number }>(
        db,
        sql`insert into rate_limit_hits as h (key, hits, expires_at)
          values (${this.key(key)}, 1, now() + ${timeWindow}::float8 * interval '1 millisecond')
          on conflict (key) do update set
            hits = case when h.expires_at <= now() then 1 else h.hits + 1 end,
            expires_at = case when h.expires_at <= now() then excluded.expires_at else h.expires_at end
          returning h.hits, (extract(epoch from h.expires_at - now()) * 1000)::float8 as ttl`,
      ).then(
        ([row]) => cb(null, { current: row?.hits ?? 1, ttl: Math.max(0, Math.ceil(row?.ttl ?? 0)) }),
        (err: Error) => cb(err),
      );
    }

    read(key: string, cb: Callback): void {
      selectRows<{ hits: number; ttl: number }>(
        db,
        sql`select hits, (extract(epoch from expires_at - now()) * 1000)::float8 as ttl
          from rate_limit_hits where key = ${this.key(key)} and expires_at > now()`,
      ).then(
        ([row]) => cb(null, row ? { current: row.hits, ttl: Math.ceil(row.ttl) } : { current: 0, ttl: 0 }),
        (err: Error) => cb(err),
      );
    }

    child(options: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      const routeOptions = options as unknown as RouteLimitOptions;
      // Neither is used by any route; refusing them at start-up beats silently ignoring them.
      if (routeOptions.continueExceeding || routeOptions.exponentialBackoff) {
        throw new Error(
          "The PostgreSQL rate-limit store supports neither continueExceeding nor exponentialBackoff",
        );
      }
      const { method, url } = routeOptions.routeInfo ?? {};
      const methods = Array.isArray(method) ? method.join(",") : (method ?? "");
      return new PostgresRateLimitStore(undefined, `${methods} ${url ?? ""}`.trim() || "global");
    }

    private key(clientKey: string): string {
      return `${this.route}|${clientKey}`;
    }
  }
  return PostgresRateLimitStore;
}
