import type pg from "pg";

/**
 * When PostgreSQL ends idle connections (pg_terminate_backend, a restart, an idle timeout), the
 * termination notice reaches each pooled client a little later. In that window the pool can hand a
 * dead client to a query, which then fails although a new connection would have worked. These are the
 * failures where the statement provably did not commit: the client refused to send it, or the backend
 * was terminated before finishing it (a terminated backend rolls back what it was running).
 * "Connection terminated unexpectedly" is left out: the socket closing alone does not say whether a
 * write committed first.
 */
const STALE_MESSAGE = /^Client (has encountered a connection error|was closed) and is not queryable$/;
const TERMINATED_SQLSTATES = new Set(["57P01", "57P02"]);

export function isStaleConnectionError(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  if (!e || typeof e !== "object") return false;
  if (typeof e.code === "string" && TERMINATED_SQLSTATES.has(e.code)) return true;
  return typeof e.message === "string" && STALE_MESSAGE.test(e.message);
}

/** Enough to get past every dead client a small pool can hold at once, and then stop. */
const ATTEMPTS = 4;

/**
 * Makes `pool.query` (what drizzle uses for every statement outside a transaction) try again on a fresh
 * connection after a stale-connection failure. Transactions check out a client and are not retried:
 * their caller sees the error and the request answers 503.
 */
export function retryStaleConnections(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    // The callback form is not used by drizzle; leave it exactly as pg implements it.
    if (args.some((a) => typeof a === "function")) return query(...args);
    const attempt = async (n: number): Promise<unknown> => {
      try {
        return await query(...args);
      } catch (err) {
        if (n >= ATTEMPTS || !isStaleConnectionError(err)) throw err;
        return attempt(n + 1);
      }
    };
    return attempt(1);
  };
}
