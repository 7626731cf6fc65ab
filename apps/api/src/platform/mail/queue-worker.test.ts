import { eq, inArray, sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../test/database.js";
import { buildAdmin, buildUser } from "../../../test/factories.js";
import { call, createTestApp } from "../../../test/harness.js";
import { startBrokenSmtp, startSmtp, waitFor } from "../../../test/smtp.js";
import type { Database } from "../db/client.js";
import { mailQueue, newsletterSubscriptions } from "../db/schema.js";
import { createSmtpMailer } from "./mailer.js";
import { ABANDONED, DEFAULT_WORKER_OPTIONS, MailQueueWorker } from "./queue-worker.js";

const FROM = "Arthshala <no-reply@arthshala.test>";
const silentLog = Fastify({ logger: process.env.DEBUG_WORKER ? { level: "debug" } : false }).log;

const queueMail = (database: Database, to: string, extra: Partial<typeof mailQueue.$inferInsert> = {}) =>
  database.db
    .insert(mailQueue)
    .values({ kind: "password_reset", to, subject: `For ${to}`, text: "Hello", ...extra })
    .returning()
    .then((rows) => rows[0]!);

const rowOf = async (database: Database, id: number) =>
  (await database.db.select().from(mailQueue).where(eq(mailQueue.id, id)))[0]!;

describe("the lease, checked before each send", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it("a worker whose lease ran out skips the rows it lost, and another worker sends them once", async () => {
    // The mail server holds the first message it gets until the test lets it answer.
    let letAnswer!: () => void;
    const answer = new Promise<void>((resolve) => {
      letAnswer = resolve;
    });
    let arrived!: () => void;
    const firstArrived = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    let held = false;
    const smtp = await startSmtp({
      hold: async () => {
        if (held) return;
        held = true;
        arrived();
        await answer;
      },
    });
    // Started, they look for work once at once; the hour-long poll never comes round in this test.
    const options = { ...DEFAULT_WORKER_OPTIONS, pollMs: 3_600_000, batchSize: 5, lockMs: 60_000 };
    const one = new MailQueueWorker(database.db, createSmtpMailer(smtp.url, FROM), silentLog, options);
    const two = new MailQueueWorker(database.db, createSmtpMailer(smtp.url, FROM), silentLog, options);
    try {
      const first = await queueMail(database, "lease-first@example.in");
      const second = await queueMail(database, "lease-second@example.in");

      // Worker one claims both rows and is in the middle of sending the first.
      one.start();
      await firstArrived;
      // Its lease runs out (it hung, or the batch took too long), so both rows are up for grabs.
      await database.db
        .update(mailQueue)
        .set({ lockedUntil: sql`now() - interval '1 second'` })
        .where(inArray(mailQueue.id, [first.id, second.id]));

      // Worker two sends the row that was never started; the one still being sent is not sent again
      // but shown as "may have been delivered".
      two.start();
      await two.settle();
      expect(smtp.inbox.flatMap((m) => m.to)).toEqual(["lease-second@example.in"]);
      expect(await rowOf(database, second.id)).toMatchObject({ status: "sent", attempts: 1 });
      expect(await rowOf(database, first.id)).toMatchObject({ status: "uncertain", lastError: ABANDONED });

      // Worker one's send finishes: its outcome still lands (its token is still on the row), and it
      // skips the second row instead of sending it again.
      letAnswer();
      await one.settle();
      expect(await rowOf(database, first.id)).toMatchObject({
        status: "sent",
        attempts: 1,
        leaseToken: null,
      });
      const got = smtp.inbox.flatMap((m) => m.to);
      expect(got.sort()).toEqual(["lease-first@example.in", "lease-second@example.in"]);
    } finally {
      letAnswer();
      await one.stop();
      await two.stop();
      await smtp.close();
    }
  });

  it("never sends a row whose claim another worker took over, even before its send began", async () => {
    const smtp = await startSmtp();
    const options = { ...DEFAULT_WORKER_OPTIONS, batchSize: 1, lockMs: 60_000 };
    const one = new MailQueueWorker(database.db, createSmtpMailer(smtp.url, FROM), silentLog, options);
    try {
      const row = await queueMail(database, "taken-over@example.in");
      // Another instance claimed the row under its own lease: this worker's token no longer matches.
      await database.db
        .update(mailQueue)
        .set({ leaseToken: "another-instance", lockedUntil: sql`now() + interval '1 minute'` })
        .where(eq(mailQueue.id, row.id));
      expect(await one.drain()).toBe(0);
      expect(await rowOf(database, row.id)).toMatchObject({
        status: "pending",
        attempts: 0,
        leaseToken: "another-instance",
        sendStartedAt: null,
      });
      expect(smtp.inbox).toEqual([]);
    } finally {
      await smtp.close();
    }
  });
});

describe("a send that may have been delivered", () => {
  it("a send whose worker died mid-send is shown as may-have-been-delivered, never re-sent, and Retry sends it once", async () => {
    const smtp = await startSmtp();
    const ctx = await createTestApp({ SMTP_URL: smtp.url }, { mailWorker: { pollMs: 50 } });
    try {
      const admin = await buildAdmin(ctx.app);
      // As a crashed instance left it: the send began, its lease ran out, no outcome was written.
      const row = await queueMail(ctx.database, "crashed-send@example.in", {
        attempts: 1,
        leaseToken: "crashed-instance",
        sendStartedAt: new Date(Date.now() - 5 * 60_000),
        lockedUntil: new Date(Date.now() - 60_000),
      });
      await ctx.app.mailQueue.worker.settle();
      expect(await rowOf(ctx.database, row.id)).toMatchObject({ status: "uncertain", lastError: ABANDONED });
      expect(await ctx.app.mailQueue.worker.drain()).toBe(0);
      const toCrashed = () => smtp.inbox.filter((m) => m.to.includes("crashed-send@example.in"));
      expect(toCrashed()).toEqual([]);

      const page = (
        await call(ctx.app, "GET", "/api/admin/mail-queue?status=uncertain", { cookie: admin.cookie })
      ).json();
      expect(page.items).toEqual([
        expect.objectContaining({ id: row.id, status: "uncertain", lastError: ABANDONED, attempts: 1 }),
      ]);
      expect(page.counts).toMatchObject({ uncertain: 1, failed: 0, pending: 0 });

      const retried = await call(ctx.app, "POST", `/api/admin/mail-queue/${row.id}/retry`, {
        cookie: admin.cookie,
      });
      expect(retried.statusCode).toBe(200);
      expect(retried.json().item).toMatchObject({ status: "pending", attempts: 0 });
      await waitFor(async () => (await rowOf(ctx.database, row.id)).status === "sent");
      expect(toCrashed()).toHaveLength(1);
      expect((await rowOf(ctx.database, row.id)).lastError).toBeNull();
    } finally {
      await ctx.close();
      await smtp.close();
    }
  });

  it("a newsletter mail the server may have accepted is counted apart and not sent again by itself", async () => {
    const broken = await startBrokenSmtp("close");
    // Retries would be immediate: if an uncertain mail were retried, the drain below would send it.
    const ctx = await createTestApp(
      { SMTP_URL: broken.url },
      { mailWorker: { pollMs: 50, retryBaseMs: 1, maxAttempts: 5 } },
    );
    try {
      const admin = await buildAdmin(ctx.app);
      const reader = await buildUser(ctx.app);
      await ctx.app.db
        .insert(newsletterSubscriptions)
        .values({ userId: reader.id, enteredEmail: "maybe-got-it@example.in", confirmedAt: new Date() });
      const sent = await call(ctx.app, "POST", "/api/admin/newsletters", {
        body: { data: { title: "Perhaps arrived", content: "Hello" } },
        cookie: admin.cookie,
      });
      const id = sent.json().newsletter.id as number;
      const [row] = await ctx.app.db.select().from(mailQueue).where(eq(mailQueue.newsletterId, id));
      await waitFor(async () => (await rowOf(ctx.database, row!.id)).status !== "pending");
      await ctx.app.mailQueue.worker.settle();
      expect(await ctx.app.mailQueue.worker.drain()).toBe(0);
      expect(broken.received.filter((to) => to === "maybe-got-it@example.in")).toHaveLength(1);
      expect(await rowOf(ctx.database, row!.id)).toMatchObject({
        status: "uncertain",
        attempts: 1,
        lastError: "Connection closed unexpectedly",
      });
      const summaries = (
        await call(ctx.app, "GET", "/api/admin/newsletters", { cookie: admin.cookie })
      ).json();
      expect(summaries.find((n: { id: number }) => n.id === id)).toMatchObject({
        sent: 0,
        failed: 0,
        pending: 0,
        uncertain: 1,
      });
    } finally {
      await ctx.close();
      await broken.close();
    }
  });

  it("a refusal after the message was sent is a certain failure: back in line with backoff", async () => {
    const broken = await startBrokenSmtp({ reply: "451 4.3.0 Try again later" });
    const ctx = await createTestApp(
      { SMTP_URL: broken.url },
      { mailWorker: { pollMs: 50, retryBaseMs: 3_600_000 } },
    );
    try {
      const row = await queueMail(ctx.database, "try-later@example.in");
      ctx.app.mailQueue.worker.kick();
      await waitFor(async () => (await rowOf(ctx.database, row.id)).attempts === 1);
      await ctx.app.mailQueue.worker.settle();
      const after = await rowOf(ctx.database, row.id);
      expect(after).toMatchObject({
        status: "pending",
        attempts: 1,
        sendStartedAt: null,
        leaseToken: null,
        lastError: expect.stringContaining("451 4.3.0 Try again later"),
      });
      expect(after.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30 * 60_000);
    } finally {
      await ctx.close();
      await broken.close();
    }
  });
});
