import { learningMessages } from "@arthshala/contracts/learning-rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltCourse, buildCourse, buildUser, cardUrl, type TestUser } from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { learnerCalls } from "./test/learner-calls.js";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const { view, complete, stars, progressRows } = learnerCalls(() => ctx);

// Visitors' /check is in learner.test.ts ("answer check for visitors"): it saves nothing.
describe("answer check for signed-in learners", () => {
  const check = (course: BuiltCourse, m: number, c: number, userAnswer: string, user?: TestUser) =>
    call(ctx.app, "POST", cardUrl(course, m, c, "/check"), { body: { userAnswer }, cookie: user?.cookie });
  const questionCourse = () =>
    buildCourse(ctx.app, {
      modules: [{ cards: [{ contentType: "question", allottedFinstars: 10 }, { contentType: "question" }] }],
    });

  it("records the first answer checked: the key comes with it, and the right answer is no longer paid", async () => {
    const course = await questionCourse();
    const learner = await buildUser(ctx.app);
    const peek = await check(course, 0, 0, "₹1 lakh", learner);
    expect(peek.statusCode).toBe(200);
    expect(peek.json()).toEqual({
      is_correct: false,
      correct_answer: "₹5 lakh",
      explanation: "DICGC insures up to ₹5 lakh per depositor per bank.",
      explanation_html: '<p class="leading-relaxed">DICGC insures up to ₹5 lakh per depositor per bank.</p>',
    });
    // Knowing the key now, the learner answers right: refused, and nothing is paid.
    const paid = await complete(course, 0, 0, learner, { userAnswer: "₹5 lakh" });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe(learningMessages.alreadyAnswered);
    const checkedAgain = await check(course, 0, 0, "₹5 lakh", learner);
    expect(checkedAgain.statusCode).toBe(409);
    expect(checkedAgain.json().message).toBe(learningMessages.alreadyAnswered);
    expect(await stars(learner)).toBe(0);
    expect(await progressRows(learner)).toMatchObject([{ userAnswer: "₹1 lakh" }]);
    // The same answer again is the answer already given: its verdict, nothing more.
    expect((await check(course, 0, 0, "₹1 lakh", learner)).json()).toMatchObject({ is_correct: false });
    // The card is answered, as if by updateCard: the next card opens, the viewer shows the answer.
    const viewed = (await view(cardUrl(course, 0, 0), learner)).json();
    expect(viewed).toMatchObject({
      status: "completed",
      userAnswer: "₹1 lakh",
      correct_answer: "₹5 lakh",
      explanation_html: '<p class="leading-relaxed">DICGC insures up to ₹5 lakh per depositor per bank.</p>',
    });
    expect(viewed.content_html).toMatch(/^<p class="leading-relaxed">/);
  });

  it("pays a right first answer once, whether it came through /check or updateCard", async () => {
    const course = await questionCourse();
    const learner = await buildUser(ctx.app);
    expect((await check(course, 0, 0, "₹5 lakh", learner)).json()).toMatchObject({ is_correct: true });
    expect((await complete(course, 0, 0, learner, { userAnswer: "₹5 lakh" })).json()).toMatchObject({
      is_correct: true,
      awarded_finstars: 0,
    });
    expect((await check(course, 0, 0, "₹5 lakh", learner)).statusCode).toBe(200);
    expect(await stars(learner)).toBe(10);
  });

  it("keeps the locks, refuses non-questions and bad answers, and writes nothing then", async () => {
    const course = await questionCourse();
    const learner = await buildUser(ctx.app);
    const locked = await check(course, 0, 1, "₹5 lakh", learner);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(learningMessages.cardLocked);
    const invented = await check(course, 0, 0, "₹50 lakh", learner);
    expect(invented.statusCode).toBe(400);
    expect(invented.json().message).toBe(learningMessages.answerNotAnOption);
    const text = await buildCourse(ctx.app, { modules: [{ cards: [{}] }] });
    expect((await check(text, 0, 0, "x", learner)).statusCode).toBe(400);
    expect(await progressRows(learner)).toEqual([]);
    // A visitor may still look at a card a learner's lock would hide: their progress is local.
    expect((await check(course, 0, 1, "₹5 lakh")).json()).toMatchObject({ correct_answer: "₹5 lakh" });
  });

  it("records the answer for the learner who checked it only", async () => {
    const course = await questionCourse();
    const a = await buildUser(ctx.app);
    const b = await buildUser(ctx.app);
    expect((await check(course, 0, 0, "₹1 lakh", a)).json()).toMatchObject({ is_correct: false });
    // B has answered nothing: B's own first answer is B's, and right.
    expect((await view(cardUrl(course, 0, 0), b)).json()).toMatchObject({
      status: "incomplete",
      userAnswer: null,
    });
    expect((await check(course, 0, 0, "₹5 lakh", b)).json()).toMatchObject({ is_correct: true });
    expect(await stars(b)).toBe(10);
    expect(await stars(a)).toBe(0);
    expect(await progressRows(a)).toMatchObject([{ userAnswer: "₹1 lakh" }]);
    expect(await progressRows(b)).toMatchObject([{ userAnswer: "₹5 lakh" }]);
    // A's answered card opens A's next card, not B's... and B's answer opened B's.
    expect((await view(cardUrl(course, 0, 1), a)).statusCode).toBe(200);
    expect((await view(cardUrl(course, 0, 1), b)).statusCode).toBe(200);
    const c = await buildUser(ctx.app);
    expect((await view(cardUrl(course, 0, 1), c)).statusCode).toBe(409);
  });
});
