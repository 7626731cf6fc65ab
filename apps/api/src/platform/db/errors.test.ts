import Fastify from "fastify";
import { describe, expect, it, vi } from "vitest";
import { registerErrorHandling } from "../http/errors.js";
import { type Database, type Db, pingDatabase } from "./client.js";
import { DatabaseClosedError, isDatabaseUnavailable } from "./errors.js";
import { DatabaseConnectTimeoutError } from "./sockets.js";

/** The shape drizzle gives a failed query: its own message quoting the SQL, the driver's error in `cause`. */
const wrapped = (cause: unknown) =>
  Object.assign(new Error("Failed query: select 1\nparams: "), { cause, name: "DrizzleQueryError" });
const pgError = (code: string, severity = "ERROR") => Object.assign(new Error("pg"), { code, severity });

describe("isDatabaseUnavailable", () => {
  it("recognises a database that went away or cannot be reached", () => {
    const cases: unknown[] = [
      pgError("57P01", "FATAL"), // pg_terminate_backend, fast shutdown
      pgError("57P02"),
      pgError("57P03"), // starting up / shutting down
      pgError("08006"), // connection failure
      pgError("53300"), // too many connections
      pgError("55000", "FATAL"), // database not accepting connections
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
      Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" }),
      Object.assign(new Error("connect ENOENT /tmp/.s.PGSQL.5432"), { code: "ENOENT", syscall: "connect" }),
      new Error("Connection terminated unexpectedly"),
      new Error("timeout exceeded when trying to connect"),
      pgError("57014"), // statement_timeout cancelled it
      pgError("25P03", "FATAL"), // idle_in_transaction_session_timeout ended the session
      new Error("Query read timeout"), // the client heard nothing (a frozen connection)
      new Error("Client was closed and is not queryable"), // the rollback after that, on the ended client
      new AggregateError([Object.assign(new Error("refused"), { code: "ECONNREFUSED" })]),
      new DatabaseConnectTimeoutError(5_000), // a connect that heard nothing (a silent path)
      new DatabaseClosedError(), // work cut short by a shutdown
    ];
    for (const err of cases) {
      expect(isDatabaseUnavailable(err), String(err)).toBe(true);
      expect(isDatabaseUnavailable(wrapped(err)), `wrapped ${err}`).toBe(true);
    }
  });

  it("leaves query mistakes, missing files and unrelated errors alone", () => {
    const cases: unknown[] = [
      pgError("23505"), // unique violation
      pgError("42P01"), // undefined table
      pgError("55000"), // e.g. currval not yet defined: same class, but the session is fine
      Object.assign(new Error("ENOENT: no such file"), { code: "ENOENT", syscall: "open" }),
      new Error("Something else"),
      // A user's text quoted in drizzle's message must not count: only the driver's error does.
      wrapped(Object.assign(new Error("duplicate key"), { code: "23505" })),
      Object.assign(new Error("Failed query: insert … params: Connection terminated"), {
        cause: pgError("23505"),
      }),
      null,
      "Connection terminated",
    ];
    for (const err of cases) expect(isDatabaseUnavailable(err), String(err)).toBe(false);
  });
});

describe("the error handler during an outage", () => {
  it("answers 503 with Retry-After instead of 500 when the database is away", async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get("/down", async () => {
      throw wrapped(pgError("57P01", "FATAL"));
    });
    app.get("/bug", async () => {
      throw new Error("a real bug");
    });
    const down = await app.inject("/down");
    expect(down.statusCode).toBe(503);
    expect(down.headers["retry-after"]).toBe("5");
    expect(down.json()).toEqual({
      error: "Service Unavailable",
      message: "The service is temporarily unavailable. Please try again shortly.",
    });
    expect((await app.inject("/bug")).statusCode).toBe(500);
    await app.close();
  });
});

describe("pingDatabase", () => {
  it("gives up after its timeout instead of waiting for a connection that never comes", async () => {
    const hanging = { db: { execute: () => new Promise(() => undefined) } as unknown as Db } as Database;
    // On a fake clock: the limit is the ping's own timer, whatever the machine's speed.
    vi.useFakeTimers();
    try {
      let settled = false;
      const ping = pingDatabase(hanging, 100).finally(() => {
        settled = true;
      });
      const verdict = expect(ping).rejects.toThrow("did not answer within 100 ms");
      await vi.advanceTimersByTimeAsync(99);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await verdict;
    } finally {
      vi.useRealTimers();
    }
  });
});
