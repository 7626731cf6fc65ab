import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "../../../test/clock.js";
import {
  awardFinScore,
  type BuiltCourse,
  buildArticle,
  buildCourse,
  buildUser,
  completeCard,
  type TestUser,
} from "../../../test/factories.js";
import { call, createTestApp, sessionCookie, type TestContext } from "../../../test/harness.js";
import { feedback, finscoreLedger, learnerStats } from "../../platform/db/schema.js";

let ctx: TestContext;
const clock = new TestClock("2026-11-18T10:00:00+05:30");

beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
});
afterAll(async () => {
  await ctx.close();
});

const getData = (user: TestUser, body: unknown = {}) =>
  call(ctx.app, "POST", "/api/home/getdata", { cookie: user.cookie, body });
const history = (user: TestUser, body: unknown = {}) =>
  call(ctx.app, "POST", "/api/home/finscorelog", { cookie: user.cookie, body });

/** One module of a text card and a question (right answer "₹5 lakh"), then a second module. */
const twoModules = () =>
  buildCourse(ctx.app, {
    title: "Banking basics",
    modules: [
      {
        title: "Accounts",
        cards: [{ title: "What a bank does" }, { title: "Insured?", contentType: "question" }],
      },
      { title: "Deposits", cards: [{ title: "FDs" }] },
    ],
  });

describe("POST /api/home/getdata", () => {
  it("answers in the spec's shape for a new learner, greeting them as new", async () => {
    await buildArticle(ctx.app, { title: "Newest read", minutesAgo: 0 });
    const learner = await buildUser(ctx.app);
    const res = await getData(learner, { email: learner.email, userId: learner.id });
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.userData).toEqual({
      fin_stars: 0,
      streak_count: 0,
      streak_freezes: 0,
      learned_today: false,
      rank: null, // not ranked yet: no points
      fin_score: 0,
      greeting: "new",
      leaderboard_hidden: false,
    });
    expect(data.featuredArticle).toMatchObject({ title: "Newest read", language: "en" });
    // A Hindi reader gets it in English (no translation yet), and told so to mark it as English.
    const inHindi = await call(ctx.app, "POST", "/api/home/getdata", {
      cookie: learner.cookie,
      body: {},
      headers: { "accept-language": "hi" },
    });
    expect(inHindi.json().featuredArticle).toMatchObject({ title: "Newest read", language: "en" });
    expect(data.ongoingCourseData).toBeNull();
    expect(data.logData).toEqual([]);
    expect(data.showFeedback).toBe(false);
    expect(Array.isArray(data.recommendedCourses)).toBe(true);
  });

  it("shows FinStars, FinScore, the streak and the newest history after learning, and greets them back", async () => {
    const course = await twoModules();
    const learner = await buildUser(ctx.app);
    expect((await completeCard(ctx.app, learner, course, 0, 0)).statusCode).toBe(200);
    const answered = await completeCard(ctx.app, learner, course, 0, 1, "₹5 lakh");
    expect(answered.json()).toMatchObject({ is_correct: true, awarded_finstars: 5 });

    // Still the visit they signed up in: "Welcome,". A later sign-in is a later visit: "Welcome back,".
    expect((await getData(learner)).json().userData.greeting).toBe("new");
    const signin = await call(ctx.app, "POST", "/api/auth/signin", {
      body: { email: learner.email, password: learner.password },
    });
    const data = (await getData({ ...learner, cookie: sessionCookie(signin) })).json();
    // A card +5, a right answer +10, the finished module +15.
    expect(data.userData).toMatchObject({ fin_stars: 10, fin_score: 30, streak_count: 1, greeting: "back" });
    expect(data.logData.map((l: { change: number }) => l.change)).toEqual([15, 10, 5]);
    // The stored English words, and what happened so the Hindi interface can word it itself.
    expect(data.logData[0]).toMatchObject({
      description: 'Finished the module "Accounts"',
      kind: "moduleFinished",
      params: { title: "Accounts" },
    });
    expect(data.logData[1]).toMatchObject({ kind: "correctAnswer" });
    expect(data.logData[2]).toMatchObject({ kind: "cardCompleted" });
    expect(data.ongoingCourseData).toMatchObject({ id: course.id, completed_cards: 2, total_cards: 3 });
  });

  it("pays each FinScore rule once, even for 20 completions of one card at once", async () => {
    const course = await buildCourse(ctx.app, { modules: [{ cards: [{}] }] });
    const learner = await buildUser(ctx.app);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => completeCard(ctx.app, learner, course, 0, 0)),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.reduce((sum, r) => sum + r.json().awarded_finstars, 0)).toBe(5);
    const rows = await ctx.app.db.select().from(finscoreLedger).where(eq(finscoreLedger.userId, learner.id));
    expect(rows.map((r) => r.change).sort()).toEqual([15, 5]); // the card, and its one-card module
    const [stats] = await ctx.app.db.select().from(learnerStats).where(eq(learnerStats.userId, learner.id));
    expect(stats).toMatchObject({ finStars: 5, finScore: 20, finscoreSum: 20, modulesCompleted: 1 });
    expect((await getData(learner)).json().userData).toMatchObject({ fin_score: 20, fin_stars: 5 });
  });

  it("never trusts the client's numbers, and refuses a body naming someone else", async () => {
    const course = await buildCourse(ctx.app, { modules: [{ cards: [{}, {}] }] });
    const learner = await buildUser(ctx.app);
    const other = await buildUser(ctx.app);
    await call(ctx.app, "POST", "/api/courses/course/0/module/0/card/0/updateCard", {
      cookie: learner.cookie,
    });
    const res = await call(
      ctx.app,
      "POST",
      `/api/courses/course/${course.id}/module/${course.modules[0]!.id}/card/${course.modules[0]!.cardIds[0]}/updateCard`,
      {
        cookie: learner.cookie,
        body: { status: "completed", finStars: 9999, fin_score: 1000 },
      },
    );
    expect(res.json().awarded_finstars).toBe(5);
    expect((await getData(learner)).json().userData.fin_score).toBe(5);
    expect((await getData(learner, { email: other.email })).statusCode).toBe(403);
    expect((await getData(learner, { userId: other.id })).statusCode).toBe(403);
    // The other learner is untouched by all of this.
    expect((await getData(other)).json().userData).toMatchObject({ fin_score: 0, fin_stars: 0 });
  });

  it("is for signed-in learners only and refuses bad input", async () => {
    expect((await call(ctx.app, "POST", "/api/home/getdata", { body: {} })).statusCode).toBe(401);
    const learner = await buildUser(ctx.app);
    expect((await getData(learner, { email: "a\u0000b@example.in" })).statusCode).toBe(400);
    const malformed = await ctx.app.inject({
      method: "POST",
      url: "/api/home/getdata",
      headers: {
        host: "localhost:3000",
        cookie: learner.cookie,
        origin: "http://localhost:3000",
        "content-type": "application/json",
      },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it("recommends the courses not yet finished, with the learner's progress", async () => {
    const course = await buildCourse(ctx.app, { title: "One card", modules: [{ cards: [{}] }] });
    const learner = await buildUser(ctx.app);
    await completeCard(ctx.app, learner, course, 0, 0);
    const data = (await getData(learner)).json();
    const ids = data.recommendedCourses.map((c: { id: number }) => c.id);
    expect(ids).not.toContain(course.id);
    expect(data.recommendedCourses.every((c: { progress: number }) => c.progress < 100)).toBe(true);
  });
});

describe("the feedback prompt", () => {
  let course: BuiltCourse;
  beforeAll(async () => {
    course = await twoModules();
  });

  it("asks a learner who finished a module, until they cancel; asks again 30 days later", async () => {
    clock.set("2026-11-18T10:00:00+05:30");
    const learner = await buildUser(ctx.app);
    await completeCard(ctx.app, learner, course, 0, 0);
    expect((await getData(learner)).json().showFeedback).toBe(false); // no module finished yet
    await completeCard(ctx.app, learner, course, 0, 1, "₹1 lakh");
    expect((await getData(learner)).json().showFeedback).toBe(true);

    const cancel = await call(ctx.app, "POST", "/api/home/feedback/dismiss", {
      cookie: learner.cookie,
      body: {},
    });
    expect(cancel.json()).toEqual({ ok: true });
    expect((await getData(learner)).json().showFeedback).toBe(false);
    clock.advanceDays(29);
    expect((await getData(learner)).json().showFeedback).toBe(false);
    clock.advanceDays(1);
    expect((await getData(learner)).json().showFeedback).toBe(true);
    clock.set("2026-11-18T10:00:00+05:30");
  });

  it("never asks a learner who has given feedback", async () => {
    const learner = await buildUser(ctx.app);
    await completeCard(ctx.app, learner, course, 0, 0);
    await completeCard(ctx.app, learner, course, 0, 1, "₹5 lakh");
    await ctx.app.db
      .insert(feedback)
      .values({ userId: learner.id, name: learner.name, email: learner.email, answers: {} });
    expect((await getData(learner)).json().showFeedback).toBe(false);
  });
});

describe("POST /api/home/finscorelog", () => {
  it("pages the learner's own changes, newest first, with signed changes and ISO times", async () => {
    const learner = await buildUser(ctx.app);
    const other = await buildUser(ctx.app);
    for (let i = 1; i <= 25; i++) {
      await awardFinScore(
        ctx.app,
        learner.id,
        i % 5 === 0 ? -10 : 3,
        `log-${i}`,
        new Date(Date.UTC(2026, 9, i)),
      );
    }
    await awardFinScore(ctx.app, other.id, 50, "not-yours");
    const first = (await history(learner, { email: learner.email })).json();
    expect(first).toHaveLength(20);
    expect(first[0]).toEqual({
      description: "Test award log-25",
      change: -10,
      created_at: "2026-10-25T00:00:00.000Z",
    });
    const second = (await history(learner, { limit: 20, offset: 20 })).json();
    expect(second.map((e: { description: string }) => e.description)).toEqual([
      "Test award log-5",
      "Test award log-4",
      "Test award log-3",
      "Test award log-2",
      "Test award log-1",
    ]);
    expect(JSON.stringify([...first, ...second])).not.toContain("not-yours");
    expect((await history(learner, { limit: 0 })).statusCode).toBe(400);
    expect((await history(learner, { offset: -1 })).statusCode).toBe(400);
    expect((await history(learner, { limit: "20" })).statusCode).toBe(400);
    expect((await history(learner, { email: other.email })).statusCode).toBe(403);
    expect((await call(ctx.app, "POST", "/api/home/finscorelog", { body: {} })).statusCode).toBe(401);
  });

  it("clamps the score to 0..1000 while the history keeps every change", async () => {
    const learner = await buildUser(ctx.app);
    await awardFinScore(ctx.app, learner.id, -40, "minus");
    expect((await getData(learner)).json().userData.fin_score).toBe(0);
    await awardFinScore(ctx.app, learner.id, 1100, "plenty");
    expect((await getData(learner)).json().userData.fin_score).toBe(1000);
    await awardFinScore(ctx.app, learner.id, -10, "a-little");
    expect((await getData(learner)).json().userData.fin_score).toBe(1000); // the sum is 1050
    expect((await history(learner)).json()).toHaveLength(3);
  });
});
