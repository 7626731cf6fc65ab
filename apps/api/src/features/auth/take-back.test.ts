import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "../../../test/clock.js";
import { buildCourse, completeCard, type TestUser } from "../../../test/factories.js";
import {
  call,
  createTestApp,
  deliveredMail,
  mailedToken,
  sessionCookie,
  TEST_ORIGIN,
  type TestContext,
} from "../../../test/harness.js";
import { signInWithIdp } from "../../../test/oidc-flow.js";
import { startTestIdp, type TestIdp } from "../../../test/oidc-idp.js";
import { selectRows } from "../../platform/db/client.js";
import { PER_USER_TABLES } from "../../platform/db/per-user-tables.js";
import { FakeBrowser, LocalPushService } from "../reminders/test/local-push-service.js";

const CALLBACK = `${TEST_ORIGIN}/api/auth/oidc/callback`;
const CLIENT = { client_id: "arthshala-test", client_secret: "test-secret", redirect_uris: [CALLBACK] };
const clock = new TestClock("2026-11-10T10:00:00+05:30");
const T = "/api/fin-tools/expensetracker";

let idp: TestIdp;
let pushService: LocalPushService;
let ctx: TestContext;

beforeAll(async () => {
  idp = await startTestIdp({ clients: [CLIENT] });
  pushService = new LocalPushService();
  await pushService.start();
  ctx = await createTestApp(
    {
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: CLIENT.client_id,
      OIDC_CLIENT_SECRET: CLIENT.client_secret,
      AUTH_RATE_LIMIT: 1000,
    },
    { clock },
  );
  // web-push speaks https only: trust the local push service's throwaway certificate.
  ctx.app.reminders.push.agent = pushService.agent;
});
afterAll(async () => {
  await ctx?.close();
  await pushService?.stop();
  await idp?.close();
});

const count = async (query: SQL) => (await selectRows<{ n: number }>(ctx.app.db, query))[0]!.n;
/** The account's rows in `table` (every table named here has a user_id column). */
const rowsOf = (table: string, userId: string) =>
  count(sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${userId}`);

/** What the attacker plants: the tables their plans, devices and progress live in. */
const PLANTED = [
  "recurring_rules",
  "recurring_entries",
  "savings_goals",
  "goal_contributions",
  "reminder_preferences",
  "push_subscriptions",
  "transactions",
  "transaction_month_totals",
  "card_progress",
  "course_activity",
  "finstar_ledger",
  "finscore_ledger",
  "streak_days",
  "notifications",
];

/**
 * An attacker signs up with the victim's address (never confirmed) and makes plans: a back-dated
 * monthly rule that goes on adding entries, a goal with a contribution, streak reminders by push to
 * their own browser at 7 pm, and some learning. Returns the attacker's account.
 */
async function plantAttackerWrites(victim: string, devicePath: string): Promise<TestUser> {
  const signup = await call(ctx.app, "POST", "/api/auth/signup", {
    body: { email: victim, password: "attacker-chosen-pass-42", name: "Not Victim" },
  });
  expect(signup.statusCode).toBe(201);
  const attacker: TestUser = {
    id: signup.json().user.sub as string,
    email: victim,
    name: "Not Victim",
    password: "attacker-chosen-pass-42",
    role: "Learner",
    cookie: sessionCookie(signup),
  };
  const as = (method: "POST" | "PUT", url: string, body?: unknown) =>
    call(ctx.app, method, url, { cookie: attacker.cookie, body });
  // A monthly rule back-dated to September: its entries are added at once, and it goes on adding.
  const rule = await as("POST", `${T}/recurring`, {
    rule: {
      title: "Pay evil.example",
      category: "Rent",
      type: "expense",
      amount: 5000,
      cadence: "monthly",
      dayOfMonth: 1,
      startsOn: "2026-09-01",
    },
  });
  expect(rule.statusCode, rule.body).toBe(200);
  expect(rule.json().added).toBeGreaterThan(0);
  const goal = await as("POST", `${T}/goals`, {
    goal: { name: "Send to evil.example", target: 20000, targetDate: "2027-06-30" },
  });
  expect(goal.statusCode, goal.body).toBe(200);
  const contribution = await as("POST", `${T}/goals/${goal.json().data.id}/contributions`, {
    amount: 500,
    date: "2026-11-09",
  });
  expect(contribution.statusCode, contribution.body).toBe(200);
  // Streak reminders on, at 7 pm, to the attacker's own browser.
  const device = await as("POST", "/api/reminders/push-subscription", {
    endpoint: pushService.endpoint(devicePath),
    expirationTime: null,
    keys: new FakeBrowser().keys(),
  });
  expect(device.statusCode, device.body).toBe(200);
  expect((await as("PUT", "/api/reminders", { push: true, hour: 19 })).json()).toMatchObject({
    push: true,
    hour: 19,
  });
  // Some learning, so the account has a streak a reminder would be about.
  const course = await buildCourse(ctx.app, { modules: [{ cards: [{}] }, { cards: [{}] }] });
  expect((await completeCard(ctx.app, attacker, course, 0, 0)).statusCode).toBe(200);
  for (const table of PLANTED) expect(await rowsOf(table, attacker.id), table).toBeGreaterThan(0);

  return attacker;
}

/** Nothing the attacker planted is left on the account, and its totals start again from nothing. */
async function expectNothingPlanted(userId: string): Promise<void> {
  for (const table of PLANTED) expect(await rowsOf(table, userId), table).toBe(0);
  // So is anything else in a table whose take-back deletes (a table added later is covered too).
  for (const { table, owner: by, takeBack } of PER_USER_TABLES) {
    if (takeBack !== "delete" || !("column" in by) || table === "sessions") continue;
    const left = await count(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(by.column)} = ${userId}`,
    );
    expect(left, table).toBe(0);
  }
  const [stats] = await selectRows<Record<string, unknown>>(
    ctx.app.db,
    sql`select fin_stars, fin_score, streak_count, streak_last_day, modules_completed
      from learner_stats where user_id = ${userId}`,
  );
  expect(stats).toEqual({
    fin_stars: 0,
    fin_score: 0,
    streak_count: 0,
    streak_last_day: null,
    modules_completed: 0,
  });
}

describe("pre-hijack take-back: the attacker's plans and devices go with the account", () => {
  it("an unconfirmed holder's recurring rule, goal, reminders and push device do nothing for the owner after an IdP sign-in", async () => {
    clock.set("2026-11-10T10:00:00+05:30");
    const victim = "victim.sharma@example.in";
    // 1. The attacker signs up with the victim's address (never confirmed) and makes plans.
    const attacker = await plantAttackerWrites(victim, "/push/attacker");
    const course = await buildCourse(ctx.app, { modules: [{ cards: [{}] }, { cards: [{}] }] });

    // 2. The owner signs in through the identity provider, which vouches for the address.
    const back = await signInWithIdp(ctx.app, idp.issuer, CALLBACK, victim);
    expect(back.statusCode).toBe(302);
    const owner: TestUser = { ...attacker, name: "Victim Sharma", cookie: sessionCookie(back) };
    expect((await call(ctx.app, "GET", "/api/auth/me", { cookie: owner.cookie })).json()).toMatchObject({
      sub: attacker.id,
      email: victim,
      email_verified: true,
    });

    // 3. The attacker's session is gone; the owner's is the account's only one.
    expect((await call(ctx.app, "GET", "/api/auth/me", { cookie: attacker.cookie })).statusCode).toBe(401);
    expect(await rowsOf("sessions", attacker.id)).toBe(1);
    await expectNothingPlanted(owner.id);
    const tracker = await call(ctx.app, "GET", `${T}/recurring`, { cookie: owner.cookie });
    expect(tracker.json().data).toEqual([]);
    expect((await call(ctx.app, "GET", `${T}/goals`, { cookie: owner.cookie })).json().data).toEqual([]);
    expect((await call(ctx.app, "GET", "/api/reminders", { cookie: owner.cookie })).json()).toMatchObject({
      email: false,
      push: false,
      devices: [],
    });

    // 4. The owner turns on email reminders at 7 pm and learns today; tomorrow at 7 pm they are
    // reminded by mail, and the attacker's browser hears nothing.
    const mine = await call(ctx.app, "PUT", "/api/reminders", {
      cookie: owner.cookie,
      body: { email: true, hour: 19 },
    });
    expect(mine.json()).toMatchObject({ email: true, push: false, hour: 19, devices: [] });
    expect((await completeCard(ctx.app, owner, course, 1, 0)).statusCode).toBe(200);
    clock.set("2026-11-11T19:05:00+05:30");
    const run = await ctx.app.reminders.run();
    expect(run.pushes).toBe(0);
    expect(pushService.requests.filter((r) => r.path === "/push/attacker")).toEqual([]);
    const reminders = (await deliveredMail(ctx.app, victim)).filter((m) =>
      m.text.includes("/api/reminders/stop?token="),
    );
    expect(reminders.map((m) => m.text.includes("Hi Victim Sharma,"))).toEqual([true]);

    // 5. Months later the recurring job adds nothing to the owner's tracker.
    clock.set("2027-01-02T09:00:00+05:30");
    await ctx.app.recurringJob.runOnce();
    expect(
      await count(
        sql`select count(*)::int as n from transactions where user_id = ${owner.id} and source = 'recurring'`,
      ),
    ).toBe(0);
    expect(await rowsOf("transactions", owner.id)).toBe(0);
  });
  it("a password reset by the address's owner takes the account back the same way", async () => {
    clock.set("2026-11-10T10:00:00+05:30");
    const victim = "asha.reset@example.in";
    const attacker = await plantAttackerWrites(victim, "/push/attacker-2");

    // The owner, who never signed up, asks for a reset; the link goes to their own inbox.
    const forgot = await call(ctx.app, "POST", "/api/auth/password/forgot", { body: { email: victim } });
    expect(forgot.statusCode).toBe(202);
    const token = await mailedToken(ctx.app, victim, "/reset-password");
    expect(token).toBeTruthy();
    const reset = await call(ctx.app, "POST", "/api/auth/password/reset", {
      body: { token, password: "owner-own-pass-2026" },
    });
    expect(reset.statusCode, reset.body).toBe(200);

    // The attacker's session and password are gone; the owner signs in with theirs.
    expect((await call(ctx.app, "GET", "/api/auth/me", { cookie: attacker.cookie })).statusCode).toBe(401);
    const oldPassword = await call(ctx.app, "POST", "/api/auth/signin", {
      body: { email: victim, password: attacker.password },
    });
    expect(oldPassword.statusCode).toBe(401);
    const signin = await call(ctx.app, "POST", "/api/auth/signin", {
      body: { email: victim, password: "owner-own-pass-2026" },
    });
    expect(signin.statusCode, signin.body).toBe(200);
    const owner: TestUser = { ...attacker, cookie: sessionCookie(signin) };
    // Same account, now proved; the attacker's chosen name is not the owner's.
    expect((await call(ctx.app, "GET", "/api/auth/me", { cookie: owner.cookie })).json()).toMatchObject({
      sub: attacker.id,
      email: victim,
      name: "asha.reset",
      email_verified: true,
    });
    await expectNothingPlanted(owner.id);
    expect((await call(ctx.app, "GET", "/api/reminders", { cookie: owner.cookie })).json()).toMatchObject({
      push: false,
      devices: [],
    });

    // Later, neither the recurring job nor the 7 pm reminders act on what the attacker set up.
    clock.set("2027-01-02T19:05:00+05:30");
    await ctx.app.recurringJob.runOnce();
    expect(await rowsOf("transactions", owner.id)).toBe(0);
    await ctx.app.reminders.run();
    expect(pushService.requests.filter((r) => r.path === "/push/attacker-2")).toEqual([]);
  });
});
