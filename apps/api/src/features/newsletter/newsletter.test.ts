import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { openTestDatabase } from "../../../test/database.js";
import { buildAdmin, buildUser, type TestUser } from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { startSmtp, waitFor } from "../../../test/smtp.js";
import type { App } from "../../app.js";
import { serverSecret, signValue } from "../../platform/auth/signing.js";
import type { Database } from "../../platform/db/client.js";
import { mailQueue, newsletterSubscriptions } from "../../platform/db/schema.js";
import { confirmationToken } from "./confirm-token.js";
import { addressTokensSince, LEGACY_UNSUBSCRIBE_GRACE_MS, unsubscribeLegacy } from "./legacy-unsubscribe.js";
import { linkMessages } from "./link-routes.js";
import { unsubscribeToken } from "./unsubscribe-token.js";

const FAST = { pollMs: 50, retryBaseMs: 100, batchSize: 5 };
const CONFIRM_SENT = "📩 Almost there! Open the link we just emailed you to confirm your subscription.";

/** The confirmation links queued for an address, oldest first (read from the queue: no SMTP needed). */
async function confirmationLinks(app: App, address: string): Promise<URL[]> {
  const rows = await app.db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.kind, "newsletter_confirmation"), eq(mailQueue.to, address)))
    .orderBy(mailQueue.id);
  return rows.map((r) => new URL(r.text!.match(/https?:\/\/\S+\/newsletter\/confirm\?token=\S+/)![0]));
}

const tokenOf = (link: URL) => link.searchParams.get("token")!;

/** Anyone holding the token may confirm: no session, just the browser's same-origin POST. */
const confirm = (app: App, token: string) =>
  call(app, "POST", "/api/newsletter/confirm", { body: { token } });

/** Saves an address as the footer does and opens the confirmation link, as the address's owner would. */
async function subscribeConfirmed(app: App, user: TestUser, address: string): Promise<void> {
  const saved = await call(app, "POST", "/api/articles/saveemail", {
    body: { enteredEmail: address },
    cookie: user.cookie,
  });
  expect(saved.statusCode).toBe(200);
  const links = await confirmationLinks(app, address);
  const res = await confirm(app, tokenOf(links.at(-1)!));
  expect(res.json().status).toBe("confirmed");
}

const subscriptionFor = async (app: App, userId: string) =>
  (await app.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.userId, userId)))[0];

describe("subscribing from the footer", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const as = (user: TestUser, url: string, body: Record<string, unknown> = {}) =>
    call(ctx.app, "POST", url, { body: { email: user.email, ...body }, cookie: user.cookie });

  it("saves an address unconfirmed, mails it a confirmation link, and subscribes it once the link is opened", async () => {
    const user = await buildUser(ctx.app);
    expect((await as(user, "/api/articles/getenteredemail")).json()).toEqual([]);
    const saved = await as(user, "/api/articles/saveemail", { enteredEmail: "  Me.Personal@Example.IN " });
    expect(saved.json()).toEqual({
      message: CONFIRM_SENT,
      enteredEmail: "me.personal@example.in",
      confirmed: false,
    });
    expect((await as(user, "/api/articles/getenteredemail")).json()).toEqual([
      { enteredEmail: "me.personal@example.in", confirmed: false },
    ]);
    const [link, ...more] = await confirmationLinks(ctx.app, "me.personal@example.in");
    expect(more).toHaveLength(0);
    expect(link!.origin + link!.pathname).toBe(`http://localhost:${ctx.config.PORT}/newsletter/confirm`);
    const [row] = await ctx.app.db.select().from(mailQueue).where(eq(mailQueue.to, "me.personal@example.in"));
    expect(row).toMatchObject({
      kind: "newsletter_confirmation",
      subject: "Confirm your Arthshala newsletter subscription",
    });

    const confirmed = await confirm(ctx.app, tokenOf(link!));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      status: "confirmed",
      message: "You're subscribed! The next Arthshala newsletter will reach me.personal@example.in.",
    });
    expect((await as(user, "/api/articles/getenteredemail")).json()).toEqual([
      { enteredEmail: "me.personal@example.in", confirmed: true },
    ]);
    expect((await confirm(ctx.app, tokenOf(link!))).json()).toMatchObject({ status: "already_confirmed" });

    // Saving the same confirmed address again changes nothing and mails nothing.
    const again = await as(user, "/api/articles/saveemail", { enteredEmail: "ME.personal@example.in" });
    expect(again.json()).toEqual({
      message: "🎉 Subscribed successfully.",
      enteredEmail: "me.personal@example.in",
      confirmed: true,
    });
    expect(await confirmationLinks(ctx.app, "me.personal@example.in")).toHaveLength(1);

    // A different address starts over: unconfirmed, with its own link; the old link no longer confirms.
    const other = await as(user, "/api/articles/saveemail", { enteredEmail: "other@example.in" });
    expect(other.json()).toMatchObject({ confirmed: false, message: CONFIRM_SENT });
    expect(await confirmationLinks(ctx.app, "other@example.in")).toHaveLength(1);
    const stale = await confirm(ctx.app, tokenOf(link!));
    expect(stale.json()).toEqual({
      status: "address_changed",
      message:
        "me.personal@example.in is no longer the address saved for the newsletter: it was changed or removed after this link was sent. Nothing was changed.",
    });
    expect(await subscriptionFor(ctx.app, user.id)).toMatchObject({
      enteredEmail: "other@example.in",
      confirmedAt: null,
    });
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

  it("refuses tampered, made-up and expired confirmation tokens without changing anything", async () => {
    const user = await buildUser(ctx.app);
    await as(user, "/api/articles/saveemail", { enteredEmail: "careful@example.in" });
    const [link] = await confirmationLinks(ctx.app, "careful@example.in");
    const token = tokenOf(link!);
    const sub = (await subscriptionFor(ctx.app, user.id))!;
    const secret = await serverSecret(ctx.app.db, "newsletter-confirm");
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    const unsubscribeSecret = await serverSecret(ctx.app.db, "newsletter-unsubscribe");

    const refused: [string, string][] = [
      [token.replace(/.$/, (c) => (c === "A" ? "B" : "A")), linkMessages.badConfirmLink],
      [`${token.split(".")[0]}.${"A".repeat(43)}`, linkMessages.badConfirmLink],
      ["not-a-token", linkMessages.badConfirmLink],
      ["", linkMessages.badConfirmLink],
      // Signed with another feature's key or prefix: not a confirmation token.
      [confirmationToken(unsubscribeSecret, sub.id, "careful@example.in"), linkMessages.badConfirmLink],
      [unsubscribeToken(secret, sub.id, "careful@example.in"), linkMessages.badConfirmLink],
      [signValue(secret, `c1:${sub.id}:x:1`), linkMessages.badConfirmLink],
      [
        confirmationToken(secret, sub.id, "careful@example.in", eightDaysAgo),
        linkMessages.expiredConfirmLink,
      ],
      [
        confirmationToken(secret, sub.id, "careful@example.in", new Date(Date.now() + 3_600_000)),
        linkMessages.badConfirmLink,
      ],
    ];
    for (const [bad, message] of refused) {
      const res = await confirm(ctx.app, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json(), bad).toEqual({ error: "Bad Request", message });
    }
    expect((await call(ctx.app, "POST", "/api/newsletter/confirm", { body: {} })).statusCode).toBe(400);
    expect((await subscriptionFor(ctx.app, user.id))!.confirmedAt).toBeNull();

    // Six days old is still fine.
    const sixDaysAgo = new Date(Date.now() - 6 * 24 * 60 * 60 * 1000);
    const late = await confirm(ctx.app, confirmationToken(secret, sub.id, "careful@example.in", sixDaysAgo));
    expect(late.json().status).toBe("confirmed");
  });

  it("sends at most three confirmation mails an hour to one address, whoever asks", async () => {
    const a = await buildUser(ctx.app);
    const b = await buildUser(ctx.app);
    const answers: string[] = [];
    for (const who of [a, a, b, a]) {
      const res = await as(who, "/api/articles/saveemail", { enteredEmail: "flooded@example.in" });
      expect(res.json().confirmed).toBe(false);
      answers.push(res.json().message);
    }
    expect(answers).toEqual([
      CONFIRM_SENT,
      CONFIRM_SENT,
      CONFIRM_SENT,
      "We have already sent several confirmation links to this address in the last hour. Please check your inbox and spam folder.",
    ]);
    expect(await confirmationLinks(ctx.app, "flooded@example.in")).toHaveLength(3);
  });

  it("a confirmation token confirms only the subscription it was made for, whoever presents it", async () => {
    const a = await buildUser(ctx.app);
    const b = await buildUser(ctx.app);
    await as(a, "/api/articles/saveemail", { enteredEmail: "shared-inbox@example.in" });
    const [aLink] = await confirmationLinks(ctx.app, "shared-inbox@example.in");
    // B saves the same address on their own account: a separate, unconfirmed subscription.
    await as(b, "/api/articles/saveemail", { enteredEmail: "shared-inbox@example.in" });
    // B has only A's genuine token (the token is the proof, by design): it confirms A's subscription, not B's.
    const res = await call(ctx.app, "POST", "/api/newsletter/confirm", {
      body: { token: tokenOf(aLink!) },
      cookie: b.cookie,
    });
    expect(res.json().status).toBe("confirmed");
    expect((await subscriptionFor(ctx.app, a.id))!.confirmedAt).not.toBeNull();
    expect((await subscriptionFor(ctx.app, b.id))!.confirmedAt).toBeNull();
    // A token made up for B's subscription is refused.
    const forged = `c1:${(await subscriptionFor(ctx.app, b.id))!.id}:x:1.AAAA`;
    expect((await confirm(ctx.app, forged)).statusCode).toBe(400);
    expect((await subscriptionFor(ctx.app, b.id))!.confirmedAt).toBeNull();
  });

  it("honours an old u1 unsubscribe link only for an address it was sent to, and only for a while", async () => {
    const user = await buildUser(ctx.app);
    await subscribeConfirmed(ctx.app, user, "legacy@example.in");
    const sub = (await subscriptionFor(ctx.app, user.id))!;
    const secret = await serverSecret(ctx.app.db, "newsletter-unsubscribe");
    const u1 = signValue(secret, `u1:${sub.id}`);
    const since = await addressTokensSince(ctx.app.db);
    // No newsletter with a u1 link reached this address before the switch: the u1 link is refused.
    const refused = await call(ctx.app, "POST", "/api/newsletter/unsubscribe", { body: { token: u1 } });
    expect(refused.json()).toEqual({ message: linkMessages.alreadyUnsubscribed, unsubscribed: false });
    expect(await subscriptionFor(ctx.app, user.id)).toBeDefined();

    // A newsletter sent to it before the switch carried this u1 link: the link still works.
    await ctx.app.db.insert(mailQueue).values({
      kind: "newsletter",
      to: "legacy@example.in",
      subscriptionId: sub.id,
      status: "sent",
      createdAt: new Date(since.getTime() - 86_400_000),
    });
    expect(
      await unsubscribeLegacy(
        ctx.app.db,
        sub.id,
        since,
        new Date(since.getTime() + LEGACY_UNSUBSCRIBE_GRACE_MS + 1),
      ),
    ).toBe("expired");
    const removed = await call(ctx.app, "POST", "/api/newsletter/unsubscribe", { body: { token: u1 } });
    expect(removed.json()).toEqual({ message: linkMessages.unsubscribed, unsubscribed: true });
    expect(await subscriptionFor(ctx.app, user.id)).toBeUndefined();
  });

  it("refuses an entered address holding NUL with a 400, never a 500", async () => {
    const user = await buildUser(ctx.app);
    const res = await as(user, "/api/articles/saveemail", { enteredEmail: "me\u0000@example.in" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("body.enteredEmail: must not contain control characters");
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
    expect((await as(a, "/api/articles/getenteredemail")).json()).toEqual([
      { enteredEmail: "a@example.in", confirmed: false },
    ]);
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

  const deliveries = () => database.db.select().from(mailQueue);

  /** An app on this block's database, closed when its test ends even if the test fails, so its mail worker
   * cannot go on to send the next test's deliveries. */
  const openApp = async (...args: Parameters<typeof createTestApp>) => {
    const ctx = await createTestApp(...args);
    onTestFinished(() => ctx.close());
    return ctx;
  };

  it("answers at once when nobody has confirmed a subscription", async () => {
    const ctx = await openApp({ SMTP_URL: smtp.url }, { database, mailWorker: FAST });
    const admin = await buildAdmin(ctx.app);
    // Saved but never confirmed: does not count as a subscriber.
    const pending = await buildUser(ctx.app);
    await call(ctx.app, "POST", "/api/articles/saveemail", {
      body: { enteredEmail: "never-confirmed@example.in" },
      cookie: pending.cookie,
    });
    const res = await call(ctx.app, "POST", "/api/admin/newsletters", {
      body: { data: { title: "Hello", content: "Hi" } },
      cookie: admin.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: "There are no confirmed subscribers yet, so nothing was sent.",
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

  it("refuses control characters in the title and content with a 400 naming the field", async () => {
    const ctx = await openApp({ SMTP_URL: smtp.url }, { database, mailWorker: FAST });
    const admin = await buildAdmin(ctx.app);
    const send = (data: Record<string, string>) =>
      call(ctx.app, "POST", "/api/admin/newsletters", { body: { data }, cookie: admin.cookie });
    const title = await send({ title: "Hello\u0000", content: "Hi" });
    expect(title.statusCode).toBe(400);
    expect(title.json().message).toBe("body.data.title: must not contain control characters");
    const content = await send({ title: "Hello", content: "Hi\n\u0000" });
    expect(content.json().message).toBe("body.data.content: must not contain control characters");
    expect((await send({ title: "Hello", content: "Hi,\r\n\tall" })).statusCode).toBe(200);
    await ctx.close();
  });

  it("mails confirmed subscribers once, with a one-click unsubscribe tied to the address it was sent to", async () => {
    const ctx = await openApp(
      { SMTP_URL: smtp.url, PUBLIC_URL: "https://arthshala.example" },
      { database, mailWorker: FAST },
    );
    const origin = "https://arthshala.example";
    const admin = await buildAdmin(ctx.app);
    const people = await Promise.all([1, 2, 3, 4].map(() => buildUser(ctx.app)));
    for (const [i, p] of people.entries()) {
      await call(ctx.app, "POST", "/api/articles/saveemail", {
        body: { enteredEmail: `reader${i}@example.in` },
        cookie: p.cookie,
        origin,
      });
    }
    // The confirmation mail really goes out, with a link to the web page.
    await waitFor(() => smtp.inbox.filter((m) => m.to.includes("reader0@example.in")).length === 1);
    const confirmation = smtp.inbox.find((m) => m.to.includes("reader0@example.in"))!;
    expect(confirmation.subject).toBe("Confirm your Arthshala newsletter subscription");
    const link = confirmation.text.match(/https:\/\/arthshala\.example\/newsletter\/confirm\?token=\S+/)![0];
    expect((await confirm(ctx.app, new URL(link).searchParams.get("token")!)).json().status).toBe(
      "confirmed",
    );
    // reader1 and reader2 confirm too; reader3 never opens the link.
    for (const i of [1, 2]) {
      const [l] = await confirmationLinks(ctx.app, `reader${i}@example.in`);
      expect((await confirm(ctx.app, tokenOf(l!))).json().status).toBe("confirmed");
    }

    const send = (title: string, content: string) =>
      call(ctx.app, "POST", "/api/admin/newsletters", {
        body: { data: { title, content } },
        cookie: admin.cookie,
        origin,
      });
    const res = await send("November money tips", "Start an RD this month.");
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
    expect(first.text).toMatch(/https:\/\/arthshala\.example\/unsubscribe\?token=u2%3A\S+/);
    // The SMTP server holds a mail a moment before the worker marks its row sent.
    const counts = async () =>
      (await call(ctx.app, "GET", "/api/admin/newsletters", { cookie: admin.cookie })).json()[0];
    await waitFor(async () => (await counts()).sent === 3);
    expect(await counts()).toMatchObject({ title: "November money tips", sent: 3, pending: 0, failed: 0 });

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

    // reader1 moves the subscription to a new address: the link sent to the old one cannot remove it.
    const reader1Mail = mails.find((m) => m.to.includes("reader1@example.in"))!;
    const reader1Token = new URL(
      String(reader1Mail.headers.get("list-unsubscribe")).slice(1, -1),
    ).searchParams.get("token")!;
    await subscribeConfirmed(ctx.app, people[1]!, "reader1-new@example.in");
    const oldLink = await call(ctx.app, "POST", "/api/newsletter/unsubscribe", {
      body: { token: reader1Token },
    });
    expect(oldLink.json()).toEqual({ message: linkMessages.alreadyUnsubscribed, unsubscribed: false });
    expect(await subscriptionFor(ctx.app, people[1]!.id)).toMatchObject({
      enteredEmail: "reader1-new@example.in",
    });

    // reader3 confirms late, and the next newsletter reaches them.
    const [late] = await confirmationLinks(ctx.app, "reader3@example.in");
    expect((await confirm(ctx.app, tokenOf(late!))).json().status).toBe("confirmed");
    expect((await send("December money tips", "Plan for the new year.")).json().message).toBe(
      "Queued for 3 subscriber(s).",
    );
    await waitFor(() => smtp.inbox.filter((m) => m.subject === "December money tips").length === 3);
    expect(
      smtp.inbox
        .filter((m) => m.subject === "December money tips")
        .flatMap((m) => m.to)
        .sort(),
    ).toEqual(["reader1-new@example.in", "reader2@example.in", "reader3@example.in"]);
    await ctx.close();
  });

  it("keeps rows pending while the SMTP server is down and sends them once it is back", async () => {
    const down = await startSmtp();
    const port = down.port;
    await down.close();
    const ctx = await openApp({ SMTP_URL: `smtp://127.0.0.1:${port}` }, { database, mailWorker: FAST });
    const admin = await buildAdmin(ctx.app);
    await subscribeConfirmed(ctx.app, await buildUser(ctx.app), "outage-reader@example.in");
    const res = await call(ctx.app, "POST", "/api/admin/newsletters", {
      body: { data: { title: "Outage test", content: "Still arrives." } },
      cookie: admin.cookie,
    });
    const id = res.json().newsletter.id as number;
    const mine = async () => (await deliveries()).filter((d) => d.newsletterId === id);
    await waitFor(async () => (await mine()).every((d) => d.attempts >= 1 && d.lastError));
    expect((await mine()).every((d) => d.status === "pending")).toBe(true);

    const back = await startSmtp({ port });
    await waitFor(async () => (await mine()).every((d) => d.status === "sent"));
    expect(back.inbox.filter((m) => m.subject === "Outage test")).toHaveLength((await mine()).length);
    await back.close();
    await ctx.close();
  });

  it("loses nothing and sends nothing twice across a restart in the middle of a send", async () => {
    const slow = await startSmtp({ delayMs: 80 });
    const first = await openApp({ SMTP_URL: slow.url }, { database, mailWorker: { ...FAST, batchSize: 3 } });
    const admin = await buildAdmin(first.app);
    for (let i = 0; i < 8; i++) {
      await subscribeConfirmed(first.app, await buildUser(first.app), `many${i}@example.in`);
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

    const second = await openApp({ SMTP_URL: slow.url }, { database, mailWorker: FAST });
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
