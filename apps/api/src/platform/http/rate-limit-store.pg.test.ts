import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminQuery, openTestDatabase, type TestDatabase } from "../../../test/database.js";
import { call, createTestApp, type TestContext, uniqueEmail } from "../../../test/harness.js";

/**
 * PostgreSQL only (it refuses the app's connections): a limit that cannot be counted answers 503 like
 * any request while the database is away, rather than a 500 or an unlimited request.
 */
describe("a rate-limited request while the database is away", () => {
  let database: TestDatabase;
  let ctx: TestContext;
  const serverUrl = process.env.TEST_DATABASE_URL ?? "";
  const dbName = () => new URL(database.url ?? "").pathname.slice(1);

  beforeAll(async () => {
    database = await openTestDatabase({ log: { warn: () => undefined } });
    ctx = await createTestApp({}, { database });
  });
  afterAll(async () => {
    await adminQuery(serverUrl, `alter database ${dbName()} allow_connections true`);
    await ctx.close();
    await database.close();
  });

  // Forgot-password answers before it touches the database itself (the work runs after the answer),
  // so only the limit's own count can make it fail.
  const forgot = () =>
    call(ctx.app, "POST", "/api/auth/password/forgot", { body: { email: uniqueEmail("outage") } });

  it("answers 503 with Retry-After, then counts again once the database is back", async () => {
    expect((await forgot()).statusCode).toBe(202);
    await adminQuery(serverUrl, `alter database ${dbName()} allow_connections false`);
    await adminQuery(
      serverUrl,
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${dbName()}'`,
    );
    const down = await forgot();
    expect(down.statusCode).toBe(503);
    expect(down.headers["retry-after"]).toBe("5");
    expect(down.json().error).toBe("Service Unavailable");

    await adminQuery(serverUrl, `alter database ${dbName()} allow_connections true`);
    const back = await forgot();
    expect(back.statusCode).toBe(202);
    expect(back.headers["x-ratelimit-remaining"]).toBe(String(ctx.config.AUTH_RATE_LIMIT - 2));
  });
});
