/**
 * The consent gate (gate.ts) over every registered route, as access.test.ts does for access: a learner
 * under 18 whose guardian has not consented is refused every request that could save something, unless
 * the route is on the gate's short lists (named here again, so widening them is a visible change), and
 * after calling every route they have nothing saved. A new route is refused until someone decides.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "../../../test/clock.js";
import { type BuiltCourse, buildArticle, buildCourse, buildUser } from "../../../test/factories.js";
import { call, createTestApp, deliveredMail, type TestContext } from "../../../test/harness.js";
import { selectRows } from "../../platform/db/client.js";
import { PER_USER_TABLES } from "../../platform/db/per-user-tables.js";
import { reminderPreferences } from "../../platform/db/schema.js";
import { recordActiveDay } from "../../platform/rewards/activity.js";
import { gateRule } from "./gate.js";
import { answer, buildMinor, type Minor } from "./test/minors.js";

let ctx: TestContext;
const clock = new TestClock("2026-11-20T10:00:00+05:30");
let course: BuiltCourse;
let articleId: number;

beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: 1000 }, { clock });
  course = await buildCourse(ctx.app, { modules: [{ cards: [{}, { contentType: "question" }] }] });
  articleId = (await buildArticle(ctx.app)).id;
});
afterAll(() => ctx.close());

const apiRoutes = () =>
  ctx.app.routeRecords.filter(
    (r) => r.url.startsWith("/api/") && r.method !== "HEAD" && r.method !== "OPTIONS",
  );

/** Path parameters filled with real ids, so an open route answers as it would in the app. */
const concrete = (url: string) =>
  url
    .replace(":courseId", String(course.id))
    .replace(":moduleId", String(course.modules[0]!.id))
    .replace(":cardId", String(course.modules[0]!.cardIds[1]))
    .replace(":articleId", String(articleId))
    .replace(/:[A-Za-z]+/g, url.startsWith("/api/courses/course/") ? String(course.id) : "1")
    .replace("*", "x");

/** What the gate lets such a learner write besides reads: the account itself and turning things off. */
const OPEN_WRITES = [
  "POST /api/auth/signup",
  "POST /api/auth/signin",
  "POST /api/auth/signout",
  "POST /api/auth/password/forgot",
  "POST /api/auth/password/reset",
  "POST /api/auth/email/verify",
  "POST /api/auth/email/resend",
  "POST /api/account/password",
  "POST /api/account/sessions/:id/revoke",
  "POST /api/account/sessions/revoke-others",
  "PUT /api/account/preferences",
  "POST /api/account/delete",
  "POST /api/contact/user",
  "POST /api/reminders/stop",
  // Turning automatic tracking off revokes the forwarding address.
  "POST /api/fin-tools/auto-tracking/disable",
  // Leaving a class takes the learner's progress out of a teacher's view: never held back.
  "DELETE /api/account/classes/:classId",
  "DELETE /api/reminders/push-subscription",
  "POST /api/newsletter/unsubscribe",
  "POST /api/articles/removeemail",
];

/** The spec's reads by POST, which save nothing. */
const OPEN_READS = [
  "POST /api/courses/getongoingcourse",
  "POST /api/articles/getall",
  "POST /api/articles/fetchrating",
  "POST /api/articles/getenteredemail",
  "POST /api/home/getdata",
  "POST /api/home/finscorelog",
  "POST /api/home/hasunseen",
  "POST /api/home/notifications",
  "POST /api/home/recommendations",
  "POST /api/fin-tools/expensetracker/fetchcategories",
  "POST /api/fin-tools/expensetracker/fetchexpensesnew",
  "POST /api/fin-tools/expensetracker/fetchexpenses",
  "POST /api/fin-tools/expensetracker/fetchexpensesPie",
  "POST /api/fin-tools/expensetracker/fetchcategorybudgets",
  "POST /api/fin-tools/expensetracker/fetchmonthlybudget",
  "POST /api/fin-tools/expensetracker/checkandfetch",
  "POST /api/fin-tools/expensetracker/parsealert",
  "POST /api/fin-tools/expensetracker/import/preview",
  "POST /api/fin-tools/expensetracker/import/parse",
];

/** Tables a waiting learner's account has rows in from its sign-up; every other one stays empty. */
const FROM_SIGN_UP = new Set([
  "users",
  "sessions",
  "learner_stats",
  "email_verifications",
  "guardian_consents",
]);

/** Calls that end the session or the account, or write for someone else: not part of "call everything". */
const NOT_CALLED =
  /^(POST \/api\/auth\/|POST \/api\/account\/(delete|password|sessions)|POST \/api\/contact\/|PUT \/api\/guardian\/|POST \/api\/guardian\/(resend|delete|answer|revoke))/;

async function ownRows(minor: Minor): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of PER_USER_TABLES) {
    if (!("column" in table.owner)) continue;
    const [row] = await selectRows<{ n: number }>(
      ctx.app.db,
      sql`select count(*)::int as n from ${sql.identifier(table.table)} where ${sql.identifier(table.owner.column)} = ${minor.id}`,
    );
    const n = Number(row?.n);
    if (n > 0) counts[table.table] = n;
  }
  return counts;
}

describe("the consent gate, route by route", () => {
  it("refuses every unsafe request not on its lists, before reading the body, with the reason", async () => {
    const minor = await buildMinor(ctx.app);
    const refused = apiRoutes().filter((r) => gateRule(r.method, r.url) === "refused");
    expect(refused.length).toBeGreaterThan(40);
    for (const r of refused) {
      const res = await call(ctx.app, r.method as "POST", concrete(r.url), {
        cookie: minor.cookie,
        body: {},
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
      // Admin and facilitator routes are refused by their access first; learners' by the gate.
      if (r.access === "user" || r.access === "public")
        expect(res.json().message, `${r.method} ${r.url}`).toMatch(/hasn't confirmed yet/);
    }
    // The same routes are open to an adult (no 403 from the gate): the refusal is the gate's.
    const adult = await buildUser(ctx.app);
    for (const r of refused.filter((x) => x.access === "user")) {
      const res = await call(ctx.app, r.method as "POST", concrete(r.url), {
        cookie: adult.cookie,
        body: {},
      });
      expect(res.json().message ?? "", `${r.method} ${r.url}`).not.toMatch(/hasn't confirmed yet/);
    }
  });

  it("opens only the reads, the lessons (as a visitor's) and the writes named here", async () => {
    const unsafe = apiRoutes().filter((r) => r.method !== "GET");
    const open = unsafe
      .filter((r) => gateRule(r.method, r.url) === "open" && !r.url.startsWith("/api/guardian/"))
      .map((r) => `${r.method} ${r.url}`);
    expect(open.sort()).toEqual([...OPEN_READS, ...OPEN_WRITES].sort());
    expect(unsafe.filter((r) => gateRule(r.method, r.url) === "visitor").map((r) => r.url)).toEqual([
      "/api/courses/course/:id",
      "/api/courses/course/:courseId/module/:moduleId/card/:cardId",
      "/api/courses/course/:courseId/module/:moduleId/card/:cardId/check",
    ]);
  });

  it("after calling every route, the learner has nothing saved but their account", async () => {
    const minor = await buildMinor(ctx.app);
    const before = await ownRows(minor);
    expect(Object.keys(before).every((t) => FROM_SIGN_UP.has(t))).toBe(true);
    const bodies: Record<string, unknown> = {
      "/check": { userAnswer: "₹5 lakh" },
      "/updateCard": { status: "completed", userAnswer: "₹5 lakh" },
      "/api/articles/rate": { articleId, rating: 4 },
      "/api/articles/updatetask": { articleId },
      "/api/home/leaderboard/visibility": { hidden: false },
      "/api/fin-tools/expensetracker/transaction": {
        title: "Bus",
        category: "Travel",
        type: "expense",
        amount: 40,
        date: "2026-11-20",
      },
      "/api/reminders": { email: true, hour: 19 },
    };
    for (const r of apiRoutes()) {
      if (NOT_CALLED.test(`${r.method} ${r.url}`)) continue;
      const body = Object.entries(bodies).find(([end]) => r.url.endsWith(end))?.[1] ?? {};
      const res = await call(ctx.app, r.method as "POST", concrete(r.url), {
        cookie: minor.cookie,
        body: r.method === "GET" ? undefined : body,
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBeLessThan(500);
    }
    const after = await ownRows(minor);
    expect(after).toEqual(before);
    const [stats] = await selectRows(
      ctx.app.db,
      sql`select fin_stars, fin_score, week_score, streak_count from learner_stats where user_id = ${minor.id}`,
    );
    expect(stats).toEqual({ fin_stars: 0, fin_score: 0, week_score: 0, streak_count: 0 });
    // Still signed in (nothing above ended the session) and still waiting.
    const me = (await call(ctx.app, "GET", "/api/auth/session", { cookie: minor.cookie })).json().user;
    expect(me.guardian.status).toBe("asked");
  });
});

describe("what jobs do for a learner without consent", () => {
  it("sends no streak reminder once the guardian has withdrawn, and does again after a new consent", async () => {
    const minor = await buildMinor(ctx.app);
    await answer(ctx.app, minor.token, true);
    await ctx.app.db.execute(sql`update users set email_verified_at = now() where id = ${minor.id}`);
    const set = await call(ctx.app, "PUT", "/api/reminders", {
      cookie: minor.cookie,
      body: { email: true, hour: 9 },
    });
    expect(set.statusCode).toBe(200);
    await ctx.app.db.transaction((tx) =>
      recordActiveDay(tx, minor.id, new Date("2026-11-19T10:00:00+05:30")),
    );
    await call(ctx.app, "POST", "/api/guardian/revoke", { body: { token: minor.token } });
    const reminders = async () =>
      (await deliveredMail(ctx.app, minor.email)).filter((m) =>
        m.text.includes("/api/reminders/stop?token="),
      );
    await ctx.app.reminders.run();
    expect(await reminders()).toEqual([]);
    const [prefs] = await ctx.app.db.select().from(reminderPreferences);
    expect(prefs).toBeDefined();
    await answer(ctx.app, minor.token, true);
    await ctx.app.reminders.run();
    expect(await reminders()).toHaveLength(1);
  });
});
