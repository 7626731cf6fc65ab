import { authMessages } from "@arthshala/contracts/auth";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  call,
  createTestApp,
  mailedToken,
  sessionCookie,
  TEST_ORIGIN,
  type TestContext,
} from "../../../test/harness.js";
import { signInWithIdp } from "../../../test/oidc-flow.js";
import { startTestIdp, type TestIdp } from "../../../test/oidc-idp.js";
import { newsletterSubscriptions, users } from "../../platform/db/schema.js";

const CALLBACK = `${TEST_ORIGIN}/api/auth/oidc/callback`;
const CLIENT = { client_id: "arthshala-test", client_secret: "test-secret", redirect_uris: [CALLBACK] };
// The IdP's test personas: a login starting with "admin" carries the Admin roles claim.
const VICTIM = "admin-meera@arthshala.in";
const LISTED = "founder@arthshala.in";

let idp: TestIdp;
let ctx: TestContext;

beforeAll(async () => {
  idp = await startTestIdp({ clients: [CLIENT] });
  ctx = await createTestApp({
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: CLIENT.client_id,
    OIDC_CLIENT_SECRET: CLIENT.client_secret,
    ADMIN_EMAILS: [LISTED],
    AUTH_RATE_LIMIT: 1000,
  });
});
afterAll(async () => {
  await ctx?.close();
  await idp?.close();
});

const me = (cookie: string) => call(ctx.app, "GET", "/api/auth/me", { cookie });
const signIn = (email: string, password: string) =>
  call(ctx.app, "POST", "/api/auth/signin", { body: { email, password } });

describe("account pre-hijacking, step by step, now fails", () => {
  it("an attacker who signs up with someone's address loses the account when its owner signs in with the IdP", async () => {
    // 1. The attacker signs up with the victim's address and a password of their choosing.
    const attackerPassword = "attacker-chosen-pass-42";
    const signup = await call(ctx.app, "POST", "/api/auth/signup", {
      body: { email: VICTIM, password: attackerPassword, name: "Not Meera", newsletter: true },
    });
    expect(signup.statusCode).toBe(201);
    const attackerCookie = sessionCookie(signup);
    expect((await me(attackerCookie)).json()).toMatchObject({ roles: ["Learner"], email_verified: false });
    // The attacker also asks for a reset link, hoping to keep a way back in (it goes to the victim's inbox).
    await call(ctx.app, "POST", "/api/auth/password/forgot", { body: { email: VICTIM } });
    const resetToken = await mailedToken(ctx.app, VICTIM, "/reset-password");
    expect(resetToken).toBeTruthy();

    // 2. The real owner signs in through the identity provider, which vouches for the address.
    const owner = await signInWithIdp(ctx.app, idp.issuer, CALLBACK, VICTIM);
    expect(owner.headers.location).toBe("/auth/done?popup=1");
    const ownerCookie = sessionCookie(owner);
    const profile = (await me(ownerCookie)).json();
    expect(profile).toMatchObject({ email: VICTIM, roles: ["Admin"], email_verified: true });

    // 3. Everything the attacker held is gone: session, password, pending links, unconfirmed newsletter.
    expect((await me(attackerCookie)).statusCode).toBe(401);
    const withPassword = await signIn(VICTIM, attackerPassword);
    expect(withPassword.statusCode).toBe(401);
    expect(withPassword.json().message).toBe(authMessages.badCredentials);
    const [row] = await ctx.app.db.select().from(users).where(eq(users.email, VICTIM));
    expect(row?.passwordHash).toBeNull();
    const reset = await call(ctx.app, "POST", "/api/auth/password/reset", {
      body: { token: resetToken, password: "attacker-new-pass-43" },
    });
    expect(reset.statusCode).toBe(400);
    expect(
      await ctx.app.db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.userId, row!.id)),
    ).toEqual([]);
    // The owner's own session goes on working.
    expect((await me(ownerCookie)).statusCode).toBe(200);
  });

  it("whoever first signs up an ADMIN_EMAILS address is not an Admin until the address is proved", async () => {
    const signup = await call(ctx.app, "POST", "/api/auth/signup", {
      body: { email: LISTED, password: "attacker-chosen-pass-42", name: "Impostor" },
    });
    expect(signup.json().user.roles).toEqual(["Learner"]);
    const cookie = sessionCookie(signup);
    expect((await call(ctx.app, "GET", "/api/admin/outbox", { cookie })).statusCode).toBe(403);
    // Signing in again does not help either.
    expect((await signIn(LISTED, "attacker-chosen-pass-42")).json().user.roles).toEqual(["Learner"]);
    expect((await call(ctx.app, "GET", "/api/admin/outbox", { cookie })).statusCode).toBe(403);
  });
});
