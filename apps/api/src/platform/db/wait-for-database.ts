import type { FastifyBaseLogger } from "fastify";
import { type Database, type DatabaseTarget, openDatabase } from "./client.js";
import { isDatabaseUnavailable } from "./errors.js";

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 15_000;

/**
 * Errors worth waiting out at start: the database is away (refused, reset, or silent: a connect that hears
 * nothing fails with ETIMEDOUT, see sockets.ts), not misconfigured; a DNS name not up yet too.
 */
const isWorthWaiting = (err: unknown) =>
  isDatabaseUnavailable(err) || (err as { code?: unknown } | null)?.code === "ENOTFOUND";

/**
 * Opens the database, and while PostgreSQL cannot be reached (not started yet, restarting, a network
 * blip, a path that accepts connections and forwards nothing) tries again with backoff (1 s, 2 s, 4 s … 15 s), saying so in the log each time, until it opens
 * or `stopped()` says the process is shutting down (then resolves undefined). Anything else (a wrong
 * password, a database that does not exist) is thrown at once: waiting would not mend it.
 */
export async function openWhenReachable(
  target: DatabaseTarget,
  log: FastifyBaseLogger,
  stopped: () => boolean,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<Database | undefined> {
  let delay = FIRST_RETRY_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      const database = await openDatabase(target, { log });
      if (attempt > 1) log.info({ attempt }, "database reached; starting");
      return database;
    } catch (err) {
      if (!isWorthWaiting(err)) throw err;
      log.warn(
        { err, attempt, retryInMs: delay },
        `database unavailable at start; retrying in ${Math.round(delay / 1000)} s (health answers 503 meanwhile)`,
      );
    }
    await sleep(delay);
    if (stopped()) return undefined;
    delay = Math.min(delay * 2, MAX_RETRY_MS);
  }
}
