import { cardFormMessages } from "@arthshala/contracts/card-form";
import { learningMessages } from "@arthshala/contracts/learning-rules";
import { stepsAnswer } from "@arthshala/contracts/question-kinds";
import { REVIEW_FINSTARS } from "@arthshala/contracts/review-rules";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "../../../test/clock.js";
import {
  type BuiltCourse,
  buildAdmin,
  buildCourse,
  buildUser,
  type CardSpec,
  cardUrl,
  type TestUser,
} from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { multipartBody } from "../../../test/multipart.js";
import { cardProgress, contentTranslations, reviewItems } from "../../platform/db/schema.js";
import { learnerCalls } from "./test/learner-calls.js";

/** Issue 42: true/false, numeric and put-in-order questions, authored, judged, paid once and reviewed. */

let ctx: TestContext;
let admin: TestUser;
const clock = new TestClock("2026-11-02T10:00:00+05:30");

beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
  admin = await buildAdmin(ctx.app);
});
afterAll(() => ctx.close());

const { view, complete, stars, progressRows } = learnerCalls(() => ctx);

const STEPS = ["Compare rates, then banks", "Open the FD", "Keep the receipt", "Note the maturity date"];
const KEY = stepsAnswer(STEPS);

const trueFalse: CardSpec = {
  contentType: "question",
  questionType: "true_false",
  title: "DICGC",
  contentText: "DICGC insures deposits up to ₹5 lakh per bank.",
  options: [],
  correctAnswer: "true",
  explanation: "Yes: ₹5 lakh per depositor per bank.",
  allottedFinstars: 10,
};
const numeric: CardSpec = {
  contentType: "question",
  questionType: "numeric",
  title: "Interest",
  contentText: "₹1,00,000 at 7% for a year earns how much?",
  options: [],
  correctAnswer: "7000",
  answerUnit: "rupees",
  toleranceHundredths: 1000,
  explanation: "1,00,000 × 7 / 100 = ₹7,000.",
  allottedFinstars: 10,
};
const order: CardSpec = {
  contentType: "question",
  questionType: "order",
  title: "Open an FD",
  contentText: "Put the steps in order.",
  options: STEPS,
  correctAnswer: KEY,
  explanation: "Compare first, keep the receipt, note the date.",
  allottedFinstars: 10,
};

/** One module: true/false, numeric, order (each unlocked by the one before). */
const kindsCourse = () => buildCourse(ctx.app, { modules: [{ cards: [trueFalse, numeric, order] }] });

const check = (course: BuiltCourse, c: number, userAnswer: string, user?: TestUser) =>
  call(ctx.app, "POST", cardUrl(course, 0, c, "/check"), { body: { userAnswer }, cookie: user?.cookie });

describe("authoring the new kinds (admin API, the same form as /teach)", () => {
  const add = (moduleId: number, fields: Record<string, string | number | boolean>) => {
    const form = multipartBody(fields);
    return call(ctx.app, "POST", `/api/cards/add/${moduleId}`, {
      body: form.body,
      headers: form.headers,
      cookie: admin.cookie,
    });
  };
  const question = { content_type: "question", content_text: "Ask", explanation: "Worked answer." };

  it("adds each kind with its key, unit, tolerance and steps, and lists them back", async () => {
    const course = await buildCourse(ctx.app, { modules: [{ cards: [] }] });
    const m = course.modules[0]!.id;
    const tf = await add(m, {
      ...question,
      title: "TF",
      question_type: "true_false",
      correct_answer: "false",
    });
    expect(tf.statusCode, tf.body).toBe(201);
    expect(tf.json()).toMatchObject({ question_type: "true_false", correct_answer: "false", options: [] });
    const num = await add(m, {
      ...question,
      title: "Num",
      question_type: "numeric",
      correct_answer: "₹1,20,000",
      answer_unit: "rupees",
      tolerance: "500.5",
      order_index: 1,
    });
    expect(num.statusCode, num.body).toBe(201);
    expect(num.json()).toMatchObject({ correct_answer: "120000", answer_unit: "rupees", tolerance: 500.5 });
    const ord = await add(m, {
      ...question,
      title: "Order",
      question_type: "order",
      steps: STEPS.join("\n"),
      order_index: 2,
    });
    expect(ord.statusCode, ord.body).toBe(201);
    expect(ord.json()).toMatchObject({
      options: STEPS,
      correct_answer: KEY,
      answer_unit: null,
      tolerance: null,
    });

    const listed = await call(ctx.app, "GET", `/api/cards/${m}/getall`, { cookie: admin.cookie });
    expect(listed.json().map((c: { question_type: string }) => c.question_type)).toEqual([
      "true_false",
      "numeric",
      "order",
    ]);

    // Editing an order question's steps moves its key with them.
    const edited = multipartBody({
      ...question,
      title: "Order",
      question_type: "order",
      steps: [...STEPS].reverse().join("\n"),
    });
    const put = await call(ctx.app, "PUT", `/api/cards/${ord.json().card_id}`, {
      body: edited.body,
      headers: edited.headers,
      cookie: admin.cookie,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().correct_answer).toBe(stepsAnswer([...STEPS].reverse()));
  });

  it("refuses incomplete cards with the field to fix", async () => {
    const course = await buildCourse(ctx.app, { modules: [{ cards: [] }] });
    const m = course.modules[0]!.id;
    const refused = async (fields: Record<string, string>, message: string) => {
      const res = await add(m, { ...question, title: "Q", ...fields });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    };
    await refused({ question_type: "true_false", correct_answer: "maybe" }, cardFormMessages.trueFalseAnswer);
    await refused(
      { question_type: "numeric", correct_answer: "lots", answer_unit: "rupees" },
      cardFormMessages.numericAnswer,
    );
    await refused({ question_type: "numeric", correct_answer: "5" }, cardFormMessages.unitRequired);
    await refused(
      { question_type: "numeric", correct_answer: "5", answer_unit: "percent", tolerance: "x" },
      cardFormMessages.toleranceInvalid,
    );
    await refused({ question_type: "numeric", correct_answer: "5", answer_unit: "yen" }, "answer_unit");
    await refused({ question_type: "order", steps: "One\nTwo" }, cardFormMessages.stepsTooFew);
    await refused({ question_type: "order", steps: "One\nTwo\nOne" }, cardFormMessages.stepsDuplicate);
    await refused(
      { question_type: "true_false", correct_answer: "true", explanation: "" },
      cardFormMessages.explanationRequired,
    );
    const learner = await buildUser(ctx.app);
    const form = multipartBody({
      ...question,
      title: "TF",
      question_type: "true_false",
      correct_answer: "true",
    });
    const notAdmin = await call(ctx.app, "POST", `/api/cards/add/${m}`, {
      body: form.body,
      headers: form.headers,
      cookie: learner.cookie,
    });
    expect(notAdmin.statusCode).toBe(403);
  });
});

describe("the lesson judges each kind on the server and pays once", () => {
  it("never sends an order question's steps in the right order, nor any key before answering", async () => {
    const course = await kindsCourse();
    const learner = await buildUser(ctx.app);
    for (const [c, user] of [
      [0, undefined],
      [2, undefined],
      [0, learner],
    ] as const) {
      const card = (await view(cardUrl(course, 0, c), user)).json();
      expect(card.correct_answer).toBeNull();
      expect(card.explanation).toBeNull();
    }
    const visitor = (await view(cardUrl(course, 0, 2))).json();
    expect([...visitor.options].sort()).toEqual([...STEPS].sort());
    expect(visitor.options).not.toEqual(STEPS);
    // The same shuffle every time.
    expect((await view(cardUrl(course, 0, 2))).json().options).toEqual(visitor.options);
    const num = (await view(cardUrl(course, 0, 1))).json();
    expect(num).toMatchObject({
      question_type: "numeric",
      answer_unit: "rupees",
      tolerance: 10,
      options: [],
    });
  });

  it("true/false: right pays the card's FinStars once; the client's claims change nothing", async () => {
    const course = await kindsCourse();
    const learner = await buildUser(ctx.app);
    const res = await complete(course, 0, 0, learner, {
      userAnswer: "true",
      finStars: 999,
      is_correct: false,
      awarded_finstars: 500,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      is_correct: true,
      awarded_finstars: 10,
      userAnswer: "true",
      correct_answer: "true",
      explanation: "Yes: ₹5 lakh per depositor per bank.",
    });
    expect(
      (await complete(course, 0, 0, learner, { userAnswer: "true", finStars: 50 })).json(),
    ).toMatchObject({
      awarded_finstars: 0,
      is_correct: true,
    });
    const changed = await complete(course, 0, 0, learner, { userAnswer: "false" });
    expect(changed.statusCode).toBe(409);
    expect(await stars(learner)).toBe(10);
  });

  it("numeric: reads what a person types and judges within the tolerance", async () => {
    const course = await kindsCourse();
    const learner = await buildUser(ctx.app);
    await complete(course, 0, 0, learner, { userAnswer: "false" });
    for (const typed of ["", "   ", "seven thousand", "7,0,00", "70.001", "1e4", `${"9".repeat(40)}`]) {
      const res = await complete(course, 0, 1, learner, { userAnswer: typed });
      expect(res.statusCode, typed).toBe(400);
    }
    expect((await complete(course, 0, 1, learner, { userAnswer: "lots" })).json().message).toBe(
      learningMessages.answerNotANumber,
    );
    expect((await complete(course, 0, 1, learner, { userAnswer: "7000.123" })).json().message).toBe(
      learningMessages.answerTooPrecise,
    );
    const hindi = await call(ctx.app, "POST", cardUrl(course, 0, 1, "/updateCard"), {
      body: { userAnswer: "सात" },
      cookie: learner.cookie,
      headers: { "accept-language": "hi" },
    });
    expect(hindi.json().message).toBe("कोई संख्या लिखें, जैसे 1200 या 1,20,000।");
    // Nothing was recorded by the refusals.
    expect((await progressRows(learner)).map((r) => r.cardId)).toEqual([course.modules[0]!.cardIds[0]]);

    const right = await complete(course, 0, 1, learner, { userAnswer: " ₹७,०१०.०० " });
    expect(right.json()).toMatchObject({
      is_correct: true,
      awarded_finstars: 10,
      userAnswer: "7010",
      correct_answer: "7000",
    });
    expect((await complete(course, 0, 1, learner, { userAnswer: "7,010" })).json().awarded_finstars).toBe(0);
    expect((await complete(course, 0, 1, learner, { userAnswer: "7000" })).statusCode).toBe(409);
    expect(await stars(learner)).toBe(10);
  });

  it("numeric: just past the tolerance is wrong, pays nothing and goes to the Review deck", async () => {
    const course = await kindsCourse();
    const learner = await buildUser(ctx.app);
    await complete(course, 0, 0, learner, { userAnswer: "true" });
    const wrong = await complete(course, 0, 1, learner, { userAnswer: "7010.01" });
    expect(wrong.json()).toMatchObject({ is_correct: false, awarded_finstars: 0, correct_answer: "7000" });
    const [item] = await ctx.app.db
      .select()
      .from(reviewItems)
      .where(and(eq(reviewItems.userId, learner.id), eq(reviewItems.cardId, course.modules[0]!.cardIds[1]!)));
    expect(item).toBeDefined();
  });

  it("order: refuses what is not the card's steps once each, then judges the order", async () => {
    const course = await kindsCourse();
    const learner = await buildUser(ctx.app);
    await complete(course, 0, 0, learner, { userAnswer: "true" });
    await complete(course, 0, 1, learner, { userAnswer: "7000" });
    const bad = [
      [STEPS.join(", "), learningMessages.answerOrderFormat],
      ["[", learningMessages.answerOrderFormat],
      ['{"0":"Open the FD"}', learningMessages.answerOrderFormat],
      [JSON.stringify([1, 2, 3, 4]), learningMessages.answerOrderFormat],
      [stepsAnswer(STEPS.slice(0, 3)), learningMessages.answerOrderSteps],
      [stepsAnswer([...STEPS, "Spend it"]), learningMessages.answerOrderSteps],
      [stepsAnswer([STEPS[0]!, STEPS[0]!, STEPS[1]!, STEPS[2]!]), learningMessages.answerOrderSteps],
      [
        stepsAnswer(["Open the FD", "Buy gold", "Keep the receipt", "Note the maturity date"]),
        learningMessages.answerOrderSteps,
      ],
    ] as const;
    for (const [answer, message] of bad) {
      const res = await complete(course, 0, 2, learner, { userAnswer: answer });
      expect(res.statusCode, answer).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const nul = await complete(course, 0, 2, learner, {
      userAnswer: stepsAnswer([`${STEPS[0]}\u0000`, ...STEPS.slice(1)]),
    });
    expect(nul.statusCode).toBe(400);
    const huge = await complete(course, 0, 2, learner, {
      userAnswer: stepsAnswer(STEPS.map((s) => s.repeat(100))),
    });
    expect(huge.statusCode).toBe(400);
    expect(await progressRows(learner)).toHaveLength(2);

    const wrongOrder = [STEPS[1]!, STEPS[0]!, STEPS[2]!, STEPS[3]!];
    const res = await complete(course, 0, 2, learner, { userAnswer: stepsAnswer(wrongOrder) });
    expect(res.json()).toMatchObject({
      is_correct: false,
      awarded_finstars: 0,
      userAnswer: stepsAnswer(wrongOrder),
      correct_answer: KEY,
      explanation: order.explanation,
    });
    // Once answered, the steps still come shuffled; the key says the right order.
    expect(res.json().options).not.toEqual(STEPS);
    expect(await stars(learner)).toBe(20);
  });

  it("a second learner's answers never touch the first's", async () => {
    const course = await kindsCourse();
    const [a, b] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    await complete(course, 0, 0, a, { userAnswer: "false" });
    expect((await complete(course, 0, 0, b, { userAnswer: "true" })).json().awarded_finstars).toBe(10);
    expect((await complete(course, 0, 1, b, { userAnswer: "7000" })).json().is_correct).toBe(true);
    // B's answers do not unlock, answer or pay A's cards.
    expect((await view(cardUrl(course, 0, 0), a)).json()).toMatchObject({
      userAnswer: "false",
      status: "completed",
    });
    expect((await complete(course, 0, 2, a, { userAnswer: KEY })).statusCode).toBe(409);
    expect(await stars(a)).toBe(0);
    expect((await progressRows(a)).map((r) => r.userAnswer)).toEqual(["false"]);
  });

  it("visitors' check judges without saving, and a signed-in check records like updateCard", async () => {
    const course = await kindsCourse();
    expect((await check(course, 1, "₹6,995")).json()).toMatchObject({
      is_correct: true,
      correct_answer: "7000",
    });
    expect((await check(course, 1, "nonsense")).statusCode).toBe(400);
    expect((await check(course, 2, KEY)).json()).toMatchObject({ is_correct: true, correct_answer: KEY });
    expect((await check(course, 0, "maybe")).statusCode).toBe(400);
    const learner = await buildUser(ctx.app);
    expect((await check(course, 0, "false", learner)).json()).toMatchObject({
      is_correct: false,
      correct_answer: "true",
    });
    expect((await progressRows(learner)).map((r) => r.userAnswer)).toEqual(["false"]);
    expect(await stars(learner)).toBe(0);
  });

  it("a Hindi learner orders the Hindi steps; the answer is stored and judged in English", async () => {
    const course = await kindsCourse();
    const id = course.modules[0]!.cardIds[2]!;
    const hiSteps = ["दरें और फिर बैंक देखें", "FD खोलें", "रसीद रखें", "मैच्योरिटी की तारीख लिखें"];
    await ctx.app.db.insert(contentTranslations).values({
      entity: "card",
      entityId: id,
      locale: "hi",
      fields: {
        title: "FD खोलना",
        content_text: "चरणों को क्रम में रखें।",
        options: hiSteps,
        explanation: "पहले तुलना।",
      },
    });
    await ctx.app.contentChanges.announce(ctx.app.db);
    const learner = await buildUser(ctx.app);
    await complete(course, 0, 0, learner, { userAnswer: "true" });
    await complete(course, 0, 1, learner, { userAnswer: "7000" });
    const hi = { "accept-language": "hi" };
    const shown = (
      await call(ctx.app, "POST", cardUrl(course, 0, 2), { body: {}, cookie: learner.cookie, headers: hi })
    ).json();
    expect([...shown.options].sort()).toEqual([...hiSteps].sort());
    expect(shown.options).not.toEqual(hiSteps);
    const res = await call(ctx.app, "POST", cardUrl(course, 0, 2, "/updateCard"), {
      body: { userAnswer: stepsAnswer(hiSteps) },
      cookie: learner.cookie,
      headers: hi,
    });
    expect(res.json()).toMatchObject({
      is_correct: true,
      awarded_finstars: 10,
      correct_answer: stepsAnswer(hiSteps),
    });
    const [row] = await ctx.app.db
      .select()
      .from(cardProgress)
      .where(and(eq(cardProgress.userId, learner.id), eq(cardProgress.cardId, id)));
    expect(row?.userAnswer).toBe(KEY);
  });
});

describe("the Review deck asks a missed question of each kind again", () => {
  it("shows it as the lesson does (steps shuffled, no key), judges it on the server and pays review stars", async () => {
    clock.set("2026-11-02T10:00:00+05:30");
    const course = await kindsCourse();
    const learner = await buildUser(ctx.app);
    await complete(course, 0, 0, learner, { userAnswer: "false" });
    await complete(course, 0, 1, learner, { userAnswer: "100" });
    await complete(course, 0, 2, learner, { userAnswer: stepsAnswer([...STEPS].reverse()) });
    clock.set("2026-11-03T09:00:00+05:30");
    const deck = (await call(ctx.app, "GET", "/api/review/deck", { cookie: learner.cookie })).json();
    const ids = course.modules[0]!.cardIds;
    const cards = deck.cards.filter((c: { card_id: number }) => ids.includes(c.card_id));
    expect(cards.map((c: { question_type: string }) => c.question_type)).toEqual([
      "true_false",
      "numeric",
      "order",
    ]);
    expect(cards[1]).toMatchObject({ answer_unit: "rupees", tolerance: 10, options: [] });
    expect(cards[2].options).not.toEqual(STEPS);
    expect(JSON.stringify(deck)).not.toContain(KEY);

    const review = (cardId: number, userAnswer: string) =>
      call(ctx.app, "POST", `/api/review/card/${cardId}`, { cookie: learner.cookie, body: { userAnswer } });
    expect((await review(ids[1]!, "not a number")).statusCode).toBe(400);
    expect((await review(ids[2]!, STEPS.join(","))).statusCode).toBe(400);
    expect((await review(ids[0]!, "true")).json()).toMatchObject({
      is_correct: true,
      correct_answer: "true",
      awarded_finstars: REVIEW_FINSTARS,
    });
    expect((await review(ids[1]!, "₹7,005")).json()).toMatchObject({
      is_correct: true,
      correct_answer: "7000",
    });
    const ordered = (await review(ids[2]!, stepsAnswer(STEPS.slice(1).concat(STEPS[0]!)))).json();
    expect(ordered).toMatchObject({ is_correct: false, correct_answer: KEY });
    // Another learner cannot review (or see) this learner's cards.
    const other = await buildUser(ctx.app);
    const theirs = await call(ctx.app, "POST", `/api/review/card/${ids[2]!}`, {
      cookie: other.cookie,
      body: { userAnswer: KEY },
    });
    expect(theirs.statusCode).toBe(404);
  });
});
