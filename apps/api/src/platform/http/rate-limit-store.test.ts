import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext, uniqueEmail } from "../../../test/harness.js";
import { selectRows } from "../db/client.js";

/**
 * Per-address limits (sign-in, forgot-password, contact, feedback) are counted in PostgreSQL, so they
 * hold across app instances: two instances in memory allowed twice AUTH_RATE_LIMIT sign-ins.
 */
const LIMIT = 4;
let one: TestContext;
let two: TestContext;

beforeAll(async () => {
  one = await createTestApp({ AUTH_RATE_LIMIT: LIMIT });
  // A second instance on the same database, as behind a load balancer.
  two = await createTestApp({ AUTH_RATE_LIMIT: LIMIT }, { database: one.database });
});
afterAll(async () => {
  await two?.close();
  await one?.close();
});

/** A wrong sign-in from `address` (a new email each time, so no per-account limit is what stops it). */
const signIn = (ctx: TestContext, address: string) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/auth/signin",
    remoteAddress: address,
    headers: { origin: "http://localhost:3000", host: "localhost:3000" },
    payload: { email: uniqueEmail("limit"), password: "not-the-password" },
  });

const rows = () =>
  selectRows<{ key: string; hits: number }>(
    one.app.db,
    sql`select key, hits from rate_limit_hits order by key`,
  );

describe("per-address limits shared by every instance", () => {
  it("two instances on one database share one sign-in limit", async () => {
    const address = "198.51.100.10";
    const codes: number[] = [];
    // Alternating instances, as a round-robin balancer would send them.
    for (let i = 0; i < LIMIT + 2; i++) codes.push((await signIn(i % 2 ? two : one, address)).statusCode);
    expect(codes).toEqual([...Array(LIMIT).fill(401), 429, 429]);
    const refused = await signIn(one, address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Another address has its own bucket.
    expect((await signIn(two, "198.51.100.11")).statusCode).toBe(401);
  });

  it("a burst across both instances is let through exactly up to the limit", async () => {
    const address = "198.51.100.20";
    const burst = await Promise.all(
      Array.from({ length: LIMIT * 3 }, (_, i) => signIn(i % 2 ? two : one, address)),
    );
    const codes = burst.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(LIMIT);
    expect(codes.filter((c) => c === 429)).toHaveLength(LIMIT * 2);
  });

  it("keeps routes apart: a used-up sign-in limit leaves forgot-password its own", async () => {
    const address = "198.51.100.30";
    for (let i = 0; i < LIMIT + 1; i++) await signIn(one, address);
    expect((await signIn(two, address)).statusCode).toBe(429);
    const forgot = await two.app.inject({
      method: "POST",
      url: "/api/auth/password/forgot",
      remoteAddress: address,
      headers: { origin: "http://localhost:3000", host: "localhost:3000" },
      payload: { email: uniqueEmail("forgot") },
    });
    expect(forgot.statusCode).toBe(202);
    const keys = (await rows()).map((r) => r.key).filter((k) => k.endsWith(`|${address}`));
    expect(keys.sort()).toEqual([
      `POST /api/auth/password/forgot|${address}`,
      `POST /api/auth/signin|${address}`,
    ]);
  });

  it("starts an expired window again at 1, and housekeeping drops ended windows only", async () => {
    const address = "198.51.100.40";
    for (let i = 0; i < LIMIT + 1; i++) await signIn(one, address);
    expect((await signIn(one, address)).statusCode).toBe(429);
    const key = `POST /api/auth/signin|${address}`;
    await one.app.db.execute(
      sql`update rate_limit_hits set expires_at = now() - interval '1 second' where key = ${key}`,
    );
    const again = await signIn(two, address);
    expect(again.statusCode).toBe(401);
    expect(again.headers["x-ratelimit-remaining"]).toBe(String(LIMIT - 1));
    expect((await rows()).find((r) => r.key === key)?.hits).toBe(1);

    const ended = `POST /api/auth/signin|198.51.100.41`;
    await signIn(one, "198.51.100.41");
    await one.app.db.execute(
      sql`update rate_limit_hits set expires_at = now() - interval '1 second' where key = ${ended}`,
    );
    await one.app.housekeeping.runOnce();
    const left = (await rows()).map((r) => r.key);
    expect(left).not.toContain(ended);
    expect(left).toContain(key);
  });
});
