import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type BuiltCourse,
  buildAdmin,
  buildClass,
  buildCourse,
  buildFacilitator,
  buildOrganisation,
  buildUser,
  cardUrl,
  type TestUser,
} from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { broadcastNotifications, classMembers, reviewItems } from "../../platform/db/schema.js";
import { learnerCalls } from "./test/learner-calls.js";

/**
 * Issue 40: an organisation's own course is seen by the people who run the organisation, the learners in
 * its classes and Admins, on every learner path; everyone else (visitors included) gets what a missing
 * course gets, until an Admin publishes it to everyone.
 */

let ctx: TestContext;
let owner: TestUser;
let facilitator: TestUser;
let otherFacilitator: TestUser;
let inClass: TestUser;
let outsider: TestUser;
let admin: TestUser;
let organisationId: number;
let classId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await buildFacilitator(ctx.app, { name: "Meera Owner" });
  facilitator = await buildFacilitator(ctx.app, { name: "Farhan Teacher" });
  otherFacilitator = await buildFacilitator(ctx.app, { name: "Other School" });
  inClass = await buildUser(ctx.app, { name: "Ira In Class" });
  outsider = await buildUser(ctx.app, { name: "Omar Outside" });
  admin = await buildAdmin(ctx.app);
  organisationId = (await buildOrganisation(ctx.app, { owner, facilitators: [facilitator] })).id;
  await buildOrganisation(ctx.app, { owner: otherFacilitator, name: "Other School" });
  classId = (await buildClass(ctx.app, { organisationId, members: [inClass] })).id;
});
afterAll(() => ctx.close());

const { view, complete, stars, progressRows } = learnerCalls(() => ctx);

const schoolCourse = (title: string) =>
  buildCourse(ctx.app, {
    title,
    organisationId,
    modules: [
      { title: "First steps", cards: [{ title: "Hello" }, { title: "Quiz", contentType: "question" }] },
      { title: "Next", cards: [{}] },
    ],
  });

const listIds = async (user?: TestUser) => {
  const res = await call(ctx.app, "GET", "/api/courses/getall", { cookie: user?.cookie });
  expect(res.statusCode).toBe(200);
  expect(res.headers["cache-control"]).toBe("private, no-store");
  return res.json().map((c: { id: number }) => c.id) as number[];
};
const publish = (courseId: number, toAll: boolean) =>
  call(ctx.app, "PUT", `/api/courses/${courseId}/audience`, {
    cookie: admin.cookie,
    body: { published_to_all: toAll },
  });
const home = async (user: TestUser) => {
  const res = await call(ctx.app, "POST", "/api/home/getdata", { cookie: user.cookie, body: {} });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe("who sees an organisation's course", () => {
  it("lists it for the organisation's people, its class's learners and Admins only", async () => {
    const course = await schoolCourse("Our school's money course");
    const everyone = await buildCourse(ctx.app, { title: "Arthshala for all" });
    for (const user of [owner, facilitator, inClass, admin]) {
      const ids = await listIds(user);
      expect(ids, user.email).toContain(course.id);
      expect(ids, user.email).toContain(everyone.id);
    }
    for (const user of [outsider, otherFacilitator, undefined]) {
      const ids = await listIds(user);
      expect(ids, user?.email ?? "visitor").not.toContain(course.id);
      expect(ids, user?.email ?? "visitor").toContain(everyone.id);
    }
  });

  it("answers 404 to anyone else for the roadmap, a card, a check, updateCard and the module's end, paying nothing", async () => {
    const course = await schoolCourse("Hidden from outsiders");
    const first = cardUrl(course, 0, 0);
    const quiz = cardUrl(course, 0, 1);
    const summary = `/api/courses/course/${course.id}/module/${course.modules[0]!.id}/summary`;
    for (const user of [outsider, otherFacilitator, undefined]) {
      const who = user?.email ?? "visitor";
      expect((await view(`/api/courses/course/${course.id}`, user)).statusCode, who).toBe(404);
      expect((await view(first, user)).statusCode, who).toBe(404);
      const check = await call(ctx.app, "POST", `${quiz}/check`, {
        cookie: user?.cookie,
        body: { userAnswer: "₹5 lakh" },
      });
      expect(check.statusCode, who).toBe(404);
      // The key is not given away.
      expect(check.body, who).not.toContain("DICGC");
    }
    for (const user of [outsider, otherFacilitator]) {
      expect((await complete(course, 0, 0, user)).statusCode).toBe(404);
      expect((await call(ctx.app, "GET", summary, { cookie: user.cookie })).statusCode).toBe(404);
      expect(await progressRows(user)).toHaveLength(0);
      expect(await stars(user)).toBe(0);
    }
    // The same answer as for a course that does not exist: nothing tells the two apart.
    const missing = await view("/api/courses/course/999999", outsider);
    const hidden = await view(`/api/courses/course/${course.id}`, outsider);
    expect(hidden.json()).toEqual(missing.json());
  });

  it("a learner in the organisation's class takes it: progress, FinStars, ongoing course and home as usual", async () => {
    const course = await schoolCourse("Taken in class");
    const learner = await buildUser(ctx.app, { name: "New Classmate" });
    await ctx.app.db.insert(classMembers).values({ classId, userId: learner.id });
    const roadmap = await view(`/api/courses/course/${course.id}`, learner);
    expect(roadmap.statusCode).toBe(200);
    expect(roadmap.json()).toMatchObject({ title: "Taken in class", total_cards: 3 });
    const done = await complete(course, 0, 0, learner);
    expect(done.statusCode).toBe(200);
    expect(done.json().awarded_finstars).toBe(5);
    const answered = await complete(course, 0, 1, learner, { userAnswer: "₹5 lakh" });
    expect(answered.json()).toMatchObject({ is_correct: true });
    expect(await stars(learner)).toBe(10);
    expect(await progressRows(learner)).toHaveLength(2);

    const summary = await call(
      ctx.app,
      "GET",
      `/api/courses/course/${course.id}/module/${course.modules[0]!.id}/summary`,
      { cookie: learner.cookie },
    );
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toMatchObject({ module_completed: true, finstars_earned: 10 });

    const ongoing = await call(ctx.app, "POST", "/api/courses/getongoingcourse", {
      cookie: learner.cookie,
      body: {},
    });
    expect(ongoing.json()).toMatchObject({ id: course.id, completed_cards: 2 });
    const data = await home(learner);
    expect(data.ongoingCourseData).toMatchObject({ id: course.id });
    expect(data.recommendedCourses.map((c: { id: number }) => c.id)).toContain(course.id);
  });

  it("is gone from every path, home and the review deck included, once the learner leaves the class", async () => {
    const course = await schoolCourse("Left behind");
    const learner = await buildUser(ctx.app, { name: "Leaving Learner" });
    await ctx.app.db.insert(classMembers).values({ classId, userId: learner.id });
    expect((await complete(course, 0, 0, learner)).statusCode).toBe(200);
    expect((await complete(course, 0, 1, learner, { userAnswer: "₹1 lakh" })).json().is_correct).toBe(false);
    // The missed question is due in the deck (made due now rather than tomorrow).
    const quizId = course.modules[0]!.cardIds[1]!;
    await ctx.app.db
      .update(reviewItems)
      .set({ due: new Date(Date.now() - 86_400_000) })
      .where(eq(reviewItems.userId, learner.id));
    const deck = async () =>
      (await call(ctx.app, "GET", "/api/review/deck", { cookie: learner.cookie })).json();
    expect((await deck()).cards.map((c: { card_id: number }) => c.card_id)).toContain(quizId);
    expect((await home(learner)).ongoingCourseData).toMatchObject({ id: course.id });

    await ctx.app.db.delete(classMembers).where(eq(classMembers.userId, learner.id));
    expect((await view(`/api/courses/course/${course.id}`, learner)).statusCode).toBe(404);
    expect(await listIds(learner)).not.toContain(course.id);
    const after = await home(learner);
    expect(after.ongoingCourseData).toBeNull();
    expect(after.recommendedCourses.map((c: { id: number }) => c.id)).not.toContain(course.id);
    const ongoing = await call(ctx.app, "POST", "/api/courses/getongoingcourse", {
      cookie: learner.cookie,
      body: {},
    });
    expect(ongoing.json()).toBeNull();
    const left = await deck();
    expect(left.cards).toEqual([]);
    expect(left.due_count).toBe(0);
    const review = await call(ctx.app, "POST", `/api/review/card/${quizId}`, {
      cookie: learner.cookie,
      body: { userAnswer: "₹5 lakh" },
    });
    expect(review.statusCode).toBe(404);
    expect(await stars(learner)).toBe(5);
  });

  it("is announced to nobody as a new course; publishing announces it to everyone", async () => {
    const course = await schoolCourse("Quietly ours");
    const announced = async () =>
      (await ctx.app.db.select().from(broadcastNotifications)).filter(
        (n) => n.kind === "coursePublished" && (n.params as { courseId?: number }).courseId === course.id,
      );
    expect(await announced()).toHaveLength(0);
    expect((await publish(course.id, true)).statusCode).toBe(200);
    expect(await announced()).toHaveLength(1);
    // Publishing again (after taking it back) does not announce it twice.
    expect((await publish(course.id, false)).statusCode).toBe(200);
    expect((await publish(course.id, true)).statusCode).toBe(200);
    expect(await announced()).toHaveLength(1);
  });
});

describe("an Admin publishes an organisation's course to everyone", () => {
  let course: BuiltCourse;

  beforeAll(async () => {
    course = await schoolCourse("Published by the admin");
  });

  it("then visitors, outsiders and other organisations see and take it; made organisation-only, they do not", async () => {
    expect(await listIds()).not.toContain(course.id);
    const res = await publish(course.id, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: course.id,
      organisation: { id: organisationId, name: "Sunrise Public School" },
    });
    expect(res.json().published_to_all_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    for (const user of [outsider, otherFacilitator, undefined]) {
      expect(await listIds(user)).toContain(course.id);
      expect((await view(`/api/courses/course/${course.id}`, user)).statusCode).toBe(200);
    }
    expect((await complete(course, 0, 0, outsider)).statusCode).toBe(200);

    const back = await publish(course.id, false);
    expect(back.json().published_to_all_at).toBeNull();
    expect(await listIds()).not.toContain(course.id);
    expect(await listIds(outsider)).not.toContain(course.id);
    expect((await view(`/api/courses/course/${course.id}`, outsider)).statusCode).toBe(404);
    expect((await complete(course, 0, 1, outsider, { userAnswer: "₹5 lakh" })).statusCode).toBe(404);
    expect(await listIds(inClass)).toContain(course.id);
  });

  it("only Admins publish, only an organisation's course, and bad input is a 400", async () => {
    const arthshala = await buildCourse(ctx.app, { title: "Already everyone's" });
    for (const [user, status] of [
      [undefined, 401],
      [inClass, 403],
      [owner, 403],
      [facilitator, 403],
    ] as const) {
      const res = await call(ctx.app, "PUT", `/api/courses/${course.id}/audience`, {
        cookie: user?.cookie,
        body: { published_to_all: true },
      });
      expect(res.statusCode, user?.email ?? "visitor").toBe(status);
    }
    const already = await publish(arthshala.id, true);
    expect(already.statusCode).toBe(400);
    expect(already.json().message).toBe("This is an Arthshala course: everyone sees it already.");
    expect((await publish(999_999, true)).statusCode).toBe(404);
    for (const body of [{}, { published_to_all: "yes" }, { published_to_all: true, extra: 1 }, null]) {
      const res = await call(ctx.app, "PUT", `/api/courses/${course.id}/audience`, {
        cookie: admin.cookie,
        body,
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await call(ctx.app, "PUT", "/api/courses/0x1/audience", { cookie: admin.cookie, body: {} }))
        .statusCode,
    ).toBe(400);
  });
});

describe("what is made for everyone never holds an organisation's course", () => {
  it("the sitemap and share image leave it out until it is published", async () => {
    const course = await schoolCourse("Not in the sitemap");
    const sitemap = async () => (await call(ctx.app, "GET", "/sitemap.xml")).body;
    expect(await sitemap()).not.toContain(`/courses/course/${course.id}<`);
    expect((await call(ctx.app, "GET", `/og/course/${course.id}.png`)).statusCode).toBe(404);
    await publish(course.id, true);
    expect(await sitemap()).toContain(`/courses/course/${course.id}<`);
    expect((await call(ctx.app, "GET", `/og/course/${course.id}.png`)).statusCode).toBe(200);
    await publish(course.id, false);
    expect(await sitemap()).not.toContain(`/courses/course/${course.id}<`);
  });
});
