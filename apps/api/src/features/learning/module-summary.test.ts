import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltCourse, buildCourse, buildUser, type TestUser } from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { learnerCalls } from "./test/learner-calls.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const { complete } = learnerCalls(() => ctx);
const summaryUrl = (course: BuiltCourse, m: number) =>
  `/api/courses/course/${course.id}/module/${course.modules[m]!.id}/summary`;
const summary = (course: BuiltCourse, m: number, user?: TestUser) =>
  call(ctx.app, "GET", summaryUrl(course, m), { cookie: user?.cookie });

/** Module 1: a text card (5 FinStars) and a question (10 FinStars when right); module 2: one text card. */
const twoModules = () =>
  buildCourse(ctx.app, {
    title: "Celebrate me",
    modules: [
      { title: "Basics", cards: [{}, { contentType: "question", allottedFinstars: 10 }] },
      { title: "Next steps", cards: [{}] },
    ],
  });

describe("a module's summary (its celebration)", () => {
  it("adds up what the module paid this learner, from the ledgers, and names the next module", async () => {
    const course = await twoModules();
    const learner = await buildUser(ctx.app);
    await complete(course, 0, 0, learner);
    await complete(course, 0, 1, learner, { userAnswer: "₹5 lakh" });
    const res = await summary(course, 0, learner);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("no-store");
    // FinScore: +5 (card), +10 (right answer), +15 (module finished).
    expect(res.json()).toEqual({
      course_id: course.id,
      course_title: "Celebrate me",
      module_id: course.modules[0]!.id,
      module_title: "Basics",
      module_completed: true,
      course_completed: false,
      finstars_earned: 15,
      finscore_earned: 30,
      course_finstars_earned: 15,
      course_finscore_earned: 30,
      next_module: {
        moduleId: course.modules[1]!.id,
        moduleTitle: "Next steps",
        firstCardId: course.modules[1]!.cardIds[0],
      },
      // Active today: a one-day streak. Their first finished module: a reminder is offered.
      streak_count: 1,
      ask_reminder: true,
      ask_feedback: false,
    });
  });

  it("pays nothing for a wrong answer, and says when the course is complete", async () => {
    const course = await twoModules();
    const learner = await buildUser(ctx.app);
    await complete(course, 0, 0, learner);
    await complete(course, 0, 1, learner, { userAnswer: "₹1 lakh" });
    await complete(course, 1, 0, learner);
    const body = (await summary(course, 1, learner)).json();
    expect(body).toMatchObject({
      module_completed: true,
      course_completed: true,
      finstars_earned: 5,
      finscore_earned: 20,
      next_module: null,
    });
    // Module 1: 5 + 0 FinStars; FinScore +5, +5 (a wrong answer counts as a card read), +15.
    expect(body.course_finstars_earned).toBe(10);
    expect(body.course_finscore_earned).toBe(45);
  });

  it("is each learner's own: another learner's module shows nothing earned", async () => {
    const course = await twoModules();
    const first = await buildUser(ctx.app);
    const second = await buildUser(ctx.app);
    await complete(course, 0, 0, first);
    await complete(course, 0, 1, first, { userAnswer: "₹5 lakh" });
    expect((await summary(course, 0, second)).json()).toMatchObject({
      module_completed: false,
      finstars_earned: 0,
      finscore_earned: 0,
    });
  });

  it("offers a reminder on the learner's first finished module only, and never once reminders were chosen", async () => {
    const course = await twoModules();
    const learner = await buildUser(ctx.app);
    await complete(course, 0, 0, learner);
    // Not finished yet: nothing is asked.
    expect((await summary(course, 0, learner)).json()).toMatchObject({
      ask_reminder: false,
      ask_feedback: false,
    });
    await complete(course, 0, 1, learner, { userAnswer: "₹5 lakh" });
    expect((await summary(course, 0, learner)).json()).toMatchObject({
      ask_reminder: true,
      ask_feedback: false,
    });
    // Declined (saved off): not offered again.
    const declined = await call(ctx.app, "PUT", "/api/reminders", {
      cookie: learner.cookie,
      body: { email: false },
    });
    expect(declined.statusCode).toBe(200);
    expect((await summary(course, 0, learner)).json()).toMatchObject({ ask_reminder: false });
    // Another learner's choice is theirs: a second learner is still offered one.
    const second = await buildUser(ctx.app);
    await complete(course, 0, 0, second);
    await complete(course, 0, 1, second, { userAnswer: "₹5 lakh" });
    expect((await summary(course, 0, second)).json()).toMatchObject({ ask_reminder: true });
  });

  it("asks for feedback on the learner's second finished module only, until given or declined", async () => {
    const course = await twoModules();
    const learner = await buildUser(ctx.app);
    await complete(course, 0, 0, learner);
    await complete(course, 0, 1, learner, { userAnswer: "₹5 lakh" });
    await complete(course, 1, 0, learner);
    expect((await summary(course, 0, learner)).json()).toMatchObject({ ask_feedback: false });
    expect((await summary(course, 1, learner)).json()).toMatchObject({
      ask_feedback: true,
      ask_reminder: false,
    });
    // A later module of another course (the third finished) does not ask again.
    const other = await twoModules();
    await complete(other, 0, 0, learner);
    await complete(other, 0, 1, learner, { userAnswer: "₹5 lakh" });
    expect((await summary(other, 0, learner)).json()).toMatchObject({
      ask_feedback: false,
      ask_reminder: false,
    });
    // Declined (Cancel): the second module's celebration stops asking; a second learner is still asked.
    const second = await buildUser(ctx.app);
    await complete(course, 0, 0, second);
    await complete(course, 0, 1, second, { userAnswer: "₹5 lakh" });
    await complete(course, 1, 0, second);
    const dismissed = await call(ctx.app, "POST", "/api/home/feedback/dismiss", {
      cookie: learner.cookie,
      body: {},
    });
    expect(dismissed.statusCode).toBe(200);
    expect((await summary(course, 1, learner)).json()).toMatchObject({ ask_feedback: false });
    expect((await summary(course, 1, second)).json()).toMatchObject({ ask_feedback: true });
  });

  it("needs a signed-in learner, and refuses unknown or malformed ids", async () => {
    const course = await twoModules();
    const learner = await buildUser(ctx.app);
    expect((await summary(course, 0)).statusCode).toBe(401);
    const other = await twoModules();
    // A module of another course is not this course's module.
    const mixed = `/api/courses/course/${course.id}/module/${other.modules[0]!.id}/summary`;
    expect((await call(ctx.app, "GET", mixed, { cookie: learner.cookie })).statusCode).toBe(404);
    for (const bad of ["abc", "0", "-1", "2147483648", "1%00"]) {
      const res = await call(ctx.app, "GET", `/api/courses/course/${course.id}/module/${bad}/summary`, {
        cookie: learner.cookie,
      });
      expect(res.statusCode, bad).toBe(400);
    }
  });
});
