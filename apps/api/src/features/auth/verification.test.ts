import { authMessages } from "@arthshala/contracts/auth";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser } from "../../../test/factories.js";
import {
  call,
  createTestApp,
  deliveredMail,
  mailedToken,
  sessionCookie,
  type TestContext,
  uniqueEmail,
} from "../../../test/harness.js";
import { emailVerifications, users } from "../../platform/db/schema.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: 1000 });
});
afterAll(() => ctx.close());

const me = (cookie: string) => call(ctx.app, "GET", "/api/auth/me", { cookie });
const verify = (token: unknown) => call(ctx.app, "POST", "/api/auth/email/verify", { body: { token } });
const resend = (cookie?: string) => call(ctx.app, "POST", "/api/auth/email/resend", { cookie });

describe("confirming an email address", () => {
  it("mails a link at sign-up that confirms the address once; unverified learners can still learn", async () => {
    const user = await buildUser(ctx.app);
    expect((await me(user.cookie)).json().email_verified).toBe(false);
    const [mail] = await deliveredMail(ctx.app, user.email);
    expect(mail?.subject).toBe("Confirm your email for Arthshala");
    expect(mail?.text).toMatch(/^Hello,\n/);
    expect((await call(ctx.app, "GET", "/api/courses/getall", { cookie: user.cookie })).statusCode).toBe(200);

    const token = await mailedToken(ctx.app, user.email, "/verify-email");
    const first = await verify(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: authMessages.verifyDone });
    expect((await me(user.cookie)).json().email_verified).toBe(true);
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(authMessages.verifyInvalid);
  });

  it("mails an address nobody has proved nothing its account holder typed", async () => {
    // Anyone can sign up with someone else's address: the name must not reach that inbox in our name.
    const name = "Click https://evil.example now";
    const email = uniqueEmail("unproved");
    const res = await call(ctx.app, "POST", "/api/auth/signup", {
      body: { email, password: "chai-and-biscuits-42", name },
    });
    const cookie = sessionCookie(res);
    await resend(cookie);
    await call(ctx.app, "POST", "/api/auth/password/forgot", { body: { email } });
    const before = await deliveredMail(ctx.app, email);
    // Then the account is deleted, which mails a confirmation of that (and may erase earlier mail rows).
    await call(ctx.app, "POST", "/api/account/delete", {
      cookie,
      body: { password: "chai-and-biscuits-42", confirm: "DELETE" },
    });
    const byId = new Map([...before, ...(await deliveredMail(ctx.app, email))].map((m) => [m.id, m]));
    const mails = [...byId.values()];
    // Which of the resent confirmation and the reset mail is queued first is not fixed: both are queued
    // after their answers (the requests answer first), so the order of their rows is the order they ran.
    expect(mails.map((m) => m.subject).sort()).toEqual([
      "Confirm your email for Arthshala",
      "Confirm your email for Arthshala",
      "Reset your Arthshala password",
      "Your Arthshala account has been deleted",
    ]);
    for (const mail of mails) {
      expect(mail.text).not.toContain("evil.example");
      expect(mail.subject).not.toContain("evil.example");
      expect(mail.text).toMatch(/^Hello,\n/);
    }
    // Once the owner has proved the address, the reset mail greets them by their name.
    const proved = await buildUser(ctx.app, { name: "Meera Iyer", verified: true });
    await call(ctx.app, "POST", "/api/auth/password/forgot", { body: { email: proved.email } });
    const [reset] = (await deliveredMail(ctx.app, proved.email)).filter((m) => m.subject.startsWith("Reset"));
    expect(reset?.text).toMatch(/^Hi Meera Iyer,\n/);
  });

  it("stores only a hash of the link's token", async () => {
    const user = await buildUser(ctx.app);
    const token = await mailedToken(ctx.app, user.email, "/verify-email");
    const rows = await ctx.app.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token!);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses an expired link, a made-up one, malformed input, and a link for an address the account no longer has", async () => {
    const user = await buildUser(ctx.app);
    const token = await mailedToken(ctx.app, user.email, "/verify-email");
    await ctx.app.db
      .update(emailVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerifications.userId, user.id));
    expect((await verify(token)).statusCode).toBe(400);
    expect((await verify("A".repeat(43))).statusCode).toBe(400);
    for (const bad of ["", "short", 42, null, "x".repeat(500)])
      expect((await verify(bad)).statusCode).toBe(400);

    const moved = await buildUser(ctx.app);
    const oldLink = await mailedToken(ctx.app, moved.email, "/verify-email");
    await ctx.app.db
      .update(users)
      .set({ email: `new-${moved.email}` })
      .where(eq(users.id, moved.id));
    expect((await verify(oldLink)).statusCode).toBe(400);
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, moved.id));
    expect(row?.emailVerifiedAt).toBeNull();
  });

  it("resends on request, at most 3 links an hour, with a plain message; none once confirmed", async () => {
    expect((await resend()).statusCode).toBe(401);
    const user = await buildUser(ctx.app);
    for (let i = 0; i < 3; i++) {
      const res = await resend(user.cookie);
      expect(res.statusCode).toBe(202);
      expect(res.json().message).toBe(authMessages.verifySent);
    }
    const limited = await resend(user.cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /already sent 3 links in the last hour.*ask again in \d+ minutes?\./,
    );
    // The sign-up mail plus the three resends, and each new link works.
    expect(await deliveredMail(ctx.app, user.email)).toHaveLength(4);
    expect((await verify(await mailedToken(ctx.app, user.email, "/verify-email"))).statusCode).toBe(200);
    const done = await resend(user.cookie);
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe(authMessages.verifyAlready);
  });

  it("one learner's resend never mails or confirms another learner", async () => {
    const a = await buildUser(ctx.app);
    const b = await buildUser(ctx.app);
    await resend(b.cookie);
    expect(await deliveredMail(ctx.app, a.email)).toHaveLength(1);
    await verify(await mailedToken(ctx.app, b.email, "/verify-email"));
    expect((await me(a.cookie)).json().email_verified).toBe(false);
  });

  it("confirms the newsletter subscription from the sign-up box with the same link, and only that address", async () => {
    const email = uniqueEmail("reader");
    const res = await call(ctx.app, "POST", "/api/auth/signup", {
      body: { email, password: "chai-and-biscuits-42", name: "Reader", newsletter: true },
    });
    const cookie = sessionCookie(res);
    const lookup = () => call(ctx.app, "POST", "/api/articles/getenteredemail", { cookie, body: { email } });
    expect((await lookup()).json()).toEqual([{ enteredEmail: email, confirmed: false }]);
    const [mail] = await deliveredMail(ctx.app, email);
    expect(mail?.text).toContain("also starts your newsletter subscription");
    await verify(await mailedToken(ctx.app, email, "/verify-email"));
    expect((await lookup()).json()).toEqual([{ enteredEmail: email, confirmed: true }]);
  });

  it("counts a used reset link as proof of the address", async () => {
    const user = await buildUser(ctx.app);
    await call(ctx.app, "POST", "/api/auth/password/forgot", { body: { email: user.email } });
    const token = await mailedToken(ctx.app, user.email, "/reset-password");
    await call(ctx.app, "POST", "/api/auth/password/reset", {
      body: { token, password: "a-fresh-passphrase" },
    });
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.emailVerifiedAt).not.toBeNull();
  });
});

describe("without SMTP", () => {
  it("writes the verification mail to the server log as well as the outbox, so an operator can act on it", async () => {
    const lines: string[] = [];
    const logged = await createTestApp(
      { LOG_LEVEL: "info" },
      { database: ctx.database, logStream: { write: (line: string) => void lines.push(line) } },
    );
    try {
      const user = await buildUser(logged.app);
      const token = await mailedToken(logged.app, user.email, "/verify-email");
      const line = lines.find((l) => l.includes("/verify-email?token="));
      expect(line).toContain(token!);
      expect(line).toContain(user.email);
    } finally {
      await logged.close();
    }
  });
});
