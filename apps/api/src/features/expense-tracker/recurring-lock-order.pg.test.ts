import { addDays } from "@arthshala/contracts/streak-rules";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "../../../test/clock.js";
import { buildUser } from "../../../test/factories.js";
import { createTestApp, type TestContext } from "../../../test/harness.js";
import { PATIENCE_MS } from "../../../test/patience.js";
import { recurringEntries, recurringRules } from "../../platform/db/schema.js";
import { addRecurringEntries } from "./recurring.js";

/**
 * The fleet check's 500 ("deadlock detected"), made deterministic. Two catch-ups of one learner at once
 * (two tabs, two instances) must lock the learner's rules in the same order. They used to lock them in
 * next_on order, which each statement reads from its own snapshot: a catch-up that began before another
 * moved some rules' next_on locked r1..r4 and then wanted r5, while the later one held r5..r8 and wanted
 * r1. PostgreSQL only (a .pg.test.ts file): PGlite is one connection, where nothing waits on a lock.
 */
let ctx: TestContext;
const TODAY = "2027-03-10";
const clock = new TestClock(`${TODAY}T10:00:00+05:30`);

beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
});
afterAll(async () => {
  await ctx.close();
});

async function client(): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: (ctx.database as { url?: string }).url });
  c.on("error", () => undefined);
  await c.connect();
  return c;
}

/** Waits until `n` backends of this database are waiting for a row lock. */
async function lockWaiters(watcher: pg.Client, n: number): Promise<void> {
  const deadline = Date.now() + PATIENCE_MS;
  for (;;) {
    const { rows } = await watcher.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((rows[0]?.n ?? 0) >= n) return;
    if (Date.now() > deadline) throw new Error(`${n} lock waiters never appeared`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("two catch-ups of one learner at once", () => {
  it("lock the rules in one order, so neither fails with a deadlock", async () => {
    const learner = await buildUser(ctx.app);
    const start = addDays(TODAY, -28);
    // Eight weekly rules; all but the first four have their first two weeks still to add.
    const rules = await ctx.app.db
      .insert(recurringRules)
      .values(
        Array.from({ length: 8 }, (_, i) => ({
          userId: learner.id,
          title: `Weekly ${i + 1}`,
          category: "Food",
          type: "expense" as const,
          amountPaise: 10_000 + i,
          cadence: "weekly" as const,
          startsOn: start,
          nextOn: addDays(start, 14),
        })),
      )
      .returning({ id: recurringRules.id });
    const ids = rules.map((r) => r.id).sort((a, b) => a - b);
    const [first, second] = [ids.slice(0, 4), ids.slice(4)];

    const holder = await client();
    const mover = await client();
    const watcher = await client();
    try {
      // Another writer holds r1..r4 (as a catch-up's earlier batch would).
      await holder.query("begin");
      await holder.query("select id from recurring_rules where id = any($1) for update", [first]);
      // Catch-up A reads the rules (all due on one day, so in id order) and waits for r1.
      const a = addRecurringEntries(ctx.app.db, clock.now(), { userId: learner.id });
      await lockWaiters(watcher, 1);
      // r5..r8 move earlier (committed), which A's snapshot does not see and B's does.
      await mover.query("update recurring_rules set next_on = $1 where id = any($2)", [start, second]);
      const b = addRecurringEntries(ctx.app.db, clock.now(), { userId: learner.id });
      await lockWaiters(watcher, 2);
      await holder.query("commit");

      const added = await Promise.allSettled([a, b]);
      expect(added.map((r) => r.status)).toEqual(["fulfilled", "fulfilled"]);
      const total = added.reduce((n, r) => n + (r.status === "fulfilled" ? r.value : 0), 0);
      // r1..r4: weeks 3 to 5; r5..r8: weeks 1 to 5 (the start day and every 7th through today).
      expect(total).toBe(4 * 3 + 4 * 5);
      const keys = await ctx.app.db
        .select({ ruleId: recurringEntries.ruleId })
        .from(recurringEntries)
        .where(eq(recurringEntries.userId, learner.id));
      expect(keys).toHaveLength(32);
    } finally {
      await holder.query("rollback").catch(() => undefined);
      await Promise.all([holder.end(), mover.end(), watcher.end()]);
    }
  });
});
