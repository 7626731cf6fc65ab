import { learningMessages } from "@arthshala/contracts/learning-rules";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCourse, buildUser, cardUrl } from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { cardProgress, finscoreLedger, streakDays } from "../../platform/db/schema.js";
import { learnerCalls } from "./test/learner-calls.js";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const { view, complete, stars, progressRows } = learnerCalls(() => ctx);

describe("course list and roadmap", () => {
  it("lists live courses with the learner's own progress, 0 for visitors", async () => {
    const course = await buildCourse(ctx.app, { title: "List me" });
    const learner = await buildUser(ctx.app);
    await complete(course, 0, 0, learner);
    const mine = (await call(ctx.app, "GET", "/api/courses/getall", { cookie: learner.cookie })).json();
    expect(mine.find((c: { id: number }) => c.id === course.id)).toMatchObject({
      title: "List me",
      total_cards: 5,
      completed_cards: 1,
      progress: 20,
      modules_count: 2,
    });
    const visitor = (await call(ctx.app, "GET", "/api/courses/getall")).json();
    expect(visitor.find((c: { id: number }) => c.id === course.id)).toMatchObject({
      completed_cards: 0,
      progress: 0,
    });
  });

  it("gives the roadmap in the spec's shape, and 404 for unknown or deleted courses", async () => {
    const course = await buildCourse(ctx.app);
    const learner = await buildUser(ctx.app);
    await complete(course, 0, 0, learner);
    const res = await view(`/api/courses/course/${course.id}`, learner, { email: learner.email });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.title).toBe("Saving 101");
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).toMatchObject({ moduleId: course.modules[0]!.id, moduleTitle: "Module 1" });
    expect(body.data[0].cards.map((c: { status: string }) => c.status)).toEqual([
      "completed",
      "incomplete",
      "incomplete",
    ]);
    expect(body.data[0].cards[0]).toEqual({
      card_id: course.modules[0]!.cardIds[0],
      title: "Card 1.1",
      content_type: "text",
      status: "completed",
    });
    expect((await view("/api/courses/course/999999")).statusCode).toBe(404);
    expect((await view("/api/courses/course/abc")).statusCode).toBe(400);
  });

  it("refuses a body email that names someone else", async () => {
    const course = await buildCourse(ctx.app);
    const learner = await buildUser(ctx.app);
    const res = await view(`/api/courses/course/${course.id}`, learner, { email: "someone-else@example.in" });
    expect(res.statusCode).toBe(403);
  });
});

describe("card viewer", () => {
  it("returns every field of the viewer response with neighbours and module edges", async () => {
    const course = await buildCourse(ctx.app);
    const last = (await view(cardUrl(course, 0, 2))).json();
    expect(last).toMatchObject({
      card_id: course.modules[0]!.cardIds[2],
      content_type: "text",
      title: "Card 1.3",
      status: "incomplete",
      module_progress: 0,
      module_total_cards: 3,
      prevCardId: course.modules[0]!.cardIds[1],
      nextCardId: null,
      isFirstCardInModule: false,
      isLastCardInModule: true,
      prevModuleFirstCard: null,
      nextModuleFirstCard: { moduleId: course.modules[1]!.id, cardId: course.modules[1]!.cardIds[0] },
      userAnswer: null,
      correct_answer: null,
    });
    const second = (await view(cardUrl(course, 1, 0))).json();
    expect(second.prevModuleFirstCard).toEqual({
      moduleId: course.modules[0]!.id,
      cardId: course.modules[0]!.cardIds[0],
    });
    expect(second.isFirstCardInModule).toBe(true);
  });

  it("answers 404 when the path's course or module is not the card's", async () => {
    const a = await buildCourse(ctx.app);
    const b = await buildCourse(ctx.app);
    const wrongModule = `/api/courses/course/${a.id}/module/${a.modules[1]!.id}/card/${a.modules[0]!.cardIds[0]}`;
    const wrongCourse = `/api/courses/course/${b.id}/module/${a.modules[0]!.id}/card/${a.modules[0]!.cardIds[0]}`;
    expect((await view(wrongModule)).statusCode).toBe(404);
    expect((await view(wrongCourse)).statusCode).toBe(404);
  });

  it("tells a signed-in learner a card is locked, and lets visitors read (their progress is local)", async () => {
    const course = await buildCourse(ctx.app);
    const learner = await buildUser(ctx.app);
    const locked = await view(cardUrl(course, 0, 1), learner);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(learningMessages.cardLocked);
    expect((await view(cardUrl(course, 0, 1))).statusCode).toBe(200);
    // The first card of every module is open.
    expect((await view(cardUrl(course, 1, 0), learner)).statusCode).toBe(200);
  });
});

describe("completing cards", () => {
  it("completes a text card once, paying its FinStars once, whatever the client claims", async () => {
    const course = await buildCourse(ctx.app);
    const learner = await buildUser(ctx.app);
    const first = await complete(course, 0, 0, learner, { finStars: 9999, email: learner.email });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: "completed",
      awarded_finstars: 5,
      module_progress: 1,
      is_correct: null,
    });
    const again = await complete(course, 0, 0, learner, { finStars: 9999 });
    expect(again.json()).toMatchObject({ status: "completed", awarded_finstars: 0 });
    expect(await stars(learner)).toBe(5);
    expect(await progressRows(learner)).toHaveLength(1);
  });

  it("refuses visitors and locked cards, writing nothing", async () => {
    const course = await buildCourse(ctx.app);
    const anon = await call(ctx.app, "POST", cardUrl(course, 0, 0, "/updateCard"), {
      body: { status: "completed" },
    });
    expect(anon.statusCode).toBe(401);
    const learner = await buildUser(ctx.app);
    const locked = await complete(course, 0, 2, learner);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(learningMessages.cardLocked);
    expect(await progressRows(learner)).toEqual([]);
    expect(await stars(learner)).toBe(0);
  });

  it("pays a question card only for the right answer, reveals the key after answering, and locks the answer", async () => {
    const course = await buildCourse(ctx.app, {
      modules: [{ cards: [{ contentType: "question", allottedFinstars: 10 }, {}] }],
    });
    const right = await buildUser(ctx.app);
    const before = (await view(cardUrl(course, 0, 0), right)).json();
    expect(before.correct_answer).toBeNull();
    expect(before.explanation).toBeNull();
    expect(before.options).toEqual(["₹1 lakh", "₹5 lakh", "₹10 lakh"]);

    const ok = (await complete(course, 0, 0, right, { userAnswer: "₹5 lakh" })).json();
    expect(ok).toMatchObject({
      is_correct: true,
      awarded_finstars: 10,
      userAnswer: "₹5 lakh",
      correct_answer: "₹5 lakh",
    });
    expect(ok.explanation).toContain("DICGC");
    const changed = await complete(course, 0, 0, right, { userAnswer: "₹1 lakh" });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(learningMessages.alreadyAnswered);
    expect((await complete(course, 0, 0, right, { userAnswer: "₹5 lakh" })).json().awarded_finstars).toBe(0);
    expect(await stars(right)).toBe(10);

    const wrong = await buildUser(ctx.app);
    const no = (await complete(course, 0, 0, wrong, { userAnswer: "₹1 lakh" })).json();
    expect(no).toMatchObject({
      status: "completed",
      is_correct: false,
      awarded_finstars: 0,
      correct_answer: "₹5 lakh",
    });
    expect(await stars(wrong)).toBe(0);
    // Answering (even wrongly) completes the card, so the next one opens.
    expect((await view(cardUrl(course, 0, 1), wrong)).statusCode).toBe(200);
  });

  it("refuses a missing answer or one that is not an option, writing nothing", async () => {
    const course = await buildCourse(ctx.app, { modules: [{ cards: [{ contentType: "question" }] }] });
    const learner = await buildUser(ctx.app);
    const missing = await complete(course, 0, 0, learner);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(learningMessages.answerRequired);
    const invented = await complete(course, 0, 0, learner, { userAnswer: "₹50 lakh" });
    expect(invented.statusCode).toBe(400);
    expect(invented.json().message).toBe(learningMessages.answerNotAnOption);
    expect((await complete(course, 0, 0, learner, { userAnswer: 42 })).statusCode).toBe(400);
    expect(await progressRows(learner)).toEqual([]);
  });

  it("refuses control characters in a written answer, writing nothing", async () => {
    const course = await buildCourse(ctx.app, {
      modules: [{ cards: [{ contentType: "question", questionType: "subjective", correctAnswer: null }] }],
    });
    const learner = await buildUser(ctx.app);
    const nul = await complete(course, 0, 0, learner, { userAnswer: "Save first\u0000" });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe("body.userAnswer: must not contain control characters");
    const check = await call(ctx.app, "POST", cardUrl(course, 0, 0, "/check"), {
      body: { userAnswer: "\u0000" },
    });
    expect(check.json().message).toBe("body.userAnswer: must not contain control characters");
    expect(await progressRows(learner)).toEqual([]);
    // Written answers may run over several lines.
    const ok = await complete(course, 0, 0, learner, { userAnswer: "Save first,\nthen spend." });
    expect(ok.json().userAnswer).toBe("Save first,\nthen spend.");
  });

  it("compares multiple-choice answers as sets and pays nothing where no key exists", async () => {
    const course = await buildCourse(ctx.app, {
      modules: [
        {
          cards: [
            {
              contentType: "question",
              questionType: "mcq_multiple",
              options: ["PPF", "NPS", "Lottery"],
              correctAnswer: "PPF, NPS",
            },
            {
              contentType: "question",
              questionType: "subjective",
              correctAnswer: null,
              allottedFinstars: 10,
            },
          ],
        },
      ],
    });
    const learner = await buildUser(ctx.app);
    const multi = (await complete(course, 0, 0, learner, { userAnswer: "NPS, PPF" })).json();
    expect(multi).toMatchObject({ is_correct: true, awarded_finstars: 5, userAnswer: "PPF, NPS" });
    const subjective = (
      await complete(course, 0, 1, learner, { userAnswer: "I will save ₹500 a month." })
    ).json();
    expect(subjective).toMatchObject({ is_correct: null, awarded_finstars: 0, status: "completed" });
  });

  it("records FinScore, the active day and module completion once", async () => {
    const course = await buildCourse(ctx.app, { modules: [{ cards: [{}, {}] }] });
    const learner = await buildUser(ctx.app);
    await complete(course, 0, 0, learner);
    await complete(course, 0, 1, learner);
    await complete(course, 0, 1, learner);
    const score = await ctx.app.db.select().from(finscoreLedger).where(eq(finscoreLedger.userId, learner.id));
    expect(score.map((r) => [r.sourceKey, r.change]).sort()).toEqual([
      [`card:${course.modules[0]!.cardIds[0]}`, 5],
      [`card:${course.modules[0]!.cardIds[1]}`, 5],
      [`module:${course.modules[0]!.id}`, 15],
    ]);
    expect(await ctx.app.db.select().from(streakDays).where(eq(streakDays.userId, learner.id))).toHaveLength(
      1,
    );
  });
});

describe("one learner's progress is theirs alone", () => {
  it("B neither sees A's progress nor gets A's cards unlocked", async () => {
    const course = await buildCourse(ctx.app);
    const a = await buildUser(ctx.app);
    const b = await buildUser(ctx.app);
    await complete(course, 0, 0, a);
    await complete(course, 0, 1, a);
    const bRoadmap = (await view(`/api/courses/course/${course.id}`, b)).json();
    expect(bRoadmap.completed_cards).toBe(0);
    expect((await view(cardUrl(course, 0, 2), b)).statusCode).toBe(409);
    expect((await complete(course, 0, 2, b)).statusCode).toBe(409);
    // B can't act as A by naming A in the body.
    const spoof = await complete(course, 0, 0, b, { email: a.email });
    expect(spoof.statusCode).toBe(403);
    const aRows = await ctx.app.db
      .select()
      .from(cardProgress)
      .where(and(eq(cardProgress.userId, a.id), eq(cardProgress.courseId, course.id)));
    expect(aRows).toHaveLength(2);
  });
});

describe("answer check for visitors", () => {
  it("says whether an answer is right without saving anything", async () => {
    const course = await buildCourse(ctx.app, { modules: [{ cards: [{ contentType: "question" }, {}] }] });
    const res = await call(ctx.app, "POST", cardUrl(course, 0, 0, "/check"), {
      body: { userAnswer: "₹1 lakh" },
    });
    expect(res.json()).toEqual({
      is_correct: false,
      correct_answer: "₹5 lakh",
      explanation: "DICGC insures up to ₹5 lakh per depositor per bank.",
      explanation_html: '<p class="leading-relaxed">DICGC insures up to ₹5 lakh per depositor per bank.</p>',
    });
    const text = await call(ctx.app, "POST", cardUrl(course, 0, 1, "/check"), { body: { userAnswer: "x" } });
    expect(text.statusCode).toBe(400);
    expect(
      await ctx.app.db
        .select()
        .from(cardProgress)
        .where(eq(cardProgress.cardId, course.modules[0]!.cardIds[0]!)),
    ).toEqual([]);
  });
});

describe("ongoing course and completion", () => {
  it("is the latest active unfinished course; finishing it says so and clears it", async () => {
    const first = await buildCourse(ctx.app, { modules: [{ cards: [{}, {}] }] });
    const second = await buildCourse(ctx.app, { modules: [{ cards: [{}] }, { cards: [{}] }] });
    const learner = await buildUser(ctx.app);
    const ongoing = () =>
      call(ctx.app, "POST", "/api/courses/getongoingcourse", { body: {}, cookie: learner.cookie });
    expect((await ongoing()).json()).toBeNull();
    await complete(first, 0, 0, learner);
    expect((await ongoing()).json()).toMatchObject({ id: first.id, progress: 50 });
    const done = (await complete(second, 0, 0, learner)).json();
    expect(done.course_completed).toBe(false);
    expect((await ongoing()).json()).toMatchObject({ id: second.id });
    const finished = (await complete(second, 1, 0, learner)).json();
    expect(finished).toMatchObject({
      course_completed: true,
      nextCardId: null,
      nextModuleFirstCard: null,
      isLastCardInModule: true,
    });
    expect((await ongoing()).json()).toMatchObject({ id: first.id });
    expect((await call(ctx.app, "POST", "/api/courses/getongoingcourse", { body: {} })).statusCode).toBe(401);
  });
});
