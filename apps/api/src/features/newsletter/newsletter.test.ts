import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../test/database.js";
import { buildAdmin, buildUser, type TestUser } from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { startSmtp, waitFor } from "../../../test/smtp.js";
import type { Database } from "../../platform/db/client.js";
import { newsletterDeliveries, newsletterSubscriptions } from "../../platform/db/schema.js";

const FAST = { pollMs: 50, retryBaseMs: 100, batchSize: 5 };

describe("subscribing from the footer", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const as = (user: TestUser, url: string, body: Record<string, unknown> = {}) =>
    call(ctx.app, "POST", url, { body: { email: user.email, ...body }, cookie: user.cookie });

  it("saves, looks up and removes the learner's entered address", async () => {
    const user = await buildUser(ctx.app);
    expect((await as(user, "/api/articles/getenteredemail")).json()).toEqual([]);
    const saved = await as(user, "/api/articles/saveemail", { enteredEmail: "  Me.Personal@Example.IN " });
    expect(saved.json()).toEqual({
      message: "🎉 Subscribed successfully.",
      enteredEmail: "me.personal@example.in",
    });
    expect((await as(user, "/api/articles/getenteredemail")).json()).toEqual([
      { enteredEmail: "me.personal@example.in" },
    ]);
    await as(user, "/api/articles/saveemail", { enteredEmail: "other@example.in" });
    expect(
      await ctx.app.db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.userId, user.id)),
    ).toHaveLength(1);
    expect(
      (await as(user, "/api/articles/removeemail", { enteredEmail: "other@example.in" })).json(),
    ).toEqual({
      message: "Unsubscribed successfully.",
    });
    expect((await as(user, "/api/articles/getenteredemail")).json()).toEqual([]);
  });

  it("needs a signed-in learner, a real address, and only touches the caller's own subscription", async () => {
    const anon = await call(ctx.app, "POST", "/api/articles/saveemail", {
      body: { enteredEmail: "a@example.in" },
    });
    expect(anon.statusCode).toBe(401);
    const a = await buildUser(ctx.app);
    const b = await buildUser(ctx.app);
    for (const enteredEmail of ["", "not-an-email", 42]) {
      expect((await as(a, "/api/articles/saveemail", { enteredEmail })).statusCode).toBe(400);
    }
    await as(a, "/api/articles/saveemail", { enteredEmail: "a@example.in" });
    // B can neither read nor remove A's subscription, even naming A.
    expect((await as(b, "/api/articles/getenteredemail")).json()).toEqual([]);
    const spoof = await call(ctx.app, "POST", "/api/articles/removeemail", {
      body: { email: a.email },
      cookie: b.cookie,
    });
    expect(spoof.statusCode).toBe(403);
    await as(b, "/api/articles/removeemail");
    expect((await as(a, "/api/articles/getenteredemail")).json()).toEqual([{ enteredEmail: "a@example.in" }]);
  });
});

describe("sending a newsletter", () => {
  let database: Database;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    database = await openTestDatabase();
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp.close();
    await database.close();
  });

  const deliveries = () => database.db.select().from(newsletterDeliveries);

  it("answers at once when nobody has subscribed", async () => {
    const ctx = await createTestApp({ SMTP_URL: smtp.url }, { database, newsletterWorker: FAST });
    const admin = await buildAdmin(ctx.app);
    const res = await call(ctx.app, "POST", "/api/admin/newsletters", {
      body: { data: { title: "Hello", content: "Hi" } },
      cookie: admin.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: "There are no subscribers yet, so nothing was sent.",
      newsletter: null,
    });
    const learner = await buildUser(ctx.app);
    const refused = await call(ctx.app, "POST", "/api/admin/newsletters", {
      body: { data: { title: "Hello", content: "Hi" } },
      cookie: learner.cookie,
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (
        await call(ctx.app, "POST", "/api/admin/newsletters", {
          body: { data: { title: "" } },
          cookie: admin.cookie,
        })
      ).statusCode,
    ).toBe(400);
    await ctx.close();
  });

  it("mails every subscriber once, with a working one-click unsubscribe in the header and the body", async () => {
    const ctx = await createTestApp(
      { SMTP_URL: smtp.url, PUBLIC_URL: "https://arthshala.example" },
      { database, newsletterWorker: FAST },
    );
    const admin = await buildAdmin(ctx.app);
    const people = await Promise.all([1, 2, 3].map(() => buildUser(ctx.app)));
    for (const [i, p] of people.entries()) {
      await call(ctx.app, "POST", "/api/articles/saveemail", {
        body: { enteredEmail: `reader${i}@example.in` },
        cookie: p.cookie,
        origin: "https://arthshala.example",
      });
    }
    const res = await call(ctx.app, "POST", "/api/admin/newsletters", {
      body: { data: { title: "November money tips", content: "Start an RD this month." } },
      cookie: admin.cookie,
      origin: "https://arthshala.example",
    });
    expect(res.json()).toMatchObject({
      message: "Queued for 3 subscriber(s).",
      newsletter: { pending: 3, sent: 0, failed: 0 },
    });
    await waitFor(() => smtp.inbox.filter((m) => m.subject === "November money tips").length === 3);
    const mails = smtp.inbox.filter((m) => m.subject === "November money tips");
    expect(mails.flatMap((m) => m.to).sort()).toEqual([
      "reader0@example.in",
      "reader1@example.in",
      "reader2@example.in",
    ]);
    const first = mails.find((m) => m.to.includes("reader0@example.in"))!;
    expect(first.text).toContain("Start an RD this month.");
    const header = String(first.headers.get("list-unsubscribe"));
    expect(header).toMatch(/^<https:\/\/arthshala\.example\/api\/newsletter\/unsubscribe\?token=[^>]+>$/);
    expect(first.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(first.text).toMatch(/https:\/\/arthshala\.example\/unsubscribe\?token=\S+/);
    const status = (await call(ctx.app, "GET", "/api/admin/newsletters", { cookie: admin.cookie })).json();
    expect(status[0]).toMatchObject({ title: "November money tips", sent: 3, pending: 0, failed: 0 });

    // One-click unsubscribe as a mail client does it (RFC 8058): a form POST, no Origin, no session.
    const oneClick = new URL(header.slice(1, -1));
    const unsub = await ctx.app.inject({
      method: "POST",
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(unsub.statusCode).toBe(200);
    expect(unsub.json()).toEqual({
      message: "You have been unsubscribed from the Arthshala newsletter.",
      unsubscribed: true,
    });
    const token = oneClick.searchParams.get("token")!;
    const reused = await call(ctx.app, "POST", "/api/newsletter/unsubscribe", { body: { token } });
    expect(reused.json()).toMatchObject({ unsubscribed: false });
    const tampered = await call(ctx.app, "POST", "/api/newsletter/unsubscribe", {
      body: { token: token.replace(/.$/, (c) => (c === "A" ? "B" : "A")) },
    });
    expect(tampered.statusCode).toBe(400);
    const madeUp = await call(ctx.app, "POST", `/api/newsletter/unsubscribe?token=u1:${people[1]!.id}.fake`, {
      body: {},
    });
    expect(madeUp.statusCode).toBe(400);
    const left = await database.db.select().from(newsletterSubscriptions);
    expect(left.map((s) => s.enteredEmail).sort()).toEqual(["reader1@example.in", "reader2@example.in"]);
    await ctx.close();
  });

  it("keeps rows pending while the SMTP server is down and sends them once it is back", async () => {
    const down = await startSmtp();
    const port = down.port;
    await down.close();
    const ctx = await createTestApp(
      { SMTP_URL: `smtp://127.0.0.1:${port}` },
      { database, newsletterWorker: FAST },
    );
    const admin = await buildAdmin(ctx.app);
    const res = await call(ctx.app, "POST", "/api/admin/newsletters", {
      body: { data: { title: "Outage test", content: "Still arrives." } },
      cookie: admin.cookie,
    });
    const id = res.json().newsletter.id as number;
    const mine = async () => (await deliveries()).filter((d) => d.newsletterId === id);
    await waitFor(async () => (await mine()).every((d) => d.attempts >= 1 && d.lastError));
    expect((await mine()).every((d) => d.status === "pending")).toBe(true);

    const back = await startSmtp({ port });
    await waitFor(async () => (await mine()).every((d) => d.status === "sent"), 20_000);
    expect(back.inbox.filter((m) => m.subject === "Outage test")).toHaveLength((await mine()).length);
    await back.close();
    await ctx.close();
  });

  it("loses nothing and sends nothing twice across a restart in the middle of a send", async () => {
    const slow = await startSmtp({ delayMs: 80 });
    const first = await createTestApp(
      { SMTP_URL: slow.url },
      { database, newsletterWorker: { ...FAST, batchSize: 3 } },
    );
    const admin = await buildAdmin(first.app);
    for (let i = 0; i < 8; i++) {
      const u = await buildUser(first.app);
      await call(first.app, "POST", "/api/articles/saveemail", {
        body: { enteredEmail: `many${i}@example.in` },
        cookie: u.cookie,
      });
    }
    const res = await call(first.app, "POST", "/api/admin/newsletters", {
      body: { data: { title: "Restart test", content: "Once each." } },
      cookie: admin.cookie,
    });
    const id = res.json().newsletter.id as number;
    const total = res.json().newsletter.pending as number;
    await waitFor(() => slow.inbox.filter((m) => m.subject === "Restart test").length >= 2);
    await first.close(); // graceful: the send in progress finishes, the rest is handed back
    const afterStop = slow.inbox.filter((m) => m.subject === "Restart test").length;
    expect(afterStop).toBeLessThan(total);

    const second = await createTestApp({ SMTP_URL: slow.url }, { database, newsletterWorker: FAST });
    await waitFor(
      async () => (await deliveries()).filter((d) => d.newsletterId === id).every((d) => d.status === "sent"),
      20_000,
    );
    const got = slow.inbox.filter((m) => m.subject === "Restart test").flatMap((m) => m.to);
    expect(got).toHaveLength(total);
    expect(new Set(got).size).toBe(total);
    await second.close();
    await slow.close();
  });
});
