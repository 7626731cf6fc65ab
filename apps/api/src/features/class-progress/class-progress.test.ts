import type { ClassLeaderboard, ClassProgress } from "@arthshala/contracts/class-progress";
import { parse } from "csv-parse/sync";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "../../../test/clock.js";
import {
  type BuiltCourse,
  buildAdmin,
  buildAssignment,
  buildClass,
  buildCourse,
  buildFacilitator,
  buildOrganisation,
  buildUser,
  completeCard,
  type TestUser,
} from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { cards, classAssignments, classMembers, modules } from "../../platform/db/schema.js";

/*
 * The class dashboard and leaderboard (issue 40). Every number expected here comes from answers this test
 * gives through the real learning route (POST …/updateCard), on days set by the test's clock:
 *   Tue 17 Nov 2026: the course is assigned.  Wed 18 Nov: most answers.  Thu 19 Nov: Asha finishes module 2.
 *   Wed 11 Nov (the week before): Dev completes his first card.
 */
let ctx: TestContext;
const clock = new TestClock("2026-11-18T12:00:00+05:30");

let owner: TestUser;
let colleague: TestUser;
let otherOrgFacilitator: TestUser;
let admin: TestUser;
let asha: TestUser;
let ravi: TestUser;
let zoya: TestUser;
let dev: TestUser;
let kiran: TestUser;
let hidden: TestUser;
let otherClassLearner: TestUser;
let course: BuiltCourse;
let unassigned: BuiltCourse;
let classId: number;
let otherClassId: number;

const MCQ = { contentType: "question" as const, questionType: "mcq_single" as const };
const MULTI = {
  contentType: "question" as const,
  questionType: "mcq_multiple" as const,
  options: ["Savings account", "Credit card", "Fixed deposit", "Lottery"],
  correctAnswer: "Savings account, Fixed deposit",
};
const SUBJECTIVE = {
  contentType: "question" as const,
  questionType: "subjective" as const,
  correctAnswer: null,
};

beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: 1000 }, { clock });
  const app = ctx.app;
  owner = await buildFacilitator(app, { name: "Meera Teacher" });
  colleague = await buildFacilitator(app, { name: "Sunil Teacher" });
  otherOrgFacilitator = await buildFacilitator(app, { name: "Other Org" });
  admin = await buildAdmin(app);
  asha = await buildUser(app, { name: "Asha Rao" });
  ravi = await buildUser(app, { name: "Ravi Kumar" });
  zoya = await buildUser(app, { name: "Zoya Khan" });
  dev = await buildUser(app, { name: '=HYPERLINK("http://x")' });
  kiran = await buildUser(app, { name: "Kiran Das" });
  hidden = await buildUser(app, { name: "Hema Shy" });
  otherClassLearner = await buildUser(app, { name: "Omar Elsewhere" });

  const org = await buildOrganisation(app, { owner, facilitators: [colleague] });
  const otherOrg = await buildOrganisation(app, { owner: otherOrgFacilitator, name: "Far School" });
  await buildClass(app, { organisationId: otherOrg.id, name: "Far class" });
  course = await buildCourse(app, {
    title: "Banking basics",
    modules: [
      { title: "Deposits", cards: [{}, MCQ, MULTI, SUBJECTIVE] },
      { title: "Accounts", cards: [{}, {}, {}] },
      { title: "Removed module", cards: [{}] },
    ],
  });
  unassigned = await buildCourse(app, { title: "Tracker secrets", modules: [{ cards: [{}] }] });
  // Soft-deleted content is not part of what a learner can do: module 3, and module 2's third card.
  await app.db.update(modules).set({ deletedAt: new Date() }).where(eq(modules.id, course.modules[2]!.id));
  await app.db
    .update(cards)
    .set({ deletedAt: new Date() })
    .where(eq(cards.id, course.modules[1]!.cardIds[2]!));
  await app.contentChanges.announce(app.db);

  const members = [asha, ravi, zoya, dev, kiran, hidden];
  classId = (await buildClass(app, { organisationId: org.id, name: "Class 11 A", members })).id;
  otherClassId = (
    await buildClass(app, { organisationId: org.id, name: "Class 11 B", members: [otherClassLearner] })
  ).id;
  await app.db
    .update(classMembers)
    .set({ shareEmail: true })
    .where(sql`${classMembers.userId} = ${asha.id} and ${classMembers.classId} = ${classId}`);
  // The whole course, and its first module again on its own: each module appears once.
  const whole = await buildAssignment(app, { classId, courseId: course.id, dueOn: "2026-11-30" });
  const single = await buildAssignment(app, {
    classId,
    courseId: course.id,
    moduleId: course.modules[0]!.id,
  });
  await buildAssignment(app, { classId: otherClassId, courseId: course.id });
  await app.db
    .update(classAssignments)
    .set({ createdAt: new Date("2026-11-17T09:00:00+05:30") })
    .where(inArray(classAssignments.id, [whole.id, single.id]));
  await call(app, "POST", "/api/home/leaderboard/visibility", {
    cookie: hidden.cookie,
    body: { hidden: true },
  });

  const answer = async (who: TestUser, m: number, c: number, given?: string) => {
    const res = await completeCard(app, who, course, m, c, given);
    if (res.statusCode !== 200) throw new Error(`updateCard: ${res.statusCode} ${res.body}`);
  };
  clock.set("2026-11-11T10:00:00+05:30");
  await answer(dev, 0, 0);
  clock.set("2026-11-18T12:00:00+05:30");
  // Asha: module 1 today (wrong first, right set given out of order, a subjective answer).
  await answer(asha, 0, 0);
  await answer(asha, 0, 1, "₹1 lakh");
  await answer(asha, 0, 2, "Fixed deposit, Savings account");
  await answer(asha, 0, 3, "I keep a piggy bank");
  // Ravi: half of module 1.
  await answer(ravi, 0, 0);
  await answer(ravi, 0, 1, "₹5 lakh");
  await answer(ravi, 0, 2, "Savings account, Credit card");
  await answer(dev, 0, 1, "₹1 lakh");
  await answer(kiran, 0, 0);
  await answer(kiran, 0, 1, "₹5 lakh");
  await answer(hidden, 0, 0);
  // Outside the assigned content: never on the dashboard or the class board.
  const res = await completeCard(app, asha, unassigned, 0, 0);
  expect(res.statusCode).toBe(200);
  await answer(otherClassLearner, 0, 0);
  await answer(otherClassLearner, 0, 1, "₹10 lakh");
  clock.set("2026-11-19T15:00:00+05:30");
  await answer(asha, 1, 0);
  await answer(asha, 1, 1);
});
afterAll(() => ctx.close());

const progressOf = (user: TestUser | null, id = classId, headers: Record<string, string> = {}) =>
  call(ctx.app, "GET", `/api/classes/${id}/progress`, { cookie: user?.cookie, headers });
const csvOf = (user: TestUser | null, id = classId, query = "") =>
  call(ctx.app, "GET", `/api/classes/${id}/progress.csv${query}`, { cookie: user?.cookie });
const boardOf = (user: TestUser | null, id = classId) =>
  call(ctx.app, "GET", `/api/classes/${id}/leaderboard`, { cookie: user?.cookie });

describe("who may read a class's progress and leaderboard", () => {
  it("nobody signed out", async () => {
    for (const res of [await progressOf(null), await csvOf(null), await boardOf(null)])
      expect(res.statusCode).toBe(401);
  });

  it("a learner in the class sees the leaderboard, not the progress", async () => {
    expect((await progressOf(ravi)).statusCode).toBe(403);
    expect((await csvOf(ravi)).statusCode).toBe(403);
    expect((await boardOf(ravi)).statusCode).toBe(200);
  });

  it("a learner of another class sees neither", async () => {
    expect((await progressOf(otherClassLearner)).statusCode).toBe(403);
    expect((await boardOf(otherClassLearner)).statusCode).toBe(404);
    // Their own class's board is theirs.
    expect((await boardOf(otherClassLearner, otherClassId)).statusCode).toBe(200);
  });

  it("a facilitator of another organisation gets 404, as for a class that does not exist", async () => {
    for (const res of [
      await progressOf(otherOrgFacilitator),
      await csvOf(otherOrgFacilitator),
      await boardOf(otherOrgFacilitator),
      await progressOf(owner, 999_999),
      await boardOf(asha, 999_999),
    ])
      expect(res.statusCode).toBe(404);
  });

  it("the organisation's facilitators and an Admin may read all three", async () => {
    for (const who of [owner, colleague, admin]) {
      expect((await progressOf(who)).statusCode).toBe(200);
      expect((await csvOf(who)).statusCode).toBe(200);
      expect((await boardOf(who)).statusCode).toBe(200);
    }
  });

  it("refuses a malformed class id with a clear 400", async () => {
    for (const id of ["abc", "0", "01", "1%00", "99999999999", "-1"]) {
      const res = await call(ctx.app, "GET", `/api/classes/${id}/progress`, { cookie: owner.cookie });
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message).toMatch(/classId/);
    }
    const res = await csvOf(owner, classId, "?lang=fr");
    expect(res.statusCode).toBe(400);
  });
});

describe("the class dashboard", () => {
  let data: ClassProgress;
  beforeAll(async () => {
    const res = await progressOf(owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    data = res.json();
  });

  it("lists the assigned modules once each, in order, without soft-deleted ones", () => {
    expect(data.class).toEqual({ id: classId, name: "Class 11 A", archived: false });
    expect(data.modules).toEqual([
      {
        id: course.modules[0]!.id,
        courseId: course.id,
        courseTitle: "Banking basics",
        title: "Deposits",
        cards: 4,
        dueOn: "2026-11-30",
      },
      {
        id: course.modules[1]!.id,
        courseId: course.id,
        courseTitle: "Banking basics",
        title: "Accounts",
        cards: 2,
        dueOn: "2026-11-30",
      },
    ]);
    expect(JSON.stringify(data)).not.toContain("Tracker secrets");
    expect(JSON.stringify(data)).not.toContain("Removed module");
  });

  it("shows each learner × module as not started, in progress or done, with the India days", () => {
    const row = (name: string) => data.learners.find((l) => l.name === name);
    expect(data.learners.map((l) => l.name)).toEqual([
      '=HYPERLINK("http://x")',
      "Asha Rao",
      "Hema Shy",
      "Kiran Das",
      "Ravi Kumar",
      "Zoya Khan",
    ]);
    expect(row("Asha Rao")).toMatchObject({
      email: asha.email,
      cells: [
        { status: "done", completed: 4, startedOn: "2026-11-18", finishedOn: "2026-11-18" },
        { status: "done", completed: 2, startedOn: "2026-11-19", finishedOn: "2026-11-19" },
      ],
    });
    expect(row("Ravi Kumar")).toMatchObject({
      email: null,
      cells: [
        { status: "in_progress", completed: 3, startedOn: "2026-11-18", finishedOn: null },
        { status: "not_started", completed: 0, startedOn: null, finishedOn: null },
      ],
    });
    expect(row('=HYPERLINK("http://x")')!.cells[0]).toEqual({
      status: "in_progress",
      completed: 2,
      startedOn: "2026-11-11",
      finishedOn: null,
    });
    expect(row("Zoya Khan")!.cells.map((c) => c.status)).toEqual(["not_started", "not_started"]);
    // Emails only where shared; never the account's id.
    for (const l of data.learners.filter((l) => l.name !== "Asha Rao")) expect(l.email).toBeNull();
    const text = JSON.stringify(data);
    for (const who of [ravi, zoya, dev, kiran, hidden]) {
      expect(text).not.toContain(who.email);
      expect(text).not.toContain(who.id);
    }
    expect(text).not.toContain("Omar");
  });

  it("draws the class's completion from the first assignment's day to today", () => {
    // 6 learners × 2 modules: Asha's first module done on the 18th, her second on the 19th.
    expect(data.today).toBe("2026-11-19");
    expect(data.completion).toEqual([
      { day: "2026-11-17", share: 0 },
      { day: "2026-11-18", share: 1 / 12 },
      { day: "2026-11-19", share: 2 / 12 },
    ]);
  });

  it("says per question how many answered, how many were right first time and the most chosen wrong answer", () => {
    const [single, multiple, subjective] = data.questions;
    expect(data.questions).toHaveLength(3);
    // Asha ₹1 lakh, Ravi ₹5 lakh, Dev ₹1 lakh, Kiran ₹5 lakh; the other class's ₹10 lakh is not this class's.
    expect(single).toMatchObject({
      cardId: course.modules[0]!.cardIds[1],
      moduleId: course.modules[0]!.id,
      questionType: "mcq_single",
      answered: 4,
      rightFirstTime: 2,
      topWrong: { answer: "₹1 lakh", count: 2 },
    });
    // Asha's set given out of order is right; Ravi's is not.
    expect(multiple).toMatchObject({
      questionType: "mcq_multiple",
      answered: 2,
      rightFirstTime: 1,
      topWrong: { answer: "Savings account, Credit card", count: 1 },
    });
    expect(subjective).toMatchObject({
      questionType: "subjective",
      answered: 1,
      rightFirstTime: null,
      topWrong: null,
    });
  });
});

describe("the dashboard as CSV", () => {
  it("is the same table, one row per learner, with formula-like names kept as text", async () => {
    const res = await csvOf(owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="arthshala-progress-class-11-a-2026-11-19.csv"',
    );
    expect(res.body.startsWith("\uFEFF")).toBe(true);
    const rows: string[][] = parse(res.body.slice(1));
    expect(rows[0]).toEqual(["Learner", "Email", "Banking basics — Deposits", "Banking basics — Accounts"]);
    expect(rows).toHaveLength(7);
    expect(rows[1]).toEqual([
      `'=HYPERLINK("http://x")`,
      "",
      "In progress (started 2026-11-11)",
      "Not started",
    ]);
    expect(rows[2]).toEqual([
      "Asha Rao",
      asha.email,
      "Done (started 2026-11-18, finished 2026-11-18)",
      "Done (started 2026-11-19, finished 2026-11-19)",
    ]);
    expect(rows[5]).toEqual(["Ravi Kumar", "", "In progress (started 2026-11-18)", "Not started"]);
  });

  it("speaks Hindi when the page asks for it", async () => {
    const res = await csvOf(owner, classId, "?lang=hi");
    const rows: string[][] = parse(res.body.slice(1));
    expect(rows[0]!.slice(0, 2)).toEqual(["शिक्षार्थी", "ईमेल"]);
    expect(rows[5]).toEqual(["Ravi Kumar", "", "चल रहा है (शुरू 2026-11-18)", "शुरू नहीं किया"]);
  });
});

describe("the class leaderboard", () => {
  it("ranks this week's FinStars on the assigned content; ties share a rank; hidden learners are counted, not listed", async () => {
    const res = await boardOf(ravi);
    expect(res.statusCode).toBe(200);
    const data: ClassLeaderboard = res.json();
    expect(data.since).toBe("2026-11-16");
    // Asha: 3 cards paid 5 each this week (her wrong answer and subjective one pay nothing; the other
    // course's card is not the class's). Ravi and Kiran: a card and a right answer. Dev's only paid
    // card was last week; Hema hides.
    expect(data.entries).toEqual([
      {
        rank: 1,
        name: "Asha R.",
        handle: expect.stringMatching(/^asha-r-\d+$/),
        picture: null,
        score: 20,
        you: false,
      },
      { rank: 2, name: "Ravi K.", handle: expect.any(String), picture: null, score: 10, you: true },
      { rank: 2, name: "Kiran D.", handle: expect.any(String), picture: null, score: 10, you: false },
    ]);
    expect(data.hiddenCount).toBe(1);
    expect(data.you).toMatchObject({ rank: 2, score: 10, hidden: false });
    expect(JSON.stringify(data)).not.toContain("@example.in");
  });

  it("shows a hidden learner where they would stand, and a facilitator no row of their own", async () => {
    const mine: ClassLeaderboard = (await boardOf(hidden)).json();
    expect(mine.entries.map((e) => e.name)).not.toContain("Hema S.");
    expect(mine.you).toMatchObject({ rank: 4, score: 5, hidden: true });
    const teacher: ClassLeaderboard = (await boardOf(owner)).json();
    expect(teacher.you).toBeNull();
    expect(teacher.entries).toHaveLength(3);
  });

  it("starts again on Monday, India time", async () => {
    clock.set("2026-11-23T00:30:00+05:30");
    try {
      const data: ClassLeaderboard = (await boardOf(asha)).json();
      expect(data.since).toBe("2026-11-23");
      expect(data.entries).toEqual([]);
      expect(data.you).toMatchObject({ rank: null, score: 0 });
    } finally {
      clock.set("2026-11-19T15:00:00+05:30");
    }
  });
});
