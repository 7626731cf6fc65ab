import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminQuery, openTestDatabase, type TestDatabase } from "./database.js";
import { call, createTestApp, type TestContext, uniqueEmail } from "./harness.js";

/**
 * What happens to a running app when PostgreSQL drops its connections or stops taking new ones.
 * PostgreSQL only: PGlite lives inside the process and cannot go away on its own. CI's second pass
 * (TEST_DATABASE_URL set) runs these. A crash here would be an unhandled 'error' event, which vitest
 * reports as a failure of the run.
 */
describe("a server that survives its database", () => {
  let ctx: TestContext;
  let database: TestDatabase;
  const warnings: string[] = [];
  const log = { warn: (_obj: unknown, msg?: string) => warnings.push(msg ?? "") } as Pick<
    FastifyBaseLogger,
    "warn"
  >;
  const serverUrl = process.env.TEST_DATABASE_URL ?? "";
  const dbName = () => new URL(database.url ?? "").pathname.slice(1);
  const terminateOurBackends = () =>
    adminQuery(
      serverUrl,
      `select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = '${dbName()}'`,
    );

  beforeAll(async () => {
    database = await openTestDatabase({ log });
    ctx = await createTestApp({}, { database });
  });
  afterAll(async () => {
    await adminQuery(serverUrl, `alter database ${dbName()} allow_connections true`);
    await ctx.close();
    await database.close();
  });

  const signUp = (email = uniqueEmail("outage")) =>
    call(ctx.app, "POST", "/api/auth/signup", {
      body: { email, password: "long-enough-pw", name: "Outage" },
    });

  it("keeps serving after pg_terminate_backend ends every connection of its pool", async () => {
    // Several requests at once, so the pool holds several idle connections when they are killed.
    const warm = await Promise.all(Array.from({ length: 4 }, () => call(ctx.app, "GET", "/api/health")));
    expect(warm.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);

    const killed = await adminQuery(
      database.url ?? "",
      "select pg_terminate_backend(pid) as ok from pg_stat_activity " +
        "where datname = current_database() and pid <> pg_backend_pid()",
    );
    expect(killed.length).toBeGreaterThan(0);
    // At once, before the pool has heard of every termination: a dead client it still hands out must
    // cost a retry on a fresh connection, not a 503.
    const health = await Promise.all(Array.from({ length: 4 }, () => call(ctx.app, "GET", "/api/health")));
    expect(health.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    // The listener lost its connection too: until it is back the instance says so (200, "degraded").
    expect(health[0]?.json()).toMatchObject({ database: "ok" });
    const lost = "database connection lost; the pool will reconnect";
    for (let i = 0; i < 600 && !warnings.includes(lost); i++) await new Promise((r) => setTimeout(r, 50));
    expect(warnings).toContain("database connection lost; the pool will reconnect");
    const email = uniqueEmail("after-kill");
    expect((await signUp(email)).statusCode).toBe(201);
    const signin = await call(ctx.app, "POST", "/api/auth/signin", {
      body: { email, password: "long-enough-pw" },
    });
    expect(signin.statusCode).toBe(200);
    expect(signin.json().user.email).toBe(email);
  });

  it("answers 503 while the database refuses connections, and 200 again once it is back", async () => {
    await adminQuery(serverUrl, `alter database ${dbName()} allow_connections false`);
    await terminateOurBackends();

    // Bounded by the probe's own time limit: a probe that waited for a connection forever would meet the
    // test's hang guard instead.
    const down = await call(ctx.app, "GET", "/api/health");
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: "unavailable", database: "unavailable" });
    expect(down.headers["retry-after"]).toBe("5");

    const write = await signUp();
    expect(write.statusCode).toBe(503);
    expect(write.headers["retry-after"]).toBe("5");
    expect(write.json()).toEqual({
      error: "Service Unavailable",
      message: "The service is temporarily unavailable. Please try again shortly.",
    });

    await adminQuery(serverUrl, `alter database ${dbName()} allow_connections true`);
    const up = await call(ctx.app, "GET", "/api/health");
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ database: "ok" });
    expect((await signUp()).statusCode).toBe(201);
  });
});
