import { authMessages } from "@arthshala/contracts/auth";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildUser } from "../../../test/factories.js";
import {
  call,
  createTestApp,
  mailedToken,
  sessionCookie,
  type TestContext,
  uniqueEmail,
} from "../../../test/harness.js";
import {
  newsletterSubscriptions,
  passwordResets,
  rateLimitHits,
  sessions,
  users,
} from "../../platform/db/schema.js";

let ctx: TestContext;
const ADMIN_EMAIL = "founder@arthshala.in";

beforeAll(async () => {
  ctx = await createTestApp({ ADMIN_EMAILS: [ADMIN_EMAIL], AUTH_RATE_LIMIT: 1000 });
});
afterAll(() => ctx.close());

const signup = (body: Record<string, unknown>) => call(ctx.app, "POST", "/api/auth/signup", { body });
const signin = (body: Record<string, unknown>) => call(ctx.app, "POST", "/api/auth/signin", { body });
const me = (cookie?: string) => call(ctx.app, "GET", "/api/auth/me", { cookie });

describe("sign-up", () => {
  it("creates a learner, starts a session and answers with the spec's profile shape", async () => {
    const email = uniqueEmail();
    const res = await signup({ email, password: "long-enough-pw", name: "  Priya Sharma " });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toEqual({
      email,
      name: "Priya Sharma",
      picture: null,
      sub: expect.any(String),
      roles: ["Learner"],
      email_verified: false,
      language: null,
      // No age band sent (an older client): the app asks on arrival; nobody under 18 to ask about.
      age_band: null,
      guardian: null,
    });
    const cookie = res.cookies.find((c) => c.name === "arthshala_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    const profile = await me(sessionCookie(res));
    expect(profile.statusCode).toBe(200);
    expect(profile.json().email).toBe(email);
  });

  it("normalises the email, so capitals and spaces don't make a second account", async () => {
    const email = uniqueEmail();
    expect(
      (await signup({ email: `  ${email.toUpperCase()} `, password: "long-enough-pw", name: "A" }))
        .statusCode,
    ).toBe(201);
    const dup = await signup({ email, password: "another-password", name: "B" });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ error: "Conflict", message: authMessages.emailTaken });
  });

  it("stores only an argon2id hash of the password", async () => {
    const user = await buildUser(ctx.app);
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(user.password);
  });

  it("refuses short passwords, bad emails and missing fields with a clear 400 and writes nothing", async () => {
    const before = (await ctx.app.db.select().from(users)).length;
    const short = await signup({ email: uniqueEmail(), password: "1234567", name: "Short" });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain(authMessages.passwordTooShort);
    const badEmail = await signup({ email: "not-an-email", password: "long-enough-pw", name: "X" });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toContain("valid email");
    expect((await signup({ email: uniqueEmail(), password: "long-enough-pw" })).statusCode).toBe(400);
    expect((await signup({ email: 5, password: [], name: {} })).statusCode).toBe(400);
    const notJson = await call(ctx.app, "POST", "/api/auth/signup", {
      body: "{oops",
      headers: { "content-type": "application/json" },
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ error: "Bad Request", message: "The request body is not valid JSON." });
    expect((await ctx.app.db.select().from(users)).length).toBe(before);
  });

  it("refuses NUL and other control characters with a 400 naming the field, never a 500", async () => {
    const email = uniqueEmail();
    const cases: [Record<string, unknown>, string][] = [
      [
        { email, password: "long-enough-pw", name: "Priya\u0000" },
        "body.name: must not contain control characters",
      ],
      [
        { email, password: "long-enough-pw", name: "\u001b[2JPriya" },
        "body.name: must not contain control characters",
      ],
      [
        { email: `${email}\u0000`, password: "long-enough-pw", name: "Priya" },
        "body.email: must not contain control characters",
      ],
      [
        { email, password: "long-enough\u0000pw", name: "Priya" },
        "body.password: must not contain control characters",
      ],
    ];
    for (const [body, message] of cases) {
      const res = await signup(body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ error: "Bad Request", message });
    }
    expect(await ctx.app.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    const signIn = await signin({ email: `${email}\u0000`, password: "long-enough-pw" });
    expect(signIn.statusCode).toBe(400);
    // A sign-in password is only compared with the hash: a NUL in it is just a wrong password.
    const user = await buildUser(ctx.app);
    expect((await signin({ email: user.email, password: "wrong\u0000" })).statusCode).toBe(401);
    const reset = await call(ctx.app, "POST", "/api/auth/password/reset", {
      body: { token: "t".repeat(43), password: "new-password\u0000" },
    });
    expect(reset.json().message).toBe("body.password: must not contain control characters");
  });

  it("subscribes to the newsletter when the box is ticked", async () => {
    const email = uniqueEmail();
    const res = await signup({ email, password: "long-enough-pw", name: "N", newsletter: true });
    const [sub] = await ctx.app.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.userId, res.json().user.sub));
    expect(sub?.enteredEmail).toBe(email);
  });

  it("makes an ADMIN_EMAILS address Admin only once its owner opens the mailed link", async () => {
    const res = await signup({ email: ADMIN_EMAIL, password: "long-enough-pw", name: "Founder" });
    expect(res.json().user.roles).toEqual(["Learner"]);
    const token = await mailedToken(ctx.app, ADMIN_EMAIL, "/verify-email");
    expect(token).toBeTruthy();
    const verified = await call(ctx.app, "POST", "/api/auth/email/verify", { body: { token } });
    expect(verified.json()).toEqual({ message: authMessages.verifyDone });
    expect((await me(sessionCookie(res))).json()).toMatchObject({ roles: ["Admin"], email_verified: true });
  });
});

describe("sign-in and sign-out", () => {
  it("signs in with the right password and issues a new token each time", async () => {
    const user = await buildUser(ctx.app);
    const a = await signin({ email: user.email.toUpperCase(), password: user.password });
    expect(a.statusCode).toBe(200);
    expect(a.json().user.email).toBe(user.email);
    const b = await signin({ email: user.email, password: user.password });
    expect(sessionCookie(a)).not.toBe(sessionCookie(b));
  });

  it("gives the same answer for a wrong password and an unknown email", async () => {
    const user = await buildUser(ctx.app);
    const wrong = await signin({ email: user.email, password: "wrong-password" });
    const unknown = await signin({ email: uniqueEmail("nobody"), password: "wrong-password" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(authMessages.badCredentials);
    expect(wrong.cookies).toEqual([]);
  });

  it("applies ADMIN_EMAILS at sign-in to an existing account, once its address is verified", async () => {
    const verifiedEmail = "cofounder@arthshala.in";
    const unverifiedEmail = "not-yet@arthshala.in";
    const ctx2 = await createTestApp({ ADMIN_EMAILS: [], AUTH_RATE_LIMIT: 1000 }, { database: ctx.database });
    const verified = await buildUser(ctx2.app, { email: verifiedEmail, verified: true });
    await buildUser(ctx2.app, { email: unverifiedEmail });
    expect(verified.role).toBe("Learner");
    await ctx2.close();
    const ctx3 = await createTestApp(
      { ADMIN_EMAILS: [verifiedEmail, unverifiedEmail], AUTH_RATE_LIMIT: 1000 },
      { database: ctx.database },
    );
    const signIn = (email: string) =>
      call(ctx3.app, "POST", "/api/auth/signin", { body: { email, password: "correct-horse-battery" } });
    expect((await signIn(verifiedEmail)).json().user.roles).toEqual(["Admin"]);
    expect((await signIn(unverifiedEmail)).json().user.roles).toEqual(["Learner"]);
    await ctx3.close();
  });

  it("sign-out deletes the session on the server, so the old cookie stops working", async () => {
    const user = await buildUser(ctx.app);
    expect((await me(user.cookie)).statusCode).toBe(200);
    const out = await call(ctx.app, "POST", "/api/auth/signout", { cookie: user.cookie });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === "arthshala_session")?.value).toBe("");
    const after = await me(user.cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: "Unauthorized", message: "Please sign in to continue." });
  });

  it("ends sessions past their idle or absolute expiry", async () => {
    const idle = await buildUser(ctx.app);
    await ctx.app.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - (ctx.config.SESSION_IDLE_HOURS + 1) * 3600_000) })
      .where(eq(sessions.userId, idle.id));
    expect((await me(idle.cookie)).statusCode).toBe(401);
    const old = await buildUser(ctx.app);
    await ctx.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, old.id));
    expect((await me(old.cookie)).statusCode).toBe(401);
    expect(await ctx.app.db.select().from(sessions).where(eq(sessions.userId, old.id))).toEqual([]);
  });

  it("clears out expired sessions when people sign in, so abandoned ones don't pile up", async () => {
    const gone = await buildUser(ctx.app);
    await ctx.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, gone.id));
    // A fresh server purges on its first sign-in (then at most hourly).
    // Limits are counted in the shared database: this instance takes the same generous one.
    const other = await createTestApp(
      { AUTH_RATE_LIMIT: ctx.config.AUTH_RATE_LIMIT },
      { database: ctx.database },
    );
    await buildUser(other.app);
    await other.close();
    expect(await ctx.app.db.select().from(sessions).where(eq(sessions.userId, gone.id))).toEqual([]);
  });

  it("ignores forged or oversized cookies", async () => {
    expect((await me("arthshala_session=forged-token")).statusCode).toBe(401);
    expect((await me(`arthshala_session=${"x".repeat(5000)}`)).statusCode).toBe(401);
  });
});

describe("password reset", () => {
  const resetLinkFor = (email: string) => mailedToken(ctx.app, email, "/reset-password");

  it("mails a link, accepts it once, changes the password and ends every session", async () => {
    const user = await buildUser(ctx.app);
    const res = await call(ctx.app, "POST", "/api/auth/password/forgot", { body: { email: user.email } });
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(authMessages.resetRequested);
    const token = await resetLinkFor(user.email);
    expect(token).toBeTruthy();

    const done = await call(ctx.app, "POST", "/api/auth/password/reset", {
      body: { token, password: "a-brand-new-password" },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(authMessages.resetDone);
    expect((await me(user.cookie)).statusCode).toBe(401);
    expect((await signin({ email: user.email, password: user.password })).statusCode).toBe(401);
    expect((await signin({ email: user.email, password: "a-brand-new-password" })).statusCode).toBe(200);

    const again = await call(ctx.app, "POST", "/api/auth/password/reset", {
      body: { token, password: "yet-another-password" },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(authMessages.resetInvalid);
  });

  it("voids the user's other reset links once one is used", async () => {
    const user = await buildUser(ctx.app);
    await call(ctx.app, "POST", "/api/auth/password/forgot", { body: { email: user.email } });
    const first = await resetLinkFor(user.email);
    await call(ctx.app, "POST", "/api/auth/password/forgot", { body: { email: user.email } });
    const second = await resetLinkFor(user.email);
    expect(first).not.toBe(second);
    const used = await call(ctx.app, "POST", "/api/auth/password/reset", {
      body: { token: second, password: "a-brand-new-password" },
    });
    expect(used.statusCode).toBe(200);
    const older = await call(ctx.app, "POST", "/api/auth/password/reset", {
      body: { token: first, password: "someone-elses-choice" },
    });
    expect(older.statusCode).toBe(400);
    expect((await signin({ email: user.email, password: "a-brand-new-password" })).statusCode).toBe(200);
  });

  it("answers the same for an unknown email and mails nothing", async () => {
    const email = uniqueEmail("ghost");
    const res = await call(ctx.app, "POST", "/api/auth/password/forgot", { body: { email } });
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(authMessages.resetRequested);
    expect(await resetLinkFor(email)).toBeUndefined();
  });

  it("refuses a link older than an hour and a made-up token", async () => {
    const user = await buildUser(ctx.app);
    await call(ctx.app, "POST", "/api/auth/password/forgot", { body: { email: user.email } });
    const token = await resetLinkFor(user.email);
    await ctx.app.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    const expired = await call(ctx.app, "POST", "/api/auth/password/reset", {
      body: { token, password: "a-brand-new-password" },
    });
    expect(expired.statusCode).toBe(400);
    const madeUp = await call(ctx.app, "POST", "/api/auth/password/reset", {
      body: { token: "A".repeat(43), password: "a-brand-new-password" },
    });
    expect(madeUp.statusCode).toBe(400);
    expect((await me(user.cookie)).statusCode).toBe(200);
  });
});

describe("mail outbox", () => {
  it("lets admins read kept mail, newest first, and nobody else", async () => {
    const admin = await buildAdmin(ctx.app);
    const learner = await buildUser(ctx.app);
    await call(ctx.app, "POST", "/api/auth/password/forgot", { body: { email: learner.email } });
    await mailedToken(ctx.app, learner.email, "/reset-password");
    const res = await call(ctx.app, "GET", "/api/admin/outbox?limit=5", { cookie: admin.cookie });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.total).toBeGreaterThan(0);
    expect(page.items[0]).toMatchObject({ to: learner.email, subject: "Reset your Arthshala password" });
    expect((await call(ctx.app, "GET", "/api/admin/outbox", { cookie: learner.cookie })).statusCode).toBe(
      403,
    );
    expect(
      (await call(ctx.app, "GET", "/api/admin/outbox?limit=500", { cookie: admin.cookie })).statusCode,
    ).toBe(400);
  });
});

describe("rate limits", () => {
  it("limits sign-in attempts per client address with a clear 429", async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: 3 }, { database: ctx.database });
    // The count is kept in the database the other tests' sign-ins used: start this address afresh.
    await limited.app.db.delete(rateLimitHits);
    const body = { email: uniqueEmail(), password: "wrong-password" };
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push((await call(limited.app, "POST", "/api/auth/signin", { body })).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    const last = await call(limited.app, "POST", "/api/auth/signin", { body });
    expect(last.json()).toEqual({
      error: "Too Many Requests",
      message: expect.stringContaining("Too many requests"),
    });
    await limited.close();
  });
});

describe("GET /api/auth/session", () => {
  it("answers 200 with null for a visitor and the profile for a learner, while /auth/me keeps its 401", async () => {
    const visitor = await call(ctx.app, "GET", "/api/auth/session");
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ user: null });
    expect((await call(ctx.app, "GET", "/api/auth/me")).statusCode).toBe(401);
    const learner = await buildUser(ctx.app, { name: "Session Sam" });
    const mine = await call(ctx.app, "GET", "/api/auth/session", { cookie: learner.cookie });
    expect(mine.json().user).toMatchObject({ email: learner.email, name: "Session Sam", roles: ["Learner"] });
  });
});
