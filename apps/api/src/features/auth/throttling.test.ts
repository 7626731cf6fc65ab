import { authMessages } from "@arthshala/contracts/auth";
import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser } from "../../../test/factories.js";
import {
  call,
  createTestApp,
  deliveredMail,
  mailedToken,
  sessionCookie,
  TEST_ORIGIN,
  type TestContext,
  uniqueEmail,
} from "../../../test/harness.js";
import { startSmtp } from "../../../test/smtp.js";
import { PASSWORD_FAILURE_LIMITS } from "../../platform/auth/password-attempts.js";
import { authEvents, mailQueue } from "../../platform/db/schema.js";
import { authMessagesHi } from "../../platform/i18n/messages-hi.js";

let ctx: TestContext;
beforeAll(async () => {
  // A high per-address limit: these tests are about limits per account.
  ctx = await createTestApp({ AUTH_RATE_LIMIT: 1000 });
});
afterAll(() => ctx.close());

const signup = (body: Record<string, unknown>) => call(ctx.app, "POST", "/api/auth/signup", { body });

const ATTACKER = "203.0.113.66";
const HEADERS = { origin: TEST_ORIGIN, host: "localhost:3000" };

/** A sign-in from a client address, with a known-device cookie when given one. */
const attempt = (email: string, password: string, address: string, device?: string, on = ctx) =>
  on.app.inject({
    method: "POST",
    url: "/api/auth/signin",
    remoteAddress: address,
    headers: { ...HEADERS, ...(device ? { cookie: `arthshala_device=${device}` } : {}) },
    payload: { email, password },
  });

const failures = (email: string) =>
  ctx.app.db
    .select()
    .from(authEvents)
    .where(and(eq(authEvents.subject, email), eq(authEvents.kind, "signin_failure")));

/** The known-device cookie a response set. */
function deviceCookie(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === "arthshala_device");
  if (!c) throw new Error(`no device cookie in response ${res.statusCode}: ${res.body}`);
  return c.value;
}

/**
 * What a botnet leaves behind: `guesses` failed sign-ins for the account from unknown devices, a few
 * from each of many addresses (each under its own limit), written straight into the failures table so
 * a test does not spend a password hash on each. Attempts through the API then meet exactly these rows.
 */
async function botnetFailures(email: string, guesses: number): Promise<void> {
  await ctx.app.db.insert(authEvents).values(
    Array.from({ length: guesses }, (_, i) => ({
      kind: "signin_failure" as const,
      subject: email,
      address: `192.0.2.${Math.floor(i / 5) + 1}`,
    })),
  );
}

describe("common passwords", () => {
  it("refuses a password from the common list, whatever its capitals, and says why", async () => {
    for (const password of ["password", "PassWord", "iloveyou", "QWERTYUIOP", "12345678"]) {
      const res = await signup({ email: uniqueEmail(), password, name: "Asha" });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().message).toBe(authMessages.passwordCommon);
    }
    // The length rule still comes first for short ones, and an uncommon passphrase is fine.
    expect((await signup({ email: uniqueEmail(), password: "1234567", name: "A" })).json().message).toContain(
      authMessages.passwordTooShort,
    );
    expect(
      (await signup({ email: uniqueEmail(), password: "chai-at-4-on-the-ghat", name: "A" })).statusCode,
    ).toBe(201);
  });

  it("refuses a common password as the new one at reset too", async () => {
    const res = await call(ctx.app, "POST", "/api/auth/password/reset", {
      body: { token: "A".repeat(43), password: "sunshine1" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(authMessages.passwordCommon);
  });
});

describe("passwords an attacker would try first", () => {
  it("refuses the account's own email, or the product's name in any case, at sign-up, in English and Hindi", async () => {
    const email = uniqueEmail("guessable");
    const asEmail = await signup({ email, password: email.toUpperCase(), name: "Asha" });
    expect(asEmail.statusCode).toBe(400);
    expect(asEmail.json().message).toBe(authMessages.passwordIsEmail);
    for (const password of ["arthshala", "ArthShala@2026", "my-ARTHSHALA-pass"]) {
      const res = await signup({ email, password, name: "Asha" });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().message).toBe(authMessages.passwordHasSiteName);
    }
    const hindi = await call(ctx.app, "POST", "/api/auth/signup", {
      body: { email, password: "Arthshala-2026", name: "Asha" },
      headers: { "accept-language": "hi" },
    });
    expect(hindi.json().message).toBe(authMessagesHi.passwordHasSiteName);
    // The email's name part inside a longer password is not the email itself.
    expect(
      (await signup({ email, password: `${email.split("@")[0]}-plus-more`, name: "Asha" })).statusCode,
    ).toBe(201);
  });

  it("refuses them at reset too, and a refused password leaves the link working", async () => {
    const owner = await buildUser(ctx.app);
    await call(ctx.app, "POST", "/api/auth/password/forgot", { body: { email: owner.email } });
    const token = await mailedToken(ctx.app, owner.email, "/reset-password");
    const reset = (password: string) =>
      call(ctx.app, "POST", "/api/auth/password/reset", { body: { token, password } });
    const asEmail = await reset(owner.email);
    expect(asEmail.statusCode).toBe(400);
    expect(asEmail.json().message).toBe(authMessages.passwordIsEmail);
    const named = await reset("Arthshala-forever");
    expect(named.statusCode).toBe(400);
    expect(named.json().message).toBe(authMessages.passwordHasSiteName);
    expect((await reset("a-sensible-new-one")).statusCode).toBe(200);
  });
});

describe("failed sign-ins: per account and address, or per known device", () => {
  const { perAddress, perAccount, perKnownDevice } = PASSWORD_FAILURE_LIMITS;

  it("an attacker's failures from one address do not lock the owner out from another", async () => {
    const owner = await buildUser(ctx.app);
    const codes: number[] = [];
    for (let i = 0; i < perAddress + 2; i++) {
      codes.push((await attempt(owner.email, `guess-number-${i}`, ATTACKER)).statusCode);
    }
    expect(codes).toEqual([...Array(perAddress).fill(401), 429, 429]);
    // The attacker's next guess, even the right password, is refused without a look at it.
    const blocked = await attempt(owner.email, owner.password, ATTACKER);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(authMessages.accountThrottled);
    expect(blocked.cookies).toEqual([]);
    // The owner, at home on a browser the site has never seen, signs in.
    expect((await attempt(owner.email, owner.password, "198.51.100.7")).statusCode).toBe(200);
    // The failures carry their address, and no device.
    const rows = await failures(owner.email);
    expect(new Set(rows.map((r) => `${r.address}|${r.device}`))).toEqual(new Set([`${ATTACKER}|null`]));
    // Once they are older than 15 minutes they no longer count.
    await ctx.app.db
      .update(authEvents)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(authEvents.subject, owner.email));
    expect((await attempt(owner.email, "guess-again", ATTACKER)).statusCode).toBe(401);
  });

  it("the owner's known device signs in while the account is attacked from many addresses", async () => {
    const owner = await buildUser(ctx.app);
    const first = await attempt(owner.email, owner.password, "198.51.100.8");
    expect(first.statusCode).toBe(200);
    const device = deviceCookie(first);
    // A botnet: many addresses, each staying under its own limit, up to one short of the account-wide one.
    await botnetFailures(owner.email, perAccount - 1);
    expect((await attempt(owner.email, "one-more-guess", "192.0.2.249")).statusCode).toBe(401);
    // Now any unknown device is refused, whatever its address: guessing is not free.
    expect((await attempt(owner.email, owner.password, "192.0.2.250")).statusCode).toBe(429);
    // The owner's known device gets in, from wherever they are today.
    const known = await attempt(owner.email, owner.password, "192.0.2.251", device);
    expect(known.statusCode).toBe(200);
    expect(deviceCookie(known)).toBe(device);
    // A second instance on the same database holds the same lines.
    const other = await createTestApp({ AUTH_RATE_LIMIT: 1000 }, { database: ctx.database });
    expect((await attempt(owner.email, owner.password, "192.0.2.252", undefined, other)).statusCode).toBe(
      429,
    );
    expect((await attempt(owner.email, owner.password, "192.0.2.252", device, other)).statusCode).toBe(200);
    await other.close();
  });

  it("a known device is throttled on its own failures only, and another account's device cookie is no key", async () => {
    const owner = await buildUser(ctx.app);
    const device = deviceCookie(await attempt(owner.email, owner.password, "198.51.100.9"));
    const codes: number[] = [];
    for (let i = 0; i < perKnownDevice + 1; i++) {
      codes.push((await attempt(owner.email, `typo-${i}`, "198.51.100.9", device)).statusCode);
    }
    expect(codes).toEqual([...Array(perKnownDevice).fill(401), 429]);
    expect((await attempt(owner.email, owner.password, "198.51.100.9", device)).statusCode).toBe(429);
    // The same address without the cookie is an unknown device, with its own count (none yet).
    expect((await attempt(owner.email, owner.password, "198.51.100.9")).statusCode).toBe(200);

    // A device cookie that knows someone else's account counts as no device here.
    const other = await buildUser(ctx.app);
    const othersDevice = deviceCookie(await attempt(other.email, other.password, ATTACKER));
    for (let i = 0; i < perAddress; i++) await attempt(owner.email, `guess-${i}`, ATTACKER, othersDevice);
    expect((await attempt(owner.email, owner.password, ATTACKER, othersDevice)).statusCode).toBe(429);
    // One browser may know several accounts (a shared phone): both entries work.
    const both = deviceCookie(await attempt(other.email, other.password, "198.51.100.10", device));
    expect(both.split("~")).toHaveLength(2);
  });

  it("counts an IPv6 /64 as one address, so rotating within it gives no fresh count", async () => {
    const owner = await buildUser(ctx.app);
    for (let i = 1; i <= perAddress; i++)
      await attempt(owner.email, `guess-${i}`, `2001:db8:0:1::${i.toString(16)}`);
    expect((await attempt(owner.email, "guess-more", "2001:db8:0:1:ffff:ffff:ffff:ffff")).statusCode).toBe(
      429,
    );
    expect((await attempt(owner.email, owner.password, "2001:db8:0:2::1")).statusCode).toBe(200);
  });

  it("a right password forgives that address's failures, not an attacker's", async () => {
    const owner = await buildUser(ctx.app);
    for (let i = 0; i < perAddress - 1; i++) await attempt(owner.email, `guess-${i}`, ATTACKER);
    await attempt(owner.email, "owner-typo", "198.51.100.11");
    expect((await attempt(owner.email, owner.password, "198.51.100.11")).statusCode).toBe(200);
    // Before, the owner's success wiped every failure: the attacker got 10 fresh guesses each time.
    expect((await attempt(owner.email, "guess-last", ATTACKER)).statusCode).toBe(401);
    expect((await attempt(owner.email, "guess-more", ATTACKER)).statusCode).toBe(429);
    const left = await failures(owner.email);
    expect(left.map((r) => r.address)).toEqual(Array(perAddress).fill(ATTACKER));
  });

  it("a completed password reset clears the account's failures and lets the owner in, even mid-attack", async () => {
    const owner = await buildUser(ctx.app);
    await botnetFailures(owner.email, perAccount);
    expect((await attempt(owner.email, owner.password, "198.51.100.12")).statusCode).toBe(429);
    await call(ctx.app, "POST", "/api/auth/password/forgot", { body: { email: owner.email } });
    const token = await mailedToken(ctx.app, owner.email, "/reset-password");
    const reset = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/password/reset",
      remoteAddress: "198.51.100.12",
      headers: HEADERS,
      payload: { token, password: "a-fresh-start-at-last" },
    });
    expect(reset.statusCode).toBe(200);
    const device = deviceCookie(reset);
    // Cleared: any of the owner's browsers gets in with the new password.
    expect(await failures(owner.email)).toEqual([]);
    expect((await attempt(owner.email, "a-fresh-start-at-last", "198.51.100.13")).statusCode).toBe(200);
    // And while the attack goes on, the browser that made the reset is a known device.
    await botnetFailures(owner.email, perAccount);
    expect((await attempt(owner.email, "a-fresh-start-at-last", "198.51.100.14")).statusCode).toBe(429);
    expect((await attempt(owner.email, "a-fresh-start-at-last", "198.51.100.14", device)).statusCode).toBe(
      200,
    );
  });

  it("a new password retires the devices that knew the old one", async () => {
    const owner = await buildUser(ctx.app);
    const signedIn = await attempt(owner.email, owner.password, "198.51.100.15");
    const device = deviceCookie(signedIn);
    const changed = await call(ctx.app, "POST", "/api/account/password", {
      cookie: sessionCookie(signedIn),
      body: { current_password: owner.password, new_password: "brand-new-secret-words" },
    });
    expect(changed.statusCode).toBe(200);
    const stillKnown = deviceCookie(changed);
    // The old entry no longer counts as known: it shares the unknown devices' limits.
    for (let i = 0; i < perAddress; i++) await attempt(owner.email, `guess-${i}`, "198.51.100.16", device);
    expect((await attempt(owner.email, "brand-new-secret-words", "198.51.100.16", device)).statusCode).toBe(
      429,
    );
    // The browser that changed it stays known.
    expect(
      (await attempt(owner.email, "brand-new-secret-words", "198.51.100.16", stillKnown)).statusCode,
    ).toBe(200);
  });

  it("holds a parallel burst to the limits exactly: counted before the password is checked", async () => {
    const owner = await buildUser(ctx.app);
    const fromOne = await Promise.all(
      Array.from({ length: perAddress + 5 }, (_, i) => attempt(owner.email, `burst-${i}`, ATTACKER)),
    );
    expect(fromOne.filter((r) => r.statusCode === 401)).toHaveLength(perAddress);
    // Five short of the account-wide limit, then a burst from ten fresh addresses.
    await botnetFailures(owner.email, perAccount - perAddress - 5);
    const fromMany = await Promise.all(
      Array.from({ length: 10 }, (_, i) => attempt(owner.email, `burst-${i}`, `10.1.0.${i}`)),
    );
    expect(fromMany.filter((r) => r.statusCode === 401)).toHaveLength(5);
  });

  it("housekeeping forgets failures after a day", async () => {
    const email = uniqueEmail("old-failures");
    await botnetFailures(email, 2);
    await ctx.app.db
      .update(authEvents)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(and(eq(authEvents.subject, email), eq(authEvents.address, "192.0.2.1")));
    await attempt(email, "a-recent-guess", ATTACKER);
    await ctx.app.housekeeping.runOnce();
    expect((await failures(email)).map((r) => r.address)).toEqual([ATTACKER]);
  });

  it("treats an unknown email the same way, so the limits reveal nothing about who has an account", async () => {
    const owner = await buildUser(ctx.app);
    const ghost = uniqueEmail("ghost");
    const run = async (email: string) => {
      const codes: number[] = [];
      for (let i = 0; i < perAddress + 1; i++)
        codes.push((await attempt(email, `guess-${i}`, ATTACKER)).statusCode);
      await botnetFailures(email, perAccount - perAddress - 1);
      for (const address of ["192.0.2.201", "192.0.2.202"]) {
        codes.push((await attempt(email, "guess-from-afar", address)).statusCode);
      }
      return codes;
    };
    const known = await run(owner.email);
    expect(known).toEqual([...Array(perAddress).fill(401), 429, 401, 429]);
    expect(await run(ghost)).toEqual(known);
  });
});

describe("reset mails per account", () => {
  it("sends at most 3 reset mails an hour for one account, answering every request the same", async () => {
    const user = await buildUser(ctx.app);
    for (let i = 0; i < 5; i++) {
      const res = await call(ctx.app, "POST", "/api/auth/password/forgot", { body: { email: user.email } });
      expect(res.statusCode).toBe(202);
      expect(res.json().message).toBe(authMessages.resetRequested);
    }
    const resets = (await deliveredMail(ctx.app, user.email)).filter((m) => m.subject.startsWith("Reset"));
    expect(resets).toHaveLength(3);
  });
});

describe("forgot-password never waits for mail", () => {
  it("answers a known email like an unknown one, with a slow SMTP server and with none at all", async () => {
    // Before the queue, a known email waited for the mail server (315 ms against 5 ms with a slow one,
    // and a 500 with it down). Not timed here: the mail server holds every message until the answers
    // are all in, so a request that waited for its mail would never answer (no clock involved).
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = await startSmtp({ hold: () => gate });
    const down = await startSmtp();
    const downUrl = down.url;
    await down.close();
    for (const smtpUrl of [held.url, downUrl]) {
      const app = await createTestApp(
        { SMTP_URL: smtpUrl, AUTH_RATE_LIMIT: 1000 },
        { database: ctx.database },
      );
      const known = await buildUser(app.app);
      for (let i = 0; i < 3; i++) {
        const k = await call(app.app, "POST", "/api/auth/password/forgot", { body: { email: known.email } });
        const u = await call(app.app, "POST", "/api/auth/password/forgot", {
          body: { email: uniqueEmail("nobody") },
        });
        expect(k.statusCode).toBe(202);
        expect(u.statusCode).toBe(202);
        expect(k.body).toBe(u.body);
      }
      if (smtpUrl === held.url) {
        // Every answer came while the mail server still held the messages: the mail is not in the request.
        expect(held.inbox).toHaveLength(0);
        release();
      }
      // The work happened after the answer: rows for the known account only.
      await app.app.background.drain();
      const queued = await app.app.db.select().from(mailQueue).where(eq(mailQueue.to, known.email));
      expect(queued.filter((m) => m.kind === "password_reset")).toHaveLength(3);
      await app.close();
    }
    await held.close();
  });
});
