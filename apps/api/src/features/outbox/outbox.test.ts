import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildUser, type TestUser } from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { startSmtp, waitFor } from "../../../test/smtp.js";
import { mailQueue, newsletters } from "../../platform/db/schema.js";

describe("admin view of the mail queue", () => {
  let ctx: TestContext;
  let admin: TestUser;
  let learner: TestUser;
  let smtpPort: number;
  beforeAll(async () => {
    // An SMTP server that is not there: every mail fails, and with one attempt it is failed at once.
    const gone = await startSmtp();
    smtpPort = gone.port;
    await gone.close();
    ctx = await createTestApp(
      { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
      { mailWorker: { pollMs: 50, retryBaseMs: 100, maxAttempts: 1 } },
    );
    admin = await buildAdmin(ctx.app);
    learner = await buildUser(ctx.app);
  });
  afterAll(() => ctx.close());

  const list = (query: string, who: TestUser = admin) =>
    call(ctx.app, "GET", `/api/admin/mail-queue${query}`, { cookie: who.cookie });
  const retry = (id: string | number, who: TestUser = admin) =>
    call(ctx.app, "POST", `/api/admin/mail-queue/${id}/retry`, { cookie: who.cookie });
  const rowOf = async (id: number) =>
    (await ctx.app.db.select().from(mailQueue).where(eq(mailQueue.id, id)))[0]!;

  it("lists a mail that failed with its error, counts it, and sends it again on Retry", async () => {
    await call(ctx.app, "POST", "/api/articles/saveemail", {
      body: { enteredEmail: "bounce-test@example.in" },
      cookie: learner.cookie,
    });
    const [queued] = await ctx.app.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.to, "bounce-test@example.in"));
    await waitFor(async () => (await rowOf(queued!.id)).status === "failed");

    const res = await list("?status=failed");
    expect(res.statusCode).toBe(200);
    const page = res.json();
    const item = page.items.find((i: { id: number }) => i.id === queued!.id);
    expect(item).toMatchObject({
      kind: "newsletter_confirmation",
      status: "failed",
      to: "bounce-test@example.in",
      subject: "Confirm your Arthshala newsletter subscription",
      attempts: 1,
      lastError: expect.stringMatching(/ECONNREFUSED|connect/i),
    });
    expect(Date.parse(item.createdAt)).not.toBeNaN();
    expect(Date.parse(item.nextAttemptAt)).not.toBeNaN();
    expect(item).not.toHaveProperty("text"); // a queued reset link stays out of the admin view
    expect(page.counts.failed).toBeGreaterThanOrEqual(1);
    expect(page.total).toBe(page.counts.failed);

    // The mail server is back; Retry puts the row in line again with fresh attempts, and it goes out.
    const smtp = await startSmtp({ port: smtpPort });
    try {
      const retried = await retry(queued!.id);
      expect(retried.statusCode).toBe(200);
      expect(retried.json()).toMatchObject({
        message: "Queued again: it will be sent in a moment.",
        item: { id: queued!.id, status: "pending", attempts: 0 },
      });
      await waitFor(async () => (await rowOf(queued!.id)).status === "sent");
      expect(smtp.inbox.filter((m) => m.to.includes("bounce-test@example.in"))).toHaveLength(1);
      expect((await rowOf(queued!.id)).lastError).toBeNull();
      // Only failed mail can be retried.
      expect((await retry(queued!.id)).statusCode).toBe(409);
    } finally {
      await smtp.close();
    }
  });

  it("lists pending mail waiting to be retried, with its last error and next try, and newsletter titles", async () => {
    const [letter] = await ctx.app.db
      .insert(newsletters)
      .values({ title: "Monsoon savings", content: "Keep an emergency fund." })
      .returning();
    const nextTry = new Date(Date.now() + 10 * 60_000);
    const [waiting] = await ctx.app.db
      .insert(mailQueue)
      .values({
        kind: "newsletter",
        to: "slow-inbox@example.in",
        newsletterId: letter!.id,
        attempts: 2,
        lastError: "451 4.7.1 Greylisted, try again later",
        nextAttemptAt: nextTry,
      })
      .returning();
    // A fresh pending row has no error: it is not a delivery problem.
    await ctx.app.db.insert(mailQueue).values({
      kind: "password_reset",
      to: "fresh@example.in",
      subject: "s",
      text: "t",
      nextAttemptAt: nextTry,
    });

    const retrying = (await list("?status=pending&retrying=true")).json();
    expect(retrying.items).toEqual([
      {
        id: waiting!.id,
        kind: "newsletter",
        status: "pending",
        to: "slow-inbox@example.in",
        subject: "Monsoon savings",
        attempts: 2,
        lastError: "451 4.7.1 Greylisted, try again later",
        nextAttemptAt: nextTry.toISOString(),
        createdAt: waiting!.createdAt.toISOString(),
      },
    ]);
    expect(retrying.total).toBe(1);
    expect(retrying.counts).toMatchObject({ retrying: 1 });
    expect(retrying.counts.pending).toBeGreaterThanOrEqual(2);
    const allPending = (await list("?status=pending&limit=100")).json();
    expect(allPending.items.map((i: { to: string }) => i.to)).toContain("fresh@example.in");
    // A pending row is not retried by hand: it is already in line.
    expect((await retry(waiting!.id)).statusCode).toBe(409);
  });

  it("refuses learners, visitors, unknown rows and ids that are not plain positive numbers", async () => {
    expect((await list("?status=failed", learner)).statusCode).toBe(403);
    expect((await retry(1, learner)).statusCode).toBe(403);
    expect((await call(ctx.app, "GET", "/api/admin/mail-queue")).statusCode).toBe(401);
    expect((await call(ctx.app, "POST", "/api/admin/mail-queue/1/retry")).statusCode).toBe(401);

    for (const bad of ["0", "01", "-1", "1e3", "1.5", "abc", "%201", "99999999999", "2147483648"]) {
      const res = await retry(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error, bad).toBe("Bad Request");
    }
    const missing = await retry(2147483647);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("There is no such mail in the queue.");
    for (const query of ["?status=sent", "?limit=0", "?limit=101", "?offset=-1", "?retrying=yes"]) {
      expect((await list(query)).statusCode, query).toBe(400);
    }
  });
});
