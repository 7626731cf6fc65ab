/**
 * Database errors made safe to log. Drizzle's DrizzleQueryError puts the query's parameters in its
 * message and `params` (a sign-up's argon2 hash and email, for example); PGlite copies them onto the
 * driver's error too, and PostgreSQL's `detail` repeats the failing row. A log line keeps only what
 * says what failed, never whose data: the SQL text with its $1 placeholders, the SQLSTATE code, and the
 * schema object names.
 */

/** Driver fields that name objects or classify the failure, never carry values. */
const SAFE_DRIVER_FIELDS = [
  "code",
  "severity",
  "schema",
  "table",
  "column",
  "constraint",
  "routine",
] as const;

interface ErrorFields {
  message?: unknown;
  stack?: unknown;
  cause?: unknown;
  query?: unknown;
  params?: unknown;
  code?: unknown;
  severity?: unknown;
}

/** The error a log line shows in place of a database error. */
export class LoggedDatabaseError extends Error {
  override name = "DatabaseError";
  query?: string;
  code?: string;
  severity?: string;
  schema?: string;
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
}

const fieldsOf = (value: unknown): ErrorFields | null =>
  typeof value === "object" && value !== null ? (value as ErrorFields) : null;

/** A query error from drizzle or a driver (it has parameters, or a SQLSTATE code with a severity). */
function isDatabaseError(e: ErrorFields): boolean {
  return (
    Array.isArray(e.params) ||
    (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code) && typeof e.severity === "string")
  );
}

/** The error and its causes, outermost first (bounded, in case a cause chain loops). */
function chainOf(err: unknown): ErrorFields[] {
  const chain: ErrorFields[] = [];
  for (let e = fieldsOf(err); e && chain.length < 10 && !chain.includes(e); e = fieldsOf(e.cause)) {
    chain.push(e);
  }
  return chain;
}

// Driver messages quote the offending value (`invalid input syntax for type integer: "..."`); the quoted
// names of constraints and tables are logged in their own fields instead.
const withoutQuoted = (message: string) => message.replace(/"(?:[^"\\]|\\.)*"/g, '"…"');

/** Stack frames only: the first lines of a stack repeat the message, parameters and all. */
const framesOf = (stack: unknown) => {
  const text = typeof stack === "string" ? stack : "";
  const at = text.indexOf("\n    at ");
  return at === -1 ? "" : text.slice(at);
};

/**
 * Returns `err` itself when no database error is in its cause chain; otherwise a LoggedDatabaseError
 * with the safe fields only. Use it wherever an error is logged or stored as text.
 */
export function loggableError(err: unknown): unknown {
  const chain = chainOf(err);
  const dbIndex = chain.findIndex(isDatabaseError);
  if (dbIndex === -1) return err;
  const outer = chain.slice(0, dbIndex).map((e) => String(e.message ?? ""));
  const links = chain.slice(dbIndex);
  const query = links.map((e) => e.query).find((q): q is string => typeof q === "string");
  const driver = links.find((e) => typeof e.code === "string") ?? links[links.length - 1]!;
  const driverMessage = withoutQuoted(String(driver.message ?? "")).replace(/^Failed query: [\s\S]*/, "");
  const message = [...outer, query ? `Failed query: ${query}` : "", driverMessage].filter(Boolean).join(": ");
  const safe = new LoggedDatabaseError(message || "Database query failed");
  if (query) safe.query = query;
  for (const field of SAFE_DRIVER_FIELDS) {
    const value = (driver as Record<string, unknown>)[field];
    if (typeof value === "string") safe[field] = value;
  }
  safe.stack = `${safe.name}: ${safe.message}${framesOf(chain[0]?.stack)}`;
  return safe;
}

/** The message of an error, safe to log or to store (a newsletter delivery's last error). */
export function loggableMessage(err: unknown): string {
  const safe = loggableError(err);
  return safe instanceof Error ? safe.message : String(safe);
}

/** pino `formatters.log`: every log call that passes `{ err }` logs the safe form of a database error. */
export function withLoggableErrors(object: Record<string, unknown>): Record<string, unknown> {
  return "err" in object ? { ...object, err: loggableError(object.err) } : object;
}
