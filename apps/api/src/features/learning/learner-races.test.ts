import { learningMessages } from "@arthshala/contracts/learning-rules";
import { and, eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../../../test/database.js";
import { type BuiltCourse, buildCourse, buildUser, cardUrl, type TestUser } from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { waitFor } from "../../../test/smtp.js";
import { cardProgress, courseActivity, notifications } from "../../platform/db/schema.js";
import { learnerCalls } from "./test/learner-calls.js";

let database: TestDatabase;
let ctx: TestContext;

beforeAll(async () => {
  database = await openTestDatabase();
  ctx = await createTestApp({}, { database });
});
afterAll(async () => {
  await ctx.close();
  await database.close();
});

const complete = (course: BuiltCourse, m: number, c: number, user: TestUser, userAnswer?: string) =>
  call(ctx.app, "POST", cardUrl(course, m, c, "/updateCard"), {
    body: userAnswer === undefined ? { status: "completed" } : { status: "completed", userAnswer },
    cookie: user.cookie,
  });

/**
 * Runs a learner's requests at the same moment. On PostgreSQL a connection of the test's own holds the
 * learner's stats row until every request waits on a lock, so all of them have read the learner's
 * progress before any of them writes: the interleaving that lost completions and answers, every time.
 * PGlite has one connection: the requests simply run side by side.
 */
async function atOnce<T>(user: TestUser, requests: () => Promise<T>[]): Promise<T[]> {
  if (!database.url) return Promise.all(requests());
  const holder = new pg.Client({ connectionString: database.url });
  holder.on("error", () => undefined);
  await holder.connect();
  try {
    await holder.query("begin");
    const held = await holder.query("select 1 from learner_stats where user_id = $1 for update", [user.id]);
    expect(held.rowCount).toBe(1);
    const started = requests();
    const all = Promise.all(started);
    const waiting = async () =>
      (
        await holder.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
        )
      ).rows[0]!.n;
    await waitFor(async () => (await waiting()) >= started.length);
    await holder.query("commit");
    return await all;
  } finally {
    await holder.end();
  }
}

describe("completing the last cards of two modules at the same moment", () => {
  it("completes the course once: completion time, notification, and one response saying so", async () => {
    const course = await buildCourse(ctx.app, { modules: [{ cards: [{}, {}] }, { cards: [{}, {}] }] });
    const learner = await buildUser(ctx.app);
    expect((await complete(course, 0, 0, learner)).statusCode).toBe(200);
    expect((await complete(course, 1, 0, learner)).statusCode).toBe(200);

    const [a, b] = await atOnce(learner, () => [
      complete(course, 0, 1, learner),
      complete(course, 1, 1, learner),
    ]);
    expect([a!.statusCode, b!.statusCode]).toEqual([200, 200]);
    // Exactly one of the two finished the course, and it says so; the other saw three of four.
    const said = [a!.json(), b!.json()].map((r) => r.course_completed).sort();
    expect(said).toEqual([false, true]);
    const last = [a!.json(), b!.json()].find((r) => r.course_completed);
    expect(last).toMatchObject({ course_progress: 100 });

    const [activity] = await ctx.app.db
      .select()
      .from(courseActivity)
      .where(and(eq(courseActivity.userId, learner.id), eq(courseActivity.courseId, course.id)));
    expect(activity?.completedAt).toBeInstanceOf(Date);
    const done = await ctx.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, learner.id), eq(notifications.dedupeKey, `course:${course.id}`)));
    expect(done).toHaveLength(1);
    expect(done[0]!.kind).toBe("courseCompleted");
    // Both modules were finished, each once.
    const modulesDone = await ctx.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, learner.id), eq(notifications.kind, "moduleCompleted")));
    expect(modulesDone.map((n) => n.dedupeKey).sort()).toEqual(
      course.modules.map((m) => `module:${m.id}`).sort(),
    );
    // No longer the ongoing course.
    const ongoing = await call(ctx.app, "POST", "/api/courses/getongoingcourse", {
      body: {},
      cookie: learner.cookie,
    });
    expect(ongoing.json()).toBeNull();
  });
});

describe("different answers to one question at the same moment", () => {
  it("records the first, answers the other with 409, and pays once", async () => {
    const course = await buildCourse(ctx.app, {
      modules: [{ cards: [{}, { contentType: "question", allottedFinstars: 10 }] }],
    });
    const learner = await buildUser(ctx.app);
    expect((await complete(course, 0, 0, learner)).statusCode).toBe(200);
    const starsBefore = await stars(learner);

    const answers = ["₹5 lakh", "₹1 lakh"];
    const responses = await atOnce(learner, () => answers.map((a) => complete(course, 0, 1, learner, a)));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([200, 409]);
    const winner = responses.find((r) => r.statusCode === 200)!.json();
    const loser = responses.find((r) => r.statusCode === 409)!.json();
    expect(loser.message).toBe(learningMessages.alreadyAnswered);

    const [row] = await ctx.app.db
      .select()
      .from(cardProgress)
      .where(
        and(eq(cardProgress.userId, learner.id), eq(cardProgress.cardId, course.modules[0]!.cardIds[1]!)),
      );
    // The 200 is about the answer that was recorded, and pays for it only if it was right.
    expect(winner.userAnswer).toBe(row!.userAnswer);
    const right = row!.userAnswer === "₹5 lakh";
    expect(winner).toMatchObject({ is_correct: right, awarded_finstars: right ? 10 : 0 });
    expect((await stars(learner)) - starsBefore).toBe(right ? 10 : 0);
  });

  it("the same answer twice at once: both 200, paid once", async () => {
    const course = await buildCourse(ctx.app, {
      modules: [{ cards: [{}, { contentType: "question", allottedFinstars: 10 }] }],
    });
    const learner = await buildUser(ctx.app);
    expect((await complete(course, 0, 0, learner)).statusCode).toBe(200);
    const starsBefore = await stars(learner);
    const responses = await atOnce(learner, () => [
      complete(course, 0, 1, learner, "₹5 lakh"),
      complete(course, 0, 1, learner, "₹5 lakh"),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(responses.map((r) => r.json().is_correct)).toEqual([true, true]);
    expect(responses.map((r) => r.json().awarded_finstars).sort()).toEqual([0, 10]);
    expect((await stars(learner)) - starsBefore).toBe(10);
  });
});

const { stars } = learnerCalls(() => ctx);
