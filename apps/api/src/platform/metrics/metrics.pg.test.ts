import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminQuery, openTestDatabase, type TestDatabase } from "../../../test/database.js";
import { createTestApp, type TestContext } from "../../../test/harness.js";
import { PATIENCE_MS } from "../../../test/patience.js";
import { type Scrape, scrape } from "../../../test/prometheus.js";
import { LISTENER_APPLICATION_NAME } from "../db/listener.js";

/** The pool and the change listener on PostgreSQL (a .pg.test.ts file: CI's PostgreSQL pass). */
const TOKEN = randomBytes(24).toString("hex");
const ACQUIRE = "arthshala_db_pool_acquire_seconds";

let database: TestDatabase;
let ctx: TestContext;

beforeAll(async () => {
  database = await openTestDatabase();
  ctx = await createTestApp({ METRICS_TOKEN: TOKEN }, { database });
});
afterAll(async () => {
  await ctx.close();
  await database.close();
});

/** Scrapes until `done` holds: a hang guard, not a speed limit. */
async function scrapeUntil(done: (s: Scrape) => boolean): Promise<Scrape> {
  const until = Date.now() + PATIENCE_MS;
  for (;;) {
    const s = await scrape(ctx.app, TOKEN);
    if (done(s) || Date.now() > until) return s;
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("the pool", () => {
  it("shows connections in use, queries waiting for one, and how long each waited", async () => {
    const before = await scrape(ctx.app, TOKEN);
    expect(before.value("arthshala_db_pool_max_connections")).toBe(5); // the test databases' pool size
    const acquiredBefore = before.count(ACQUIRE);
    const waitedBefore = before.histogram(ACQUIRE)[0]?.sum ?? 0;

    // Every connection held by a transaction that waits for the test, then two queries queue for one.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const holders = Array.from({ length: 5 }, () =>
      ctx.app.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await gate;
      }),
    );
    const held = await scrapeUntil(
      (s) => s.value("arthshala_db_pool_connections", { state: "in_use" }) === 5,
    );
    expect(held.value("arthshala_db_pool_connections", { state: "in_use" })).toBe(5);
    const queued = [ctx.app.db.execute(sql`select 2`), ctx.app.db.execute(sql`select 3`)];
    const waiting = await scrapeUntil((s) => s.value("arthshala_db_pool_waiting") === 2);
    expect(waiting.value("arthshala_db_pool_waiting")).toBe(2);
    const heldFrom = performance.now();
    await new Promise((r) => setTimeout(r, 50));
    const heldMs = performance.now() - heldFrom;
    open();
    await Promise.all([...holders, ...queued]);

    const after = await scrapeUntil((s) => s.value("arthshala_db_pool_waiting") === 0);
    expect(after.value("arthshala_db_pool_waiting")).toBe(0);
    // Each checkout is one observation (the scrapes' own queries too), and the two queued ones each
    // waited at least as long as the test held every connection after seeing them wait.
    expect(after.count(ACQUIRE) - acquiredBefore).toBeGreaterThanOrEqual(7);
    expect((after.histogram(ACQUIRE)[0]?.sum ?? 0) - waitedBefore).toBeGreaterThanOrEqual(
      (2 * heldMs) / 1000,
    );
  });
});

describe("the change listener", () => {
  it("counts a lost connection, and is up again once it has reconnected", async () => {
    const up = await scrapeUntil((s) => s.value("arthshala_db_listener_up") === 1);
    expect(up.value("arthshala_db_listener_up")).toBe(1);
    expect(up.value("arthshala_db_listener_reconnects_total")).toBe(0);
    expect(up.value("arthshala_db_listener_heartbeat_age_seconds")).toBeGreaterThanOrEqual(0);

    const name = new URL(database.url ?? "").pathname.slice(1);
    const killed = await adminQuery(
      database.url ?? "",
      `select pg_terminate_backend(pid) as done from pg_stat_activity
        where application_name = '${LISTENER_APPLICATION_NAME}' and datname = '${name}'`,
    );
    expect(killed).toEqual([{ done: true }]);
    const back = await scrapeUntil(
      (s) =>
        s.value("arthshala_db_listener_reconnects_total") === 1 && s.value("arthshala_db_listener_up") === 1,
    );
    expect(back.value("arthshala_db_listener_reconnects_total")).toBe(1);
    expect(back.value("arthshala_db_listener_up")).toBe(1);
  });
});
