import type pg from "pg";
import { DatabaseClosedError } from "./errors.js";

export interface PoolGuard {
  /** Ends the connections in use, and refuses (or stops waiting for) every statement from now on. */
  interrupt(): void;
  readonly interrupted: boolean;
  /** Connections checked out right now (by a request, a transaction, a job). */
  readonly inUse: number;
}

/**
 * Wraps what drizzle calls on the pool (pool.query, pool.connect) so that:
 * - a checked-out connection that ends (the server or the path went away) goes back to the pool at once,
 *   and its holder's own release() later is a no-op. drizzle-orm 0.45 runs a transaction's BEGIN before
 *   the try/finally that releases the client, so a BEGIN on a dead connection would hold its pool slot
 *   for the life of the process (drizzle-team/drizzle-orm#6023, open);
 * - interrupt() stops the pool's work at once, for a shutdown that cannot wait any longer: on a frozen
 *   path (no byte, no FIN, no RST) a statement waits for its query timeout and a request queued for a
 *   connection for the connect timeout, both longer than a stop may take. Every connection checked out
 *   is ended (a query in flight fails at once: pg destroys the socket of a client ended mid-query; the
 *   next statement of a transaction is refused), and pool.query and pool.connect fail with
 *   DatabaseClosedError, also those already waiting. All of these are "database unavailable"
 *   (errors.ts), so a request cut short answers 503.
 */
export function guardPool(pool: pg.Pool): PoolGuard {
  const inUse = new Set<pg.PoolClient>();
  pool.on("acquire", (client) => inUse.add(client));
  pool.on("release", (_err, client) => inUse.delete(client));

  const stop = new AbortController();
  /** Settles as `work` does, or rejects when interrupted first (its listener goes once either happens). */
  const untilStopped = <T>(work: Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const onAbort = () => reject(stop.signal.reason);
      stop.signal.addEventListener("abort", onAbort, { once: true });
      work.then(resolve, reject).finally(() => stop.signal.removeEventListener("abort", onAbort));
    });

  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  const target = pool as unknown as Record<"query" | "connect", (...args: unknown[]) => unknown>;
  target.query = (...args: unknown[]) => {
    // The callback form is not used by drizzle; leave it exactly as pg implements it.
    if (args.some((a) => typeof a === "function")) return query(...args);
    if (stop.signal.aborted) return Promise.reject(stop.signal.reason);
    return untilStopped(query(...args));
  };
  target.connect = (...args: unknown[]) => {
    if (args.length > 0) return connect(...args);
    if (stop.signal.aborted) return Promise.reject(stop.signal.reason);
    const connecting = (connect() as Promise<pg.PoolClient>).then(releasedWhenEnded);
    return untilStopped(connecting).catch((err) => {
      // A connection that arrives after the interrupt goes straight back, destroyed.
      connecting.then(
        (client) => client.release(true),
        () => undefined,
      );
      throw err;
    });
  };

  return {
    interrupt() {
      if (stop.signal.aborted) return;
      stop.abort(new DatabaseClosedError());
      for (const client of inUse) client.end().catch(() => undefined);
    },
    get interrupted() {
      return stop.signal.aborted;
    },
    get inUse() {
      return inUse.size;
    },
  };
}

/** This checkout's release() becomes idempotent, and is called for the holder if the connection ends. */
function releasedWhenEnded(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let released = false;
  const onEnd = () => client.release(new Error("the connection ended while checked out"));
  client.release = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener("end", onEnd);
    release(err);
  };
  client.once("end", onEnd);
  return client;
}
