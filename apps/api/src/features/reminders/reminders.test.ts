import { latinSentences } from "@arthshala/contracts/hindi-glossary";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "../../../test/clock.js";
import { buildCourse, buildUser, completeCard, type TestUser } from "../../../test/factories.js";
import { call, createTestApp, deliveredMail, type TestContext } from "../../../test/harness.js";
import { mailQueue, pushSubscriptions, reminderPreferences, users } from "../../platform/db/schema.js";
import { recordActiveDay } from "../../platform/rewards/activity.js";
import { isAllowedPushEndpoint } from "./endpoint.js";
import { reminderMailRenderer } from "./job.js";
import { FakeBrowser, LocalPushService } from "./test/local-push-service.js";

let ctx: TestContext;
let pushService: LocalPushService;
const clock = new TestClock("2026-11-02T10:00:00+05:30");

beforeAll(async () => {
  // Many sign-ups from one address: the per-address limit must not answer instead of the routes.
  ctx = await createTestApp({ AUTH_RATE_LIMIT: 1000 }, { clock });
  pushService = new LocalPushService();
  await pushService.start();
  // web-push speaks https only: trust the local push service's throwaway certificate.
  ctx.app.reminders.push.agent = pushService.agent;
});
afterAll(async () => {
  await ctx.close();
  await pushService.stop();
});

const at = (iso: string) => clock.set(iso);
const prefs = (user: TestUser) => call(ctx.app, "GET", "/api/reminders", { cookie: user.cookie });
const put = (user: TestUser, body: unknown) =>
  call(ctx.app, "PUT", "/api/reminders", { cookie: user.cookie, body });
const subscribe = (user: TestUser, body: unknown) =>
  call(ctx.app, "POST", "/api/reminders/push-subscription", { cookie: user.cookie, body });
const unsubscribe = (user: TestUser, endpoint: string) =>
  call(ctx.app, "DELETE", "/api/reminders/push-subscription", { cookie: user.cookie, body: { endpoint } });
/** A learner-day of activity at an India-time instant, as a card or an article would record it. */
const activeAt = (user: TestUser, iso: string) =>
  ctx.app.db.transaction((tx) => recordActiveDay(tx, user.id, new Date(iso)));
const runJob = () => ctx.app.reminders.run();
const reminderMails = async (user: TestUser) =>
  (await deliveredMail(ctx.app, user.email)).filter((m) => m.text.includes("/api/reminders/stop?token="));
const browserKeys = () => new FakeBrowser().keys();
const fcm = (id: string) => `https://fcm.googleapis.com/fcm/send/${id}`;

/** A confirmed learner with email reminders at `hour`, last active on `activeDay` (India time, 10 am). */
async function emailLearner(hour: number, activeDay: string, extra: { language?: "hi" } = {}) {
  const user = await buildUser(ctx.app, { verified: true });
  if (extra.language)
    await ctx.app.db.update(users).set({ language: extra.language }).where(eq(users.id, user.id));
  expect((await put(user, { email: true, hour })).statusCode).toBe(200);
  await activeAt(user, `${activeDay}T10:00:00+05:30`);
  return user;
}

describe("reminder settings", () => {
  it("are off by default, at 7 pm, and answered private, no-store", async () => {
    const user = await buildUser(ctx.app);
    const res = await prefs(user);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.json()).toEqual({ email: false, push: false, hour: 19, email_verified: false, devices: [] });
    expect((await call(ctx.app, "GET", "/api/reminders")).statusCode).toBe(401);
    expect((await call(ctx.app, "PUT", "/api/reminders", { body: { hour: 8 } })).statusCode).toBe(401);
  });

  it("save the hour and switches, and refuse what is not an hour or not a setting", async () => {
    const user = await buildUser(ctx.app, { verified: true });
    const saved = await put(user, { email: true, hour: 7 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ email: true, push: false, hour: 7, email_verified: true });
    expect((await prefs(user)).json()).toMatchObject({ email: true, hour: 7 });

    for (const body of [
      { hour: 24 },
      { hour: -1 },
      { hour: 7.5 },
      { hour: "7" },
      { email: "yes" },
      { sms: true },
    ]) {
      const res = await put(user, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBe("Bad Request");
    }
    const empty = await put(user, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain("Nothing to change.");
    expect((await prefs(user)).json()).toMatchObject({ email: true, hour: 7 });
  });

  it("turn email on only for a confirmed address, and say so in Hindi too", async () => {
    const user = await buildUser(ctx.app);
    const res = await put(user, { email: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/confirm your email address first/);
    const hindi = await call(ctx.app, "PUT", "/api/reminders", {
      cookie: user.cookie,
      body: { email: true },
      headers: { "accept-language": "hi" },
    });
    expect(hindi.json().message).toMatch(/[\u0900-\u097F]/);
    // The hour can still be chosen.
    expect((await put(user, { hour: 6 })).json()).toMatchObject({ email: false, hour: 6 });
  });

  it("turning notifications off forgets every device", async () => {
    const user = await buildUser(ctx.app);
    await subscribe(user, { endpoint: fcm(`phone-${user.id}`), keys: browserKeys() });
    await subscribe(user, { endpoint: fcm(`laptop-${user.id}`), keys: browserKeys() });
    expect((await prefs(user)).json()).toMatchObject({ push: true, devices: [{}, {}] });
    expect((await put(user, { push: false })).json()).toMatchObject({ push: false, devices: [] });
  });
});

describe("push subscriptions", () => {
  it("are kept per learner (turning push on), and only https push services are accepted", async () => {
    const user = await buildUser(ctx.app);
    const endpoint = fcm(`a-${user.id}`);
    const saved = await subscribe(user, { endpoint, expirationTime: null, keys: browserKeys() });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ push: true, devices: [{ endpoint }] });
    // Saved again (the page re-sends it), it is still one device.
    expect((await subscribe(user, { endpoint, keys: browserKeys() })).json().devices).toHaveLength(1);

    const refused = [
      { endpoint: "http://fcm.googleapis.com/fcm/send/x", keys: browserKeys() },
      { endpoint: "https://internal.example/hook", keys: browserKeys() },
      { endpoint: "https://user:pw@fcm.googleapis.com/x", keys: browserKeys() },
      { endpoint: `https://fcm.googleapis.com/${"x".repeat(1000)}`, keys: browserKeys() },
      { endpoint: "not a url", keys: browserKeys() },
      { endpoint: fcm("b"), keys: { p256dh: "short", auth: browserKeys().auth } },
      { endpoint: fcm("b"), keys: { p256dh: browserKeys().p256dh, auth: "x".repeat(40) } },
      { endpoint: fcm("b") },
    ];
    for (const body of refused) {
      const res = await subscribe(user, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await prefs(user)).json().devices).toHaveLength(1);
  });

  it("allow in production only the browsers' push services, never an address of the server's own network", () => {
    for (const ok of [
      "https://fcm.googleapis.com/fcm/send/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/abc",
      "https://web.push.apple.com/QGx",
      "https://wns2-pn1p.notify.windows.com/w/?token=abc",
    ]) {
      expect(isAllowedPushEndpoint(ok, true), ok).toBe(true);
    }
    for (const bad of [
      "https://127.0.0.1:8443/push",
      "https://localhost/push",
      "https://10.0.0.5/push",
      "https://[::1]/push",
      "https://fcm.googleapis.com.evil.example/x",
      "https://evilfcm.googleapis.com.example/x",
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://metadata.google.internal/computeMetadata",
    ]) {
      expect(isAllowedPushEndpoint(bad, true), bad).toBe(false);
    }
    // Outside production a loopback push service (tests, local experiments) is allowed too.
    expect(isAllowedPushEndpoint("https://127.0.0.1:8443/push", false)).toBe(true);
    expect(isAllowedPushEndpoint("https://10.0.0.5/push", false)).toBe(false);
  });

  it("are removed by their owner only: B cannot delete A's", async () => {
    const a = await buildUser(ctx.app);
    const b = await buildUser(ctx.app);
    const endpoint = fcm(`owned-by-${a.id}`);
    expect((await subscribe(a, { endpoint, keys: browserKeys() })).statusCode).toBe(200);

    const refused = await unsubscribe(b, endpoint);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe("This device is not set up for your reminders.");
    expect((await prefs(a)).json().devices).toEqual([expect.objectContaining({ endpoint })]);
    expect((await prefs(b)).json().devices).toEqual([]);
    expect(
      (await call(ctx.app, "DELETE", "/api/reminders/push-subscription", { body: { endpoint } })).statusCode,
    ).toBe(401);

    const removed = await unsubscribe(a, endpoint);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().devices).toEqual([]);
    expect((await unsubscribe(a, endpoint)).statusCode).toBe(404);
  });

  it("go with the account when it is deleted, and are in its data export", async () => {
    const user = await buildUser(ctx.app, { verified: true });
    const endpoint = fcm(`export-${user.id}`);
    await subscribe(user, { endpoint, keys: browserKeys() });
    await put(user, { email: true, hour: 8 });
    const exported = await call(ctx.app, "GET", "/api/account/export", { cookie: user.cookie });
    expect(exported.statusCode).toBe(200);
    const data = JSON.parse(exported.body).data;
    expect(data.reminder_preferences).toEqual([
      expect.objectContaining({ email: true, push: true, hour: 8 }),
    ]);
    expect(data.push_subscriptions).toEqual([expect.objectContaining({ endpoint })]);

    const gone = await call(ctx.app, "POST", "/api/account/delete", {
      cookie: user.cookie,
      body: { password: user.password, confirm: "DELETE" },
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(
      await ctx.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)),
    ).toEqual([]);
    expect(
      await ctx.app.db.select().from(reminderPreferences).where(eq(reminderPreferences.userId, user.id)),
    ).toEqual([]);
  });

  it("gives the VAPID public key, made once and kept in the database", async () => {
    const first = await call(ctx.app, "GET", "/api/reminders/vapid-public-key");
    expect(first.statusCode).toBe(200);
    const key = first.json().public_key as string;
    // An uncompressed P-256 point, base64url: 65 bytes.
    expect(Buffer.from(key, "base64url")).toHaveLength(65);
    const again = await call(ctx.app, "GET", "/api/reminders/vapid-public-key");
    expect(again.json().public_key).toBe(key);
  });
});

describe("the reminder job", () => {
  it("sends one email at the chosen hour (India time), none before it, and none twice the same day", async () => {
    const user = await emailLearner(19, "2026-11-05");
    at("2026-11-06T18:55:00+05:30");
    await runJob();
    expect(await reminderMails(user)).toHaveLength(0);

    at("2026-11-06T19:05:00+05:30");
    await runJob();
    const mails = await reminderMails(user);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Keep your 1-day streak going");
    expect(mails[0]!.text).toContain("Hi Asha Learner,");
    expect(mails[0]!.text).toContain("http://localhost:3000/home");
    expect(mails[0]!.text).toContain("at 7 pm, India time");
    expect(mails[0]!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mails[0]!.headers?.["List-Unsubscribe"]).toMatch(
      /^<http:\/\/localhost:3000\/api\/reminders\/stop\?token=[^>]+>$/,
    );

    at("2026-11-06T19:40:00+05:30");
    await runJob();
    at("2026-11-06T21:30:00+05:30");
    await runJob();
    expect(await reminderMails(user)).toHaveLength(1);

    // The next day, the same learner (still not back) is reminded again, once; their streak has ended
    // (no freeze held), so the mail invites a new one.
    at("2026-11-07T19:01:00+05:30");
    await runJob();
    await runJob();
    const next = await reminderMails(user);
    expect(next).toHaveLength(2);
    expect(next[1]!.subject).toBe("A few minutes of learning today?");
  });

  it("sends nothing once the learner was active today (a card completed through the API)", async () => {
    const user = await emailLearner(19, "2026-11-10");
    const course = await buildCourse(ctx.app);
    at("2026-11-11T09:00:00+05:30");
    expect((await completeCard(ctx.app, user, course, 0, 0)).statusCode).toBe(200);
    at("2026-11-11T19:05:00+05:30");
    await runJob();
    expect(await reminderMails(user)).toHaveLength(0);
  });

  it("never sends twice the same day, even with two runs racing (as two instances would)", async () => {
    const user = await emailLearner(20, "2026-11-12");
    const other = await emailLearner(20, "2026-11-12");
    at("2026-11-13T20:10:00+05:30");
    // Two apps on one database: two instances, each with its own job.
    const second = await createTestApp({ AUTH_RATE_LIMIT: 1000 }, { clock, database: ctx.database });
    try {
      await Promise.all([runJob(), second.app.reminders.run(), runJob(), second.app.reminders.run()]);
      await second.app.mailQueue.worker.settle();
    } finally {
      await second.close();
    }
    expect(await reminderMails(user)).toHaveLength(1);
    expect(await reminderMails(other)).toHaveLength(1);
  });

  it("catches up within two hours of the chosen hour, and leaves learners away a month alone", async () => {
    const late = await emailLearner(6, "2026-11-14");
    const tooLate = await emailLearner(5, "2026-11-14");
    const dormant = await emailLearner(8, "2026-10-14");
    at("2026-11-15T08:30:00+05:30");
    await runJob();
    expect(await reminderMails(late)).toHaveLength(1);
    expect(await reminderMails(tooLate)).toHaveLength(0);
    expect(await reminderMails(dormant)).toHaveLength(0);
  });

  it("writes in the learner's language, and never emails an unconfirmed address", async () => {
    const hindi = await emailLearner(10, "2026-11-16", { language: "hi" });
    const unconfirmed = await emailLearner(10, "2026-11-16");
    await ctx.app.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, unconfirmed.id));
    at("2026-11-17T10:15:00+05:30");
    await runJob();
    const [mail] = await reminderMails(hindi);
    expect(mail!.subject).toBe("अपनी 1 दिन की स्ट्रीक बनाए रखें");
    expect(mail!.text).toContain("नमस्ते Asha Learner,");
    expect(mail!.text).toContain("भारतीय समय से सुबह 10 बजे");
    // Read as the Hindi walk reads a page (after the greeting, which holds the learner's Latin name).
    expect(latinSentences([mail!.subject, ...mail!.text.split("\n").slice(1)].filter(Boolean))).toEqual([]);
    expect(mail!.html).toContain('<html lang="hi">');
    expect(await reminderMails(unconfirmed)).toHaveLength(0);
  });

  it("checks again as the mail goes out: none once the learner learned, or stopped, or the day is over", async () => {
    const user = await emailLearner(11, "2026-11-18");
    const render = reminderMailRenderer(ctx.app.db, clock);
    const row = {
      id: 1,
      kind: "streak_reminder" as const,
      to: user.email,
      subject: "Keep your 1-day streak going",
      text: "…",
      headers: null,
      newsletter_id: null,
      subscription_id: null,
      attempts: 1,
    };
    at("2026-11-19T11:05:00+05:30");
    await ctx.app.db
      .update(reminderPreferences)
      .set({ lastSentDay: "2026-11-19" })
      .where(eq(reminderPreferences.userId, user.id));
    expect(await render(row)).toMatchObject({ to: user.email, subject: row.subject });

    at("2026-11-20T00:10:00+05:30");
    expect(await render(row)).toEqual({ skip: "Its day was over before it could be sent." });
    at("2026-11-19T11:30:00+05:30");
    await activeAt(user, "2026-11-19T11:20:00+05:30");
    expect(await render(row)).toEqual({ skip: "The learner was active today before it was sent." });
    await put(user, { email: false });
    expect(await render(row)).toEqual({ skip: "The learner turned email reminders off before it was sent." });
  });
});

describe("the one-click stop", () => {
  async function mailedStopToken(user: TestUser) {
    const [mail] = await reminderMails(user);
    const token = /\/api\/reminders\/stop\?token=([^\s>]+)/.exec(mail!.text)?.[1];
    expect(token).toBeTruthy();
    return decodeURIComponent(token!);
  }
  const stopUrl = (token: string) => `/api/reminders/stop?token=${encodeURIComponent(token)}`;

  it("shows a page with one button (opening the link changes nothing), and the button stops every reminder", async () => {
    const user = await emailLearner(12, "2026-11-21");
    await subscribe(user, { endpoint: fcm(`stop-${user.id}`), keys: browserKeys() });
    at("2026-11-22T12:10:00+05:30");
    await runJob();
    const token = await mailedStopToken(user);

    const page = await call(ctx.app, "GET", stopUrl(token));
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain('<button type="submit">Stop reminders</button>');
    // The page embeds the token: no cache, the browser's included, may keep it.
    expect(page.headers["cache-control"]).toBe("no-store");
    expect((await prefs(user)).json()).toMatchObject({ email: true, push: true });

    // The page's form posts from this site.
    const done = await call(ctx.app, "POST", stopUrl(token), {
      body: `token=${encodeURIComponent(token)}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("Streak reminders are off.");
    expect(done.headers["cache-control"]).toBe("no-store");
    expect((await prefs(user)).json()).toMatchObject({ email: false, push: false, hour: 12, devices: [] });
    const again = await call(ctx.app, "POST", stopUrl(token), { origin: null });
    expect(again.body).toContain("Streak reminders are already off.");
  });

  it("takes a mail client's RFC 8058 one-click POST (no Origin, List-Unsubscribe=One-Click)", async () => {
    const user = await emailLearner(13, "2026-11-23", { language: "hi" });
    at("2026-11-24T13:10:00+05:30");
    await runJob();
    const token = await mailedStopToken(user);
    const res = await call(ctx.app, "POST", stopUrl(token), {
      origin: null,
      body: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.statusCode).toBe(200);
    // The learner's own language, whatever the mail provider's request says.
    expect(res.body).toContain("स्ट्रीक रिमाइंडर बंद हो गए हैं।");
    expect((await prefs(user)).json()).toMatchObject({ email: false, push: false });
  });

  it("refuses a forged or changed token and stops nobody", async () => {
    const user = await emailLearner(14, "2026-11-25");
    at("2026-11-26T14:10:00+05:30");
    await runJob();
    const token = await mailedStopToken(user);
    const [payload, signature] = [
      token.slice(0, token.lastIndexOf(".")),
      token.slice(token.lastIndexOf(".") + 1),
    ];
    const other = await buildUser(ctx.app, { verified: true });
    await put(other, { email: true });
    const forged = [
      `${payload}.${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`,
      `r1:${other.id}.${signature}`,
      `${payload}.`,
      "nonsense",
    ];
    for (const bad of forged) {
      for (const method of ["GET", "POST"] as const) {
        const res = await call(ctx.app, method, stopUrl(bad), { origin: null });
        expect(res.statusCode, `${method} ${bad}`).toBe(400);
        expect(res.body).toContain("This link to stop reminders is not valid.");
      }
    }
    expect((await call(ctx.app, "POST", "/api/reminders/stop", { origin: null })).statusCode).toBe(400);
    expect((await prefs(user)).json()).toMatchObject({ email: true });
    expect((await prefs(other)).json()).toMatchObject({ email: true });
  });
});

describe("Web Push, against a local push service that records what it receives", () => {
  /** A learner with notifications on one fake browser whose endpoint is the local push service. */
  async function pushLearner(hour: number, activeDay: string, pathname: string) {
    const user = await buildUser(ctx.app);
    const browser = new FakeBrowser();
    const endpoint = pushService.endpoint(pathname);
    const res = await subscribe(user, { endpoint, expirationTime: null, keys: browser.keys() });
    expect(res.statusCode, res.body).toBe(200);
    expect((await put(user, { hour })).json()).toMatchObject({ push: true, hour });
    await activeAt(user, `${activeDay}T10:00:00+05:30`);
    return { user, browser, endpoint };
  }

  it("POSTs one encrypted notification with VAPID, TTL and aes128gcm, once a day", async () => {
    const { user, browser } = await pushLearner(15, "2026-11-27", "/push/one");
    const vapid = (await call(ctx.app, "GET", "/api/reminders/vapid-public-key")).json().public_key;
    at("2026-11-28T15:00:00+05:30");
    expect((await runJob()).pushes).toBeGreaterThanOrEqual(1);
    await runJob();

    const received = pushService.requests.filter((r) => r.path === "/push/one");
    expect(received).toHaveLength(1);
    const [req] = received;
    expect(req!.method).toBe("POST");
    expect(req!.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid}$`),
    );
    expect(req!.headers["content-encoding"]).toBe("aes128gcm");
    expect(req!.headers["content-type"]).toBe("application/octet-stream");
    // Kept by the push service until the India day ends (15:00 → midnight: 9 hours).
    expect(Number(req!.headers.ttl)).toBe(9 * 3600);
    expect(req!.headers.urgency).toBe("normal");
    expect(req!.headers.topic).toBe("streak-reminder");
    // The VAPID token is for this push service, from this server (JWT claims: aud, sub, exp).
    const claims = JSON.parse(
      Buffer.from(
        String(req!.headers.authorization).split(" ")[1]!.slice(2).split(".")[1]!,
        "base64url",
      ).toString(),
    );
    expect(claims.aud).toBe(new URL(pushService.endpoint("/")).origin);
    expect(claims.sub).toMatch(/^(mailto:|https:)/);
    expect(JSON.parse(browser.decrypt(req!.body))).toEqual({
      title: "Keep your 1-day streak going",
      body: "One card today keeps it alive.",
      url: "/home",
      tag: "streak-reminder",
    });
    expect((await prefs(user)).json().devices).toHaveLength(1);
  });

  it("forgets a subscription the push service says is gone (410), and keeps one that failed for now (500)", async () => {
    const gone = await pushLearner(16, "2026-11-29", "/push/gone");
    const failing = await pushLearner(16, "2026-11-29", "/push/failing");
    pushService.status.set("/push/gone", 410);
    pushService.status.set("/push/failing", 500);
    at("2026-11-30T16:20:00+05:30");
    expect((await runJob()).gone).toBe(1);
    expect(pushService.requests.filter((r) => r.path === "/push/gone")).toHaveLength(1);
    expect((await prefs(gone.user)).json().devices).toEqual([]);
    expect(
      await ctx.app.db
        .select()
        .from(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.userId, failing.user.id),
            eq(pushSubscriptions.endpoint, failing.endpoint),
          ),
        ),
    ).toHaveLength(1);
  });

  it("sends both channels once: an email and a push, and nothing to a learner active today", async () => {
    const both = await pushLearner(17, "2026-12-01", "/push/both");
    await ctx.app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, both.user.id));
    await put(both.user, { email: true });
    const busy = await pushLearner(17, "2026-12-01", "/push/busy");
    await activeAt(busy.user, "2026-12-02T08:00:00+05:30");
    at("2026-12-02T17:30:00+05:30");
    await Promise.all([runJob(), runJob()]);
    expect(pushService.requests.filter((r) => r.path === "/push/both")).toHaveLength(1);
    expect(pushService.requests.filter((r) => r.path === "/push/busy")).toHaveLength(0);
    expect(await reminderMails(both.user)).toHaveLength(1);
    const queued = await ctx.app.db.select().from(mailQueue).where(eq(mailQueue.to, both.user.email));
    expect(queued.filter((m) => m.kind === "streak_reminder")).toHaveLength(1);
  });
});
