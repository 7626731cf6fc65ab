import { existsSync } from "node:fs";
import path from "node:path";
import { authMessages } from "@arthshala/contracts/auth";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildArticle, buildCourse, completeCard } from "../../../test/factories.js";
import {
  call,
  createTestApp,
  deliveredMail,
  mailedToken,
  sessionCookie,
  TEST_ORIGIN,
  type TestContext,
} from "../../../test/harness.js";
import { multipartBody } from "../../../test/multipart.js";
import { signInWithIdp } from "../../../test/oidc-flow.js";
import { startTestIdp, type TestIdp } from "../../../test/oidc-idp.js";
import { articles, feedback, newsletterSubscriptions, users } from "../../platform/db/schema.js";

const CALLBACK = `${TEST_ORIGIN}/api/auth/oidc/callback`;
const CLIENT = { client_id: "arthshala-test", client_secret: "test-secret", redirect_uris: [CALLBACK] };
// The IdP's test personas: a login starting with "admin" carries the Admin roles claim.
const VICTIM = "admin-meera@arthshala.in";
const LISTED = "founder@arthshala.in";
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);
const FEEDBACK = {
  q1_helpfulness: 5,
  q2_difficulty: "Just right",
  q3_navigation: 4,
  q4_design: "Good",
  q5_confusing: "No",
  q6_favFeature: "FinTools",
  q7_returnLikelihood: 5,
  additionalFeedback: "Call 0800 now",
};

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

  it("clears what the unproved account's holder wrote when its owner takes it back, learning progress too", async () => {
    const owner = "priya.rao@example.in";
    const signup = await call(ctx.app, "POST", "/api/auth/signup", {
      body: { email: owner, password: "attacker-chosen-pass-42", name: "Call 0800 for your prize" },
    });
    const attacker = { id: signup.json().user.sub as string, cookie: sessionCookie(signup) };
    const as = (method: "POST" | "PUT", url: string, body?: unknown, headers?: Record<string, string>) =>
      call(ctx.app, method, url, { cookie: attacker.cookie, body, headers });
    // The holder of the unproved account writes all they can.
    await as("PUT", "/api/account/preferences", { product_mail: true, language: "hi" });
    await as("POST", "/api/home/leaderboard/visibility", { hidden: true });
    const picture = multipartBody({}, [
      { name: "picture", filename: "me.png", type: "image/png", content: PNG },
    ]);
    const uploaded = (await as("POST", "/api/account/picture", picture.body, picture.headers)).json().picture;
    expect(uploaded).toMatch(/^\/uploads\//);
    const t = "/api/fin-tools/expensetracker";
    await as("POST", `${t}/categories/add`, { name: "Visit evil.example" });
    await as("POST", `${t}/budgets`, {
      budgets: [{ category: "Visit evil.example", limit: 100, month: "November", year: 2026 }],
    });
    await as("POST", `${t}/transaction`, {
      transaction: {
        title: "Planted",
        category: "Visit evil.example",
        type: "expense",
        amount: 450,
        date: "2026-11-02",
      },
    });
    const article = await buildArticle(ctx.app, { title: "Rated by someone else" });
    await as("POST", "/api/articles/rate", { articleId: article.id, rating: 1 });
    await as("POST", "/api/home/feedback", {
      ...FEEDBACK,
      name: "Not Priya",
      email: "not-priya@evil.example",
    });
    // A newsletter subscription for the holder's own address, which they can confirm.
    await as("POST", "/api/articles/saveemail", { enteredEmail: "holder@evil.example" });
    const [confirmation] = await deliveredMail(ctx.app, "holder@evil.example");
    const link = new URL(confirmation!.text.match(/https?:\/\/\S+\/newsletter\/confirm\?token=\S+/)![0]);
    const token = link.searchParams.get("token");
    expect((await call(ctx.app, "POST", "/api/newsletter/confirm", { body: { token } })).json().status).toBe(
      "confirmed",
    );
    const course = await buildCourse(ctx.app, { modules: [{ cards: [{}] }] });
    await completeCard(ctx.app, { ...attacker, email: owner } as never, course, 0, 0);
    const pictureFile = path.join(ctx.app.storage.dir, path.basename(uploaded));
    expect(existsSync(pictureFile)).toBe(true);

    // The owner signs in with the identity provider, which vouches for the address.
    const back = await signInWithIdp(ctx.app, idp.issuer, CALLBACK, owner);
    const cookie = sessionCookie(back);
    const account = (await call(ctx.app, "GET", "/api/account", { cookie })).json();
    expect(account).toMatchObject({
      name: "Priya Rao",
      picture: null,
      language: null,
      product_mail: false,
      leaderboard_hidden: false,
      email_verified: true,
      has_password: false,
    });
    expect(existsSync(pictureFile)).toBe(false);
    const data = (await call(ctx.app, "GET", "/api/account/export", { cookie })).json().data;
    for (const section of [
      "transactions",
      "transaction_month_totals",
      "budgets",
      "custom_categories",
      "article_ratings",
      "notifications",
      "newsletter_subscriptions",
      "feedback",
      "uploads",
    ]) {
      expect(data[section], section).toEqual([]);
    }
    expect(JSON.stringify(data)).not.toContain("evil.example");
    expect(JSON.stringify(data)).not.toContain("0800");
    // The article's average no longer holds the planted rating; the team keeps the feedback, unlinked.
    const [rated] = await ctx.app.db.select().from(articles).where(eq(articles.id, article.id));
    expect({ sum: rated?.ratingSum, count: rated?.ratingCount }).toEqual({ sum: 0, count: 0 });
    expect(await ctx.app.db.select().from(feedback).where(eq(feedback.name, "Not Priya"))).toHaveLength(1);
    // Learning progress goes too: its streak and FinStars were the holder's (take-back.test.ts has the rest).
    expect(data.card_progress).toEqual([]);
    expect(data.finstar_ledger).toEqual([]);
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
