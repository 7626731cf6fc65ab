import type { CheckAttempt, CheckResult, CourseChecks } from "@arthshala/contracts/course-checks";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type BuiltCourse,
  buildCourse,
  buildUser,
  type CardSpec,
  completeCard,
  type TestUser,
} from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { cardProgress, certificates, finstarLedger, reviewItems } from "../../platform/db/schema.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const RIGHT = "₹5 lakh";
const WRONG = "₹1 lakh";
const text: CardSpec = {};
const question = (title: string): CardSpec => ({ title, contentType: "question" });
/** A question about the learner: no right answer, so never asked in a check. */
const aboutYou: CardSpec = {
  contentType: "question",
  questionType: "subjective",
  correctAnswer: null,
  options: [],
};

/** Three modules: two with two questions each, the last with only a question about the learner. */
const threeModules = () =>
  buildCourse(ctx.app, {
    title: "Checks course",
    modules: [
      { title: "Known basics", cards: [text, question("Q1a"), text, question("Q1b")] },
      { title: "Harder part", cards: [text, question("Q2a"), question("Q2b")] },
      { title: "About you", cards: [text, aboutYou] },
    ],
  });

const base = (course: BuiltCourse) => `/api/courses/${course.id}`;
const checks = async (user: TestUser, course: BuiltCourse) => {
  const res = await call(ctx.app, "GET", `${base(course)}/checks`, { cookie: user.cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CourseChecks;
};
const start = (user: TestUser, course: BuiltCourse, kind: "placement" | "test") =>
  call(ctx.app, "POST", `${base(course)}/${kind}`, { cookie: user.cookie, body: {} });
const submit = (user: TestUser, course: BuiltCourse, attemptId: string, answers: unknown) =>
  call(ctx.app, "POST", `${base(course)}/checks/${attemptId}/submit`, {
    cookie: user.cookie,
    body: { answers },
  });
const stars = async (user: TestUser) =>
  (await ctx.app.db.select().from(finstarLedger).where(eq(finstarLedger.userId, user.id))).reduce(
    (n, r) => n + r.change,
    0,
  );
const doneCards = async (user: TestUser) =>
  (await ctx.app.db.select().from(cardProgress).where(eq(cardProgress.userId, user.id))).map((r) => r.cardId);

async function finishCourse(user: TestUser, course: BuiltCourse, specs: CardSpec[][]) {
  for (const [m, mod] of course.modules.entries()) {
    for (const c of mod.cardIds.keys()) {
      const spec = specs[m]![c]!;
      const answer =
        spec.contentType !== "question" ? undefined : spec.questionType === "subjective" ? "Saving" : RIGHT;
      const res = await completeCard(ctx.app, user, course, m, c, answer);
      expect(res.statusCode, res.body).toBe(200);
    }
  }
}

describe("the placement check", () => {
  it("asks each untouched module's questions, skips the modules answered right without FinStars, once", async () => {
    const course = await threeModules();
    const learner = await buildUser(ctx.app);
    const before = await checks(learner, course);
    expect(before.placement).toMatchObject({ available: true, taken: false, question_count: 4 });
    expect(before.test.available).toBe(false);

    const res = await start(learner, course, "placement");
    expect(res.statusCode, res.body).toBe(200);
    const attempt = res.json() as CheckAttempt;
    const [m1, m2] = course.modules;
    expect(attempt.questions.map((q) => q.card_id)).toEqual([
      m1!.cardIds[1],
      m1!.cardIds[3],
      m2!.cardIds[1],
      m2!.cardIds[2],
    ]);
    // Nothing in what the learner receives gives the answer away.
    expect(res.body).not.toContain("correct_answer");
    expect(res.body).not.toContain("DICGC");

    const answers = attempt.questions.map((q) => ({
      card_id: q.card_id,
      answer: q.card_id === m2!.cardIds[2] ? WRONG : RIGHT,
    }));
    const sent = await submit(learner, course, attempt.attempt_id, answers);
    expect(sent.statusCode, sent.body).toBe(200);
    const result = sent.json() as CheckResult;
    expect(result).toMatchObject({ kind: "placement", correct: 3, total: 4, passed: true });
    expect(result.skipped_modules).toEqual([{ module_id: m1!.id, title: "Known basics" }]);
    expect(result.results.find((r) => r.card_id === m2!.cardIds[2])).toMatchObject({
      is_correct: false,
      correct_answer: RIGHT,
    });

    expect((await doneCards(learner)).sort()).toEqual([...m1!.cardIds].sort());
    expect(await stars(learner)).toBe(0);
    const after = await checks(learner, course);
    expect(after.placement).toMatchObject({ available: false, taken: true });
    expect(after.placement.skipped_modules).toEqual([{ module_id: m1!.id, title: "Known basics" }]);

    // Once: the same answers again, or a second placement check, are refused.
    expect((await submit(learner, course, attempt.attempt_id, answers)).statusCode).toBe(409);
    expect((await start(learner, course, "placement")).statusCode).toBe(409);
  });

  it("leaves out a module the learner has begun, and has nothing to ask once every module is begun", async () => {
    const course = await threeModules();
    const learner = await buildUser(ctx.app);
    expect((await completeCard(ctx.app, learner, course, 0, 0)).statusCode).toBe(200);
    const attempt = (await start(learner, course, "placement")).json() as CheckAttempt;
    expect(attempt.questions.map((q) => q.module_id)).toEqual([course.modules[1]!.id, course.modules[1]!.id]);
    expect((await completeCard(ctx.app, learner, course, 1, 0)).statusCode).toBe(200);
    const none = await start(learner, course, "placement");
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe("There is nothing left in this course for a placement check to skip.");
  });

  it("undoes a skip: the module's completions go and it is learned like any other, with its FinStars", async () => {
    const course = await threeModules();
    const learner = await buildUser(ctx.app);
    const other = await buildUser(ctx.app);
    const attempt = (await start(learner, course, "placement")).json() as CheckAttempt;
    await submit(
      learner,
      course,
      attempt.attempt_id,
      attempt.questions.map((q) => ({ card_id: q.card_id, answer: RIGHT })),
    );
    const m1 = course.modules[0]!;
    const url = `${base(course)}/placement/modules/${m1.id}`;
    // Someone else can't undo it, nor can a visitor.
    expect((await call(ctx.app, "DELETE", url, { cookie: other.cookie })).statusCode).toBe(404);
    expect((await call(ctx.app, "DELETE", url)).statusCode).toBe(401);
    expect((await doneCards(learner)).length).toBe(m1.cardIds.length + course.modules[1]!.cardIds.length);

    expect((await call(ctx.app, "DELETE", url, { cookie: learner.cookie })).statusCode).toBe(204);
    expect(await doneCards(learner)).not.toContain(m1.cardIds[0]);
    expect((await checks(learner, course)).placement.skipped_modules.map((m) => m.module_id)).toEqual([
      course.modules[1]!.id,
    ]);
    expect((await call(ctx.app, "DELETE", url, { cookie: learner.cookie })).statusCode).toBe(404);
    expect((await completeCard(ctx.app, learner, course, 0, 0)).statusCode).toBe(200);
    expect(await stars(learner)).toBe(5);
  });
});

describe("the course test", () => {
  const specs: CardSpec[][] = [
    [text, question("Q1a"), text, question("Q1b")],
    [text, question("Q2a"), question("Q2b")],
    [text, aboutYou],
  ];

  it("opens when every module is done, and its pass (not the last card) gives the certificate", async () => {
    const course = await buildCourse(ctx.app, {
      title: "Tested course",
      modules: specs.map((cards, i) => ({ title: `Part ${i + 1}`, cards })),
    });
    const learner = await buildUser(ctx.app, { name: "Meera Das" });
    const early = await start(learner, course, "test");
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("Finish every module of this course first, then take the course test.");

    await finishCourse(learner, course, specs);
    const own = () => ctx.app.db.select().from(certificates).where(eq(certificates.userId, learner.id));
    expect(await own()).toEqual([]);
    expect((await checks(learner, course)).test).toMatchObject({
      available: true,
      question_count: 4,
      pass_mark: 3,
      passed: false,
      attempts: 0,
    });

    // A first try with two wrong: not passed, and the missed questions join the Review deck.
    const first = (await start(learner, course, "test")).json() as CheckAttempt;
    expect(first.questions).toHaveLength(4);
    expect(first.pass_mark).toBe(3);
    const missed = first.questions.slice(0, 2).map((q) => q.card_id);
    const failed = (
      await submit(
        learner,
        course,
        first.attempt_id,
        first.questions.map((q) => ({
          card_id: q.card_id,
          answer: missed.includes(q.card_id) ? WRONG : RIGHT,
        })),
      )
    ).json() as CheckResult;
    expect(failed).toMatchObject({
      kind: "test",
      correct: 2,
      total: 4,
      pass_mark: 3,
      passed: false,
      certificate_id: null,
    });
    expect(await own()).toEqual([]);
    const deck = await ctx.app.db
      .select({ cardId: reviewItems.cardId })
      .from(reviewItems)
      .where(and(eq(reviewItems.userId, learner.id)));
    expect(deck.map((d) => d.cardId)).toEqual(expect.arrayContaining(missed));

    const second = (await start(learner, course, "test")).json() as CheckAttempt;
    const passed = (
      await submit(
        learner,
        course,
        second.attempt_id,
        second.questions.map((q) => ({ card_id: q.card_id, answer: RIGHT })),
      )
    ).json() as CheckResult;
    expect(passed).toMatchObject({ correct: 4, total: 4, passed: true });
    const [certificate] = await own();
    expect(passed.certificate_id).toBe(certificate!.id);
    expect(certificate!.learnerName).toBe("Meera Das");
    expect((await checks(learner, course)).test).toMatchObject({
      passed: true,
      attempts: 2,
      best_correct: 4,
      certificate_id: certificate!.id,
    });
    // Passing again keeps the one certificate.
    const third = (await start(learner, course, "test")).json() as CheckAttempt;
    const again = (
      await submit(
        learner,
        course,
        third.attempt_id,
        third.questions.map((q) => ({ card_id: q.card_id, answer: RIGHT })),
      )
    ).json() as CheckResult;
    expect(again.certificate_id).toBe(certificate!.id);
    expect(await own()).toHaveLength(1);
  });

  it("asks at most ten questions, every module before any twice", async () => {
    const many = Array.from({ length: 6 }, (_, i) => question(`Q${i}`));
    const course = await buildCourse(ctx.app, {
      modules: [{ cards: many }, { cards: many }, { cards: [text] }],
    });
    const learner = await buildUser(ctx.app);
    for (const [m, mod] of course.modules.entries()) {
      for (const c of mod.cardIds.keys()) {
        await completeCard(ctx.app, learner, course, m, c, m < 2 ? RIGHT : undefined);
      }
    }
    const attempt = (await start(learner, course, "test")).json() as CheckAttempt;
    expect(attempt.questions).toHaveLength(10);
    expect(attempt.pass_mark).toBe(7);
    const perModule = (id: number) => attempt.questions.filter((q) => q.module_id === id).length;
    expect(perModule(course.modules[0]!.id)).toBe(5);
    expect(perModule(course.modules[1]!.id)).toBe(5);
    expect(new Set(attempt.questions.map((q) => q.card_id)).size).toBe(10);
  });

  it("gives the certificate on the last card when the course has no question to test", async () => {
    const course = await buildCourse(ctx.app, { modules: [{ cards: [text, text] }] });
    const learner = await buildUser(ctx.app);
    await completeCard(ctx.app, learner, course, 0, 0);
    await completeCard(ctx.app, learner, course, 0, 1);
    expect(
      await ctx.app.db.select().from(certificates).where(eq(certificates.userId, learner.id)),
    ).toHaveLength(1);
    expect((await checks(learner, course)).test).toMatchObject({ available: false, question_count: 0 });
    expect((await start(learner, course, "test")).statusCode).toBe(409);
  });
});

describe("who may, and what is refused", () => {
  it("keeps each learner's attempts their own and refuses bad answers with a clear 400", async () => {
    const course = await threeModules();
    const learner = await buildUser(ctx.app);
    const other = await buildUser(ctx.app);
    const attempt = (await start(learner, course, "placement")).json() as CheckAttempt;
    const good = attempt.questions.map((q) => ({ card_id: q.card_id, answer: RIGHT }));

    // Another learner: the attempt is not there for them (404), and nothing of the first learner's moves.
    expect((await submit(other, course, attempt.attempt_id, good)).statusCode).toBe(404);
    expect(await doneCards(learner)).toEqual([]);
    expect((await call(ctx.app, "GET", `${base(course)}/checks`)).statusCode).toBe(401);
    expect((await call(ctx.app, "POST", `${base(course)}/placement`, { body: {} })).statusCode).toBe(401);

    const bad: [unknown, string][] = [
      [good.slice(1), "Answer every question of this attempt, once each."],
      [[...good, good[0]], "Answer every question of this attempt, once each."],
      [
        good.map((a, i) => (i === 0 ? { ...a, card_id: 999999 } : a)),
        "Answer every question of this attempt, once each.",
      ],
      [
        good.map((a, i) => (i === 0 ? { ...a, answer: "₹7 lakh" } : a)),
        "That answer is not one of this question's options.",
      ],
      [
        good.map((a, i) => (i === 0 ? { ...a, answer: "₹5\u0000 lakh" } : a)),
        "An answer cannot contain a NUL character.",
      ],
      [good.map((a, i) => (i === 0 ? { ...a, answer: "x".repeat(2001) } : a)), ""],
      [[], ""],
      ["all right", ""],
    ];
    for (const [answers, message] of bad) {
      const res = await submit(learner, course, attempt.attempt_id, answers);
      expect(res.statusCode, JSON.stringify(answers).slice(0, 80)).toBe(400);
      if (message) expect(res.body).toContain(message);
    }
    expect(await doneCards(learner)).toEqual([]);

    const notUuid = await call(ctx.app, "POST", `${base(course)}/checks/not-a-uuid/submit`, {
      cookie: learner.cookie,
      body: { answers: good },
    });
    expect(notUuid.statusCode).toBe(400);
    expect(
      (await call(ctx.app, "GET", "/api/courses/999999/checks", { cookie: learner.cookie })).statusCode,
    ).toBe(404);
    // The bad tries used nothing up: the right answers still count.
    expect((await submit(learner, course, attempt.attempt_id, good)).statusCode).toBe(200);
  });
});

describe("with every question kind", () => {
  const STEPS = ["Compare rates", "Open the FD", "Keep the receipt"];
  const kinds: CardSpec[] = [
    {
      contentType: "question",
      questionType: "true_false",
      title: "True or false",
      options: [],
      correctAnswer: "true",
      explanation: "Yes.",
    },
    {
      contentType: "question",
      questionType: "numeric",
      title: "A sum",
      options: [],
      correctAnswer: "7000",
      answerUnit: "rupees",
      toleranceHundredths: 100,
      explanation: "1,00,000 × 7 / 100 = ₹7,000.",
    },
    {
      contentType: "question",
      questionType: "order",
      title: "In order",
      options: STEPS,
      correctAnswer: JSON.stringify(STEPS),
      explanation: "Compare first.",
    },
  ];

  it("judges true/false, numbers as typed and steps in order, and never sends the steps in order", async () => {
    const course = await buildCourse(ctx.app, { modules: [{ cards: [text, ...kinds] }, { cards: [text] }] });
    const learner = await buildUser(ctx.app);
    for (const c of course.modules[0]!.cardIds.keys()) {
      const spec = [text, ...kinds][c]!;
      const answer =
        spec.questionType === "true_false"
          ? "true"
          : spec.questionType === "numeric"
            ? "7000"
            : spec.questionType === "order"
              ? JSON.stringify(STEPS)
              : undefined;
      expect((await completeCard(ctx.app, learner, course, 0, c, answer)).statusCode).toBe(200);
    }
    expect((await completeCard(ctx.app, learner, course, 1, 0)).statusCode).toBe(200);
    const attempt = (await start(learner, course, "test")).json() as CheckAttempt;
    expect(attempt.questions).toHaveLength(3);
    const orderQuestion = attempt.questions.find((q) => q.question_type === "order")!;
    expect(orderQuestion.options).not.toEqual(STEPS);
    expect([...orderQuestion.options].sort()).toEqual([...STEPS].sort());
    expect(attempt.questions.find((q) => q.question_type === "numeric")).toMatchObject({
      answer_unit: "rupees",
      tolerance: 1,
    });

    const answerOf = (type: string | null, right: boolean) =>
      type === "true_false"
        ? right
          ? "True"
          : "false"
        : type === "numeric"
          ? right
            ? "₹7,000.50"
            : "₹7,002"
          : JSON.stringify(right ? STEPS : [...STEPS].reverse());
    const wrong = (
      await submit(
        learner,
        course,
        attempt.attempt_id,
        attempt.questions.map((q) => ({ card_id: q.card_id, answer: answerOf(q.question_type, false) })),
      )
    ).json() as CheckResult;
    expect(wrong).toMatchObject({ correct: 0, total: 3, passed: false });
    expect(wrong.results.find((r) => r.correct_answer?.startsWith("["))?.correct_answer).toBe(
      JSON.stringify(STEPS),
    );

    const again = (await start(learner, course, "test")).json() as CheckAttempt;
    const right = await submit(
      learner,
      course,
      again.attempt_id,
      again.questions.map((q) => ({ card_id: q.card_id, answer: answerOf(q.question_type, true) })),
    );
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({ correct: 3, total: 3, passed: true });

    // Not a number, or steps that are not this question's: a 400, and the attempt is still open.
    const third = (await start(learner, course, "test")).json() as CheckAttempt;
    for (const bad of ["seven thousand", JSON.stringify(["Compare rates", "Open the FD", "Sell it"])]) {
      const res = await submit(
        learner,
        course,
        third.attempt_id,
        third.questions.map((q) => ({
          card_id: q.card_id,
          answer:
            (bad.startsWith("[") && q.question_type === "order") ||
            (!bad.startsWith("[") && q.question_type === "numeric")
              ? bad
              : answerOf(q.question_type, true),
        })),
      );
      expect(res.statusCode, bad).toBe(400);
    }
  });
});
