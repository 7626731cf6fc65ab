import type { AnalyticsCourseDetail } from "@arthshala/contracts/analytics";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "../../../test/clock.js";
import {
  type BuiltCourse,
  buildAdmin,
  buildArticle,
  buildClass,
  buildCourse,
  buildFacilitator,
  buildOrganisation,
  buildUser,
  completeCard,
  type TestUser,
} from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";

/**
 * Issue 40's author analytics. Every expected number comes from what learners did through the real
 * routes (POST …/updateCard with their answers, the reader's updatetask and rate calls), at moments a
 * test clock sets in India time, so the counts, the boundaries of India days and the answer checker's
 * verdicts are the product's own.
 */

const clock = new TestClock("2026-11-01T23:50:00+05:30");
let ctx: TestContext;
let admin: TestUser;
let learners: TestUser[];
let course: BuiltCourse;
let orgCourse: BuiltCourse;
let ownerA: TestUser;
let facilitatorA: TestUser;
let facilitatorB: TestUser;
let orgA: { id: number };
let orgB: { id: number };
let articleId: number;

const Q_SINGLE = { contentType: "question" as const, title: "DICGC cover" };
const Q_MULTIPLE = {
  contentType: "question" as const,
  title: "Safe places",
  questionType: "mcq_multiple" as const,
  options: ["PPF", "FD", "Crypto"],
  correctAnswer: "PPF, FD",
};
const Q_WRITTEN = {
  contentType: "question" as const,
  title: "Your goal",
  questionType: "subjective" as const,
  options: [],
  correctAnswer: null,
};

const at = (iso: string) => clock.set(iso);
const get = (url: string, user?: TestUser, headers?: Record<string, string>) =>
  call(ctx.app, "GET", url, { cookie: user?.cookie, headers });
async function done(user: TestUser, c: BuiltCourse, m: number, i: number, answer?: string) {
  const res = await completeCard(ctx.app, user, c, m, i, answer);
  expect(res.statusCode, res.body).toBe(200);
}
async function read(user: TestUser, readThrough?: boolean) {
  const res = await call(ctx.app, "POST", "/api/articles/updatetask", {
    cookie: user.cookie,
    body: readThrough === undefined ? { articleId } : { articleId, readThrough },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().recorded as boolean;
}
async function rate(user: TestUser, rating: number) {
  const res = await call(ctx.app, "POST", "/api/articles/rate", {
    cookie: user.cookie,
    body: { articleId, rating },
  });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: 1000 }, { clock });
  admin = await buildAdmin(ctx.app);
  learners = [];
  for (const name of ["Asha", "Bilal", "Chitra", "Dev"]) learners.push(await buildUser(ctx.app, { name }));
  ownerA = await buildFacilitator(ctx.app, { name: "Owner A" });
  facilitatorA = await buildFacilitator(ctx.app, { name: "Facilitator A" });
  facilitatorB = await buildFacilitator(ctx.app, { name: "Facilitator B" });
  orgA = await buildOrganisation(ctx.app, {
    owner: ownerA,
    facilitators: [facilitatorA],
    name: "Sunrise School",
  });
  orgB = await buildOrganisation(ctx.app, { owner: facilitatorB, name: "Other NGO", kind: "ngo" });
  course = await buildCourse(ctx.app, {
    title: "Saving 101",
    modules: [{ cards: [{}, Q_SINGLE, Q_MULTIPLE, Q_WRITTEN, {}] }, { cards: [{}, {}] }],
  });
  orgCourse = await buildCourse(ctx.app, {
    title: "Sunrise money club",
    organisationId: orgA.id,
    modules: [{ cards: [{}, Q_SINGLE] }],
  });
  articleId = (await buildArticle(ctx.app, { title: "Budgeting your first salary" })).id;
  // Asha learns in one of Sunrise's classes: its own course is hers to take.
  await buildClass(ctx.app, { organisationId: orgA.id, members: [learners[0]!] });
  const [asha, bilal, chitra, dev] = learners as [TestUser, TestUser, TestUser, TestUser];

  // 1 November, 23:50 IST (18:20 UTC): Asha finishes module 1, answering right.
  at("2026-11-01T23:50:00+05:30");
  await done(asha, course, 0, 0);
  await done(asha, course, 0, 1, "₹5 lakh");
  await done(asha, course, 0, 2, "FD, PPF"); // the same set, in another order: right
  await done(asha, course, 0, 3, "I want to save for college.");
  await done(asha, course, 0, 4);
  expect(await read(asha)).toBe(true);
  at("2026-11-01T23:55:00+05:30");
  expect(await read(asha, true)).toBe(false); // the same day's reading, now read through
  at("2026-11-01T23:58:00+05:30");
  await rate(asha, 5);
  // 2 November: Asha starts module 2; Bilal finishes module 1 answering wrong; Chitra stops after a wrong answer.
  at("2026-11-02T00:10:00+05:30");
  await done(asha, course, 1, 0);
  expect(await read(asha)).toBe(true); // a new India day: a new reading
  at("2026-11-02T10:00:00+05:30");
  await done(bilal, course, 0, 0);
  await done(bilal, course, 0, 1, "₹1 lakh");
  await done(bilal, course, 0, 2, "PPF");
  await done(bilal, course, 0, 3, "A phone");
  await done(bilal, course, 0, 4);
  expect(await read(bilal)).toBe(true);
  await rate(bilal, 3);
  await rate(bilal, 4); // rated again: one rating, the later one
  at("2026-11-02T11:00:00+05:30");
  await done(chitra, course, 0, 0);
  await done(chitra, course, 0, 1, "₹10 lakh");
  await done(chitra, course, 0, 0); // a repeat changes nothing
  // 3 November: Dev starts; Chitra reads through (read-through first, then the spec's call) and rates.
  at("2026-11-03T09:00:00+05:30");
  await done(dev, course, 0, 0);
  expect(await read(chitra, true)).toBe(true);
  expect(await read(chitra)).toBe(false);
  await rate(chitra, 1);
  // The organisation's own course: Asha answers its question right on 2 November.
  at("2026-11-02T12:00:00+05:30");
  await done(asha, orgCourse, 0, 0);
  await done(asha, orgCourse, 0, 1, "₹5 lakh");
  at("2026-11-10T12:00:00+05:30");
});
afterAll(() => ctx.close());

const detail = async (from: string, to: string, c = course, user = admin) => {
  const res = await get(`/api/analytics/courses/${c.id}?from=${from}&to=${to}`, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AnalyticsCourseDetail;
};
const counts = (d: AnalyticsCourseDetail) =>
  d.modules.map((m) => ({
    started: m.started,
    finished: m.finished,
    cards: m.cards.map((c) => [c.completed, c.stopped, c.drop_off]),
  }));

describe("a course's funnel, drop-off and answers", () => {
  it("counts what the learners did on 1 and 2 November", async () => {
    const d = await detail("2026-11-01", "2026-11-02");
    expect(d.period).toEqual({ from: "2026-11-01", to: "2026-11-02", days: 2 });
    expect(d.organisation).toBeNull();
    expect(d.course).toMatchObject({ id: course.id, title: "Saving 101", modules: 2, cards: 7 });
    expect(d.course).toMatchObject({ started: 3, finished: 0 });
    expect(counts(d)).toEqual([
      {
        started: 3,
        finished: 2,
        cards: [
          [3, null, null],
          [3, 0, 0],
          [2, 1, 33],
          [2, 0, 0],
          [2, 0, 0],
        ],
      },
      {
        started: 1,
        finished: 0,
        cards: [
          [1, null, null],
          [0, 1, 100],
        ],
      },
    ]);
    const [first, single, multiple, written] = d.modules[0]!.cards;
    expect(first!.question).toBeNull();
    expect(single!.question).toEqual({
      type: "mcq_single",
      answered: 3,
      right: 1,
      wrong: 2,
      accuracy: 33,
      options: [
        { option: "₹1 lakh", correct: false, learners: 1 },
        { option: "₹5 lakh", correct: true, learners: 1 },
        { option: "₹10 lakh", correct: false, learners: 1 },
      ],
      other: 0,
    });
    expect(multiple!.question).toEqual({
      type: "mcq_multiple",
      answered: 2,
      right: 1,
      wrong: 1,
      accuracy: 50,
      options: [
        { option: "PPF", correct: true, learners: 2 },
        { option: "FD", correct: true, learners: 1 },
        { option: "Crypto", correct: false, learners: 0 },
      ],
      other: 0,
    });
    // A written answer is counted, never shown.
    expect(written!.question).toEqual({
      type: "subjective",
      answered: 2,
      right: 0,
      wrong: 0,
      accuracy: null,
      options: [],
      other: 0,
    });
    expect(JSON.stringify(d)).not.toMatch(/college|phone|Asha|Bilal|@/);
  });

  it("counts a completion at 23:50 IST on 1 November for 1 November, not the 2nd", async () => {
    const first = await detail("2026-11-01", "2026-11-01");
    expect(first.course).toMatchObject({ started: 1, finished: 0 });
    expect(counts(first)[0]).toMatchObject({ started: 1, finished: 1 });
    expect(counts(first)[1]).toMatchObject({ started: 0, finished: 0 });
    expect(first.modules[0]!.cards[1]!.question).toMatchObject({ answered: 1, right: 1, accuracy: 100 });

    const second = await detail("2026-11-02", "2026-11-02");
    expect(second.course).toMatchObject({ started: 3, finished: 0 });
    // Asha finished module 1 on the 1st: on the 2nd only Bilal finishes it, and Asha starts module 2.
    expect(counts(second)[0]).toMatchObject({ started: 2, finished: 1 });
    expect(counts(second)[1]).toMatchObject({ started: 1, finished: 0 });
    expect(second.modules[0]!.cards[1]!.question).toMatchObject({
      answered: 2,
      right: 0,
      wrong: 2,
      accuracy: 0,
    });

    const later = await detail("2026-11-02", "2026-11-03");
    expect(later.modules[0]!.cards[0]!.completed).toBe(3); // Bilal, Chitra, Dev
    // Dev completed card 1 on the 3rd and had not gone on: one of three stopped before the question.
    expect(later.modules[0]!.cards[1]).toMatchObject({ completed: 2, stopped: 1, drop_off: 33 });
  });

  it("counts a finished course once its last card is done in the period", async () => {
    const [asha] = learners as [TestUser];
    at("2026-11-20T09:00:00+05:30");
    await done(asha, course, 1, 1);
    at("2026-11-21T09:00:00+05:30");
    const d = await detail("2026-11-20", "2026-11-20");
    expect(d.course).toMatchObject({ started: 1, finished: 1 });
    expect(counts(d)[1]).toMatchObject({ started: 1, finished: 1 });
    expect((await detail("2026-11-01", "2026-11-19")).course).toMatchObject({ started: 4, finished: 0 });
    expect((await detail("2026-11-01", "2026-11-30")).course).toMatchObject({ started: 4, finished: 1 });
  });

  it("lists every course with its learners, for an Admin", async () => {
    const idle = await buildCourse(ctx.app, { title: "Nobody yet" });
    const res = await get("/api/analytics/courses?from=2026-11-01&to=2026-11-02", admin);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.organisation).toBeNull();
    const byId = new Map(list.courses.map((c: { id: number }) => [c.id, c]));
    expect(byId.get(course.id)).toMatchObject({ title: "Saving 101", started: 3, finished: 0, cards: 7 });
    expect(byId.get(orgCourse.id)).toMatchObject({ organisation_id: orgA.id, started: 1, finished: 1 });
    // A course nobody touched is listed with zeros.
    expect(byId.get(idle.id)).toMatchObject({ title: "Nobody yet", started: 0, finished: 0, cards: 5 });
  });

  it("reads the last 30 India days when no period is given, and a period of up to 366 days", async () => {
    at("2026-11-02T20:00:00+05:30");
    const res = await get(`/api/analytics/courses/${course.id}`, admin);
    expect(res.json().period).toEqual({ from: "2026-10-04", to: "2026-11-02", days: 30 });
    expect(res.json().course).toMatchObject({ started: 3 });
    const onlyFrom = await get("/api/analytics/courses?from=2026-11-01", admin);
    expect(onlyFrom.json().period).toEqual({ from: "2026-11-01", to: "2026-11-02", days: 2 });
    const week = await get("/api/analytics/courses?days=7", admin);
    expect(week.json().period).toEqual({ from: "2026-10-27", to: "2026-11-02", days: 7 });
    const fromDays = await get(`/api/analytics/courses/${course.id}?from=2026-11-01&days=2`, admin);
    expect(fromDays.json().period).toEqual({ from: "2026-11-01", to: "2026-11-02", days: 2 });
    expect(fromDays.json().course).toMatchObject({ started: 3 });
    const year = await get("/api/analytics/courses?from=2025-12-01&to=2026-12-01", admin);
    expect(year.statusCode).toBe(200);
    expect(year.json().period.days).toBe(366);
    at("2026-11-21T09:00:00+05:30");
  });
});

describe("articles: reads, readers, read-through and ratings", () => {
  const articles = async (from: string, to: string) => {
    const res = await get(`/api/analytics/articles?from=${from}&to=${to}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().articles.find((a: { id: number }) => a.id === articleId);
  };

  it("counts readings per India day, read-throughs and ratings given in the period", async () => {
    expect(await articles("2026-11-01", "2026-11-02")).toEqual({
      id: articleId,
      title: "Budgeting your first salary",
      status: "published",
      reads: 3,
      readers: 2,
      read_through: 1,
      read_through_share: 33,
      ratings: 2,
      average_rating: 4.5,
    });
    expect(await articles("2026-11-01", "2026-11-01")).toMatchObject({
      reads: 1,
      readers: 1,
      read_through: 1,
      read_through_share: 100,
      ratings: 1,
      average_rating: 5,
    });
    expect(await articles("2026-11-03", "2026-11-03")).toMatchObject({
      reads: 1,
      read_through: 1,
      ratings: 1,
      average_rating: 1,
    });
    expect(await articles("2026-11-04", "2026-11-05")).toMatchObject({
      reads: 0,
      readers: 0,
      read_through_share: null,
      ratings: 0,
      average_rating: null,
    });
  });

  it("keeps the spec's updatetask call and never unmarks a read-through", async () => {
    const reader = await buildUser(ctx.app);
    at("2026-11-25T10:00:00+05:30");
    expect(await read(reader)).toBe(true);
    expect(await read(reader)).toBe(false);
    expect(await read(reader, true)).toBe(false);
    expect(await read(reader, false)).toBe(false);
    expect(await read(reader)).toBe(false);
    expect(await articles("2026-11-25", "2026-11-25")).toMatchObject({ reads: 1, read_through: 1 });
    const bad = await call(ctx.app, "POST", "/api/articles/updatetask", {
      cookie: reader.cookie,
      body: { articleId, readThrough: "yes" },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("who may read which numbers", () => {
  const adminOnly = () => [
    "/api/analytics/courses",
    `/api/analytics/courses/${course.id}`,
    "/api/analytics/articles",
  ];
  const orgRoutes = (org: { id: number }, c = orgCourse) => [
    `/api/analytics/organisations/${org.id}/courses`,
    `/api/analytics/organisations/${org.id}/courses/${c.id}`,
  ];

  it("anonymous callers get 401 and learners 403 on every analytics route", async () => {
    for (const url of [...adminOnly(), ...orgRoutes(orgA)]) {
      expect((await get(url)).statusCode, url).toBe(401);
      expect((await get(url, learners[0])).statusCode, url).toBe(403);
    }
  });

  it("a facilitator reads their organisation's own courses only, never Arthshala-wide numbers", async () => {
    for (const url of adminOnly()) expect((await get(url, facilitatorA)).statusCode, url).toBe(403);
    for (const user of [ownerA, facilitatorA]) {
      const list = await get(
        `/api/analytics/organisations/${orgA.id}/courses?from=2026-11-01&to=2026-11-02`,
        user,
      );
      expect(list.statusCode).toBe(200);
      expect(list.json().organisation).toEqual({ id: orgA.id, name: "Sunrise School" });
      expect(list.json().courses).toEqual([
        {
          id: orgCourse.id,
          title: "Sunrise money club",
          organisation_id: orgA.id,
          modules: 1,
          cards: 2,
          started: 1,
          finished: 1,
        },
      ]);
      const one = await get(
        `/api/analytics/organisations/${orgA.id}/courses/${orgCourse.id}?from=2026-11-01&to=2026-11-02`,
        user,
      );
      expect(one.statusCode).toBe(200);
      expect(one.json().modules[0].cards[1].question).toMatchObject({ answered: 1, right: 1, accuracy: 100 });
      // An Arthshala course under the organisation's address: not theirs.
      const arthshala = await get(`/api/analytics/organisations/${orgA.id}/courses/${course.id}`, user);
      expect(arthshala.statusCode).toBe(404);
    }
  });

  it("a facilitator of another organisation, or of none, gets 404 as for one that does not exist", async () => {
    for (const url of orgRoutes(orgA)) expect((await get(url, facilitatorB)).statusCode, url).toBe(404);
    const loner = await buildFacilitator(ctx.app, { name: "No Org" });
    for (const url of orgRoutes(orgA)) expect((await get(url, loner)).statusCode, url).toBe(404);
    for (const url of orgRoutes({ id: 2_000_000_000 })) expect((await get(url, admin)).statusCode).toBe(404);
    // Their own organisation has no courses of its own: an empty list, nothing of the other's.
    const own = await get(`/api/analytics/organisations/${orgB.id}/courses`, facilitatorB);
    expect(own.statusCode).toBe(200);
    expect(own.json().courses).toEqual([]);
    const other = await get(`/api/analytics/organisations/${orgB.id}/courses/${orgCourse.id}`, facilitatorB);
    expect(other.statusCode).toBe(404);
  });

  it("an Admin reads any organisation's courses too", async () => {
    for (const url of orgRoutes(orgA)) expect((await get(url, admin)).statusCode, url).toBe(200);
  });
});

describe("bad input", () => {
  it("refuses wrong days, a period that runs backwards or past 366 days, and bad ids, with a clear 400", async () => {
    const cases: [string, RegExp][] = [
      ["/api/analytics/courses?from=2026-13-01", /YYYY-MM-DD/],
      ["/api/analytics/courses?from=2026-02-30&to=2026-03-01", /YYYY-MM-DD/],
      ["/api/analytics/courses?to=yesterday", /YYYY-MM-DD/],
      ["/api/analytics/courses?from=1999-12-31&to=2000-01-01", /2000 to 2099/],
      ["/api/analytics/courses?from=2026-11-01%00&to=2026-11-02", /YYYY-MM-DD/],
      ["/api/analytics/articles?from=2026-11-02&to=2026-11-01", /must not start after it ends/],
      ["/api/analytics/articles?from=2025-11-01&to=2026-11-02", /at most 366 days/],
      ["/api/analytics/courses?days=0", /whole number from 1 to 366/],
      ["/api/analytics/courses?days=367", /whole number from 1 to 366/],
      ["/api/analytics/courses?days=7.5", /whole number from 1 to 366/],
      ["/api/analytics/courses?from=2026-11-01&to=2026-11-05&days=3", /does not match/],
      ["/api/analytics/courses/0", /positive whole number/],
      ["/api/analytics/courses/2147483648", /positive whole number/],
      ["/api/analytics/courses/1e3", /positive whole number/],
      ["/api/analytics/organisations/abc/courses", /positive whole number/],
      [`/api/analytics/organisations/${orgA.id}/courses/-1`, /positive whole number/],
    ];
    for (const [url, message] of cases) {
      const res = await get(url, admin);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(message);
    }
    const long = await get(`/api/analytics/courses?from=${"2".repeat(5000)}`, admin);
    expect(long.statusCode).toBe(400);
    const hindi = await get("/api/analytics/courses?from=2026-11-02&to=2026-11-01", admin, {
      "accept-language": "hi",
    });
    expect(hindi.json().message).toMatch(/अवधि/);
  });

  it("answers 404 for a course that does not exist or was deleted", async () => {
    expect((await get("/api/analytics/courses/2000000000", admin)).statusCode).toBe(404);
    const gone = await buildCourse(ctx.app, { title: "Gone" });
    expect((await get(`/api/analytics/courses/${gone.id}`, admin)).statusCode).toBe(200);
    const removed = await call(ctx.app, "DELETE", `/api/courses/${gone.id}`, { cookie: admin.cookie });
    expect(removed.statusCode, removed.body).toBe(200);
    const list = (await get("/api/analytics/courses", admin)).json();
    expect(list.courses.some((c: { id: number }) => c.id === gone.id)).toBe(false);
    expect((await get(`/api/analytics/courses/${gone.id}`, admin)).statusCode).toBe(404);
  });
});
