import { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildUser } from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { sessions, users } from "../../platform/db/schema.js";

// Two instances of the app on one database, as two servers behind a load balancer would run.
let a: TestContext;
let b: TestContext;

beforeAll(async () => {
  a = await createTestApp({ AUTH_RATE_LIMIT: 1000 });
  b = await createTestApp({ AUTH_RATE_LIMIT: 1000 }, { database: a.database });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const me = (ctx: TestContext, cookie: string) => call(ctx.app, "GET", "/api/auth/me", { cookie });

/** Another instance hears a change through NOTIFY a moment after it commits: wait for it, briefly. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  const until = Date.now() + 3000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("the change did not reach the instance within 3 s");
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * The SQL text of every statement `ctx`'s instance sends while `work` runs: through the embedded
 * database's query, or PostgreSQL's pool (drizzle sends a string, or a config with the text).
 */
async function statementsDuring(ctx: TestContext, work: () => Promise<unknown>): Promise<string[]> {
  const client = (ctx.app.db as unknown as { $client: object }).$client;
  let target: object;
  if (client instanceof PGlite) {
    target = PGlite.prototype as object;
    while (!Object.hasOwn(target, "query")) target = Object.getPrototypeOf(target);
  } else {
    target = client;
  }
  const spy = vi.spyOn(target as { query: (q: unknown) => unknown }, "query");
  try {
    await work();
    return spy.mock.calls.map((c) =>
      typeof c[0] === "string" ? c[0] : String((c[0] as { text?: string }).text),
    );
  } finally {
    spy.mockRestore();
  }
}

describe("sessions remembered by each instance", () => {
  it("parallel requests of one session share one lookup and one touch", async () => {
    const learner = await buildUser(a.app);
    // Last seen 10 minutes ago: the next request reads the row and touches it.
    await a.app.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '10 minutes'` })
      .where(eq(sessions.userId, learner.id));
    const sent = await statementsDuring(b, async () => {
      const answers = await Promise.all(Array.from({ length: 8 }, () => me(b, learner.cookie)));
      expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    });
    const lookups = sent.filter((q) => /from "sessions" inner join "users"/i.test(q));
    const touches = sent.filter((q) => /^update "sessions" set "last_seen_at"/i.test(q));
    expect({ lookups: lookups.length, touches: touches.length }).toEqual({ lookups: 1, touches: 1 });
  });

  it("are really served from memory: a change the triggers cannot see goes unnoticed", async () => {
    const learner = await buildUser(a.app);
    expect((await me(a, learner.cookie)).statusCode).toBe(200);
    // With triggers off (as nothing in the product does), the deletion sends no notice...
    await a.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.delete(sessions).where(eq(sessions.userId, learner.id));
    });
    // ...so instance A still answers from what it remembered, while B, which never saw the
    // session, reads the database and refuses it. This is why every change must go through them.
    expect((await me(a, learner.cookie)).statusCode).toBe(200);
    expect((await me(b, learner.cookie)).statusCode).toBe(401);
    a.app.sessions.forgetUser(learner.id);
    expect((await me(a, learner.cookie)).statusCode).toBe(401);
  });

  it("a role or name changed by hand in the database reaches every instance", async () => {
    const learner = await buildUser(a.app, { name: "Before Change" });
    expect((await me(a, learner.cookie)).json().roles).toEqual(["Learner"]);
    expect((await me(b, learner.cookie)).json().roles).toEqual(["Learner"]);
    // As `psql` or the admin CLI would, outside both apps.
    await a.database.db.execute(
      sql`update users set role = 'Admin', name = 'After Change' where id = ${learner.id}`,
    );
    for (const ctx of [a, b]) {
      await eventually(async () => (await me(ctx, learner.cookie)).json().roles[0] === "Admin");
      expect((await me(ctx, learner.cookie)).json().name).toBe("After Change");
      const admin = await call(ctx.app, "GET", "/api/admin/messages/feedback", { cookie: learner.cookie });
      expect(admin.statusCode).toBe(200);
    }
    // And back: an admin removed by hand loses the admin API everywhere.
    await a.database.db.update(users).set({ role: "Learner" }).where(eq(users.id, learner.id));
    for (const ctx of [a, b]) {
      await eventually(
        async () =>
          (await call(ctx.app, "GET", "/api/admin/messages/feedback", { cookie: learner.cookie }))
            .statusCode === 403,
      );
    }
  });

  it("signing out on one instance ends the session on the other", async () => {
    const learner = await buildUser(a.app);
    expect((await me(a, learner.cookie)).statusCode).toBe(200);
    expect((await me(b, learner.cookie)).statusCode).toBe(200);
    expect((await call(a.app, "POST", "/api/auth/signout", { cookie: learner.cookie })).statusCode).toBe(204);
    // At once on the instance that signed out, a moment later on the other.
    expect((await me(a, learner.cookie)).statusCode).toBe(401);
    await eventually(async () => (await me(b, learner.cookie)).statusCode === 401);
  });

  it("a session idle or expired in the database is refused even when remembered", async () => {
    const learner = await buildUser(a.app);
    expect((await me(a, learner.cookie)).statusCode).toBe(200);
    await a.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, learner.id));
    for (const ctx of [a, b])
      await eventually(async () => (await me(ctx, learner.cookie)).statusCode === 401);
  });

  it("deleting the account ends its sessions on every instance", async () => {
    const learner = await buildUser(a.app);
    expect((await me(b, learner.cookie)).statusCode).toBe(200);
    await a.database.db.delete(users).where(eq(users.id, learner.id));
    await eventually(async () => (await me(b, learner.cookie)).statusCode === 401);
  });
});
