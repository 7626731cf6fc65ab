/** True when a query failed on a unique constraint (drizzle wraps the driver's error in `cause`). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/**
 * The database was closed under work still waiting for it (a shutdown that could not wait any longer,
 * interruptible-pool.ts): unavailable, like an outage, so the request answers 503.
 */
export class DatabaseClosedError extends Error {
  constructor() {
    super("the database connection was closed: the server is shutting down");
    this.name = "DatabaseClosedError";
  }
}

/**
 * Socket-level failures: the database cannot be reached or the connection broke. ETIMEDOUT is also what
 * a connect that heard nothing fails with (sockets.ts).
 */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);

/**
 * SQLSTATEs that mean "the server is going away or not taking connections": administrator shutdown
 * (pg_terminate_backend, fast shutdown), crash shutdown, cannot connect now (starting up or shutting
 * down), idle-session timeout, too many connections, a statement cancelled by statement_timeout and a
 * transaction ended by idle_in_transaction_session_timeout. Class 08 (connection exception) is matched apart.
 */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "57P05", "53300", "57014", "25P03"]);

/** Messages node-postgres and pg-pool raise without a code when a connection ends or cannot be made. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|not currently accepting connections|Client has encountered a connection error|Client was closed and is not queryable|Query read timeout|Connection ended/i;

interface ErrorLike {
  code?: unknown;
  syscall?: unknown;
  severity?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/**
 * True when an error means the database is away (restart, outage, connection killed), not that the query
 * was wrong: such a request deserves a 503 "try again shortly" rather than a 500. Drizzle wraps the
 * driver's error in `cause`, and Node reports a refused dual-stack connect as an AggregateError, so both
 * are looked through.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== "object" || depth > 4) return false;
  if (err instanceof DatabaseClosedError) return true;
  const e = err as ErrorLike;
  if (typeof e.code === "string") {
    if (NETWORK_CODES.has(e.code) || UNAVAILABLE_SQLSTATES.has(e.code) || /^08[0-9A-Z]{3}$/.test(e.code)) {
      return true;
    }
    // A unix socket that is gone while the server is stopped; other ENOENTs are files, not the database.
    if (e.code === "ENOENT" && e.syscall === "connect") return true;
  }
  // A FATAL error always ends the session it came on (the server's English severity; pg does not parse V).
  if (e.severity === "FATAL" || e.severity === "PANIC") return true;
  // Only a leaf's message: drizzle's wrapper quotes the SQL and its parameters, which users can write.
  if (e.cause === undefined && typeof e.message === "string" && UNAVAILABLE_MESSAGE.test(e.message)) {
    return true;
  }
  if (isDatabaseUnavailable(e.cause, depth + 1)) return true;
  return Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}
