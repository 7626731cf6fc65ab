import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "../../../test/clock.js";
import {
  type BuiltCourse,
  buildArticle,
  buildCourse,
  buildUser,
  completeCard,
  type TestUser,
} from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { finscoreLedger, notifications, streakDays } from "../../platform/db/schema.js";

let ctx: TestContext;
let course: BuiltCourse;
const clock = new TestClock("2026-11-02T12:00:00+05:30");

beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
  // One long module: a card a day for the whole test.
  course = await buildCourse(ctx.app, {
    modules: [{ cards: Array.from({ length: 40 }, (_, i) => ({ title: `Day card ${i + 1}` })) }],
  });
});
afterAll(async () => {
  await ctx.close();
});

const homeUser = async (user: TestUser) =>
  (await call(ctx.app, "POST", "/api/home/getdata", { cookie: user.cookie, body: {} })).json().userData;

/** Completes the learner's next card of the long module at the clock's current time. */
function learner() {
  let next = 0;
  return {
    user: undefined as unknown as TestUser,
    async init() {
      this.user = await buildUser(ctx.app);
      return this;
    },
    async learnAt(iso: string) {
      clock.set(iso);
      const res = await completeCard(ctx.app, this.user, course, 0, next++);
      expect(res.statusCode).toBe(200);
    },
  };
}

const kinds = async (userId: string) =>
  (await ctx.app.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.kind);

describe("streaks in India time", () => {
  it("counts days by the India calendar: 23:50 and 00:10 IST are two days, though the same UTC day", async () => {
    const l = await learner().init();
    await l.learnAt("2026-11-02T23:50:00+05:30"); // 18:20 UTC
    await l.learnAt("2026-11-03T00:10:00+05:30"); // 18:40 UTC, same UTC day
    expect((await homeUser(l.user)).streak_count).toBe(2);
    const days = await ctx.app.db.select().from(streakDays).where(eq(streakDays.userId, l.user.id));
    expect(days.map((d) => d.day).sort()).toEqual(["2026-11-02", "2026-11-03"]);
  });

  it("two cards on one day count one day; the streak holds through the next day and ends after", async () => {
    const l = await learner().init();
    await l.learnAt("2026-11-05T08:00:00+05:30");
    await l.learnAt("2026-11-05T21:00:00+05:30");
    expect((await homeUser(l.user)).streak_count).toBe(1);
    clock.set("2026-11-06T09:00:00+05:30"); // today still open: yesterday's streak shows
    expect((await homeUser(l.user)).streak_count).toBe(1);
    clock.set("2026-11-07T00:00:30+05:30"); // a whole day missed, no freezes
    expect((await homeUser(l.user)).streak_count).toBe(0);
  });

  it("reading an article is an active day too", async () => {
    const article = await buildArticle(ctx.app, { title: "Streak reading" });
    const user = await buildUser(ctx.app);
    clock.set("2026-11-10T10:00:00+05:30");
    const read = await call(ctx.app, "POST", "/api/articles/updatetask", {
      cookie: user.cookie,
      body: { articleId: article.id },
    });
    expect(read.statusCode).toBe(200);
    expect((await homeUser(user)).streak_count).toBe(1);
  });

  it("pays the 7-day bonus once per run, earns a freeze, notifies the milestone; a freeze covers a missed day", async () => {
    const l = await learner().init();
    for (let d = 1; d <= 7; d++) await l.learnAt(`2026-11-${String(10 + d).padStart(2, "0")}T19:00:00+05:30`);
    let me = await homeUser(l.user);
    expect(me).toMatchObject({ streak_count: 7, streak_freezes: 1 });
    const bonus = await ctx.app.db
      .select()
      .from(finscoreLedger)
      .where(and(eq(finscoreLedger.userId, l.user.id), eq(finscoreLedger.description, "7-day streak bonus")));
    expect(bonus.map((b) => b.change)).toEqual([10]);
    expect(await kinds(l.user.id)).toContain("streakMilestone");

    // The 18th is missed; on the 19th the freeze is used and the run goes on.
    clock.set("2026-11-19T08:00:00+05:30");
    // Home's "today" line: not yet learned on the 19th, then learned.
    expect(await homeUser(l.user)).toMatchObject({
      streak_count: 7,
      streak_freezes: 0,
      learned_today: false,
    });
    await l.learnAt("2026-11-19T20:00:00+05:30");
    me = await homeUser(l.user);
    expect(me).toMatchObject({ streak_count: 8, streak_freezes: 0, learned_today: true });
    expect(await kinds(l.user.id)).toContain("streakFreezeUsed");
    const log = (
      await call(ctx.app, "POST", "/api/home/finscorelog", { cookie: l.user.cookie, body: {} })
    ).json() as Array<{ description: string; change: number }>;
    expect(log).toContainEqual(
      expect.objectContaining({
        change: 0,
        description: "A streak freeze covered 18 Nov and kept your 7-day streak",
      }),
    );

    // Two missed days with no freeze left: the run is lost, said once, and a new one starts.
    await l.learnAt("2026-11-22T20:00:00+05:30");
    expect((await homeUser(l.user)).streak_count).toBe(1);
    expect((await kinds(l.user.id)).filter((k) => k === "streakLost")).toHaveLength(1);
  });
});
