import { REVIEW_DAILY_FINSTARS_CAP, REVIEW_DAILY_LIMIT } from "@arthshala/contracts/review-rules";
import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "../../../test/clock.js";
import {
  type BuiltCourse,
  buildCourse,
  buildUser,
  type CardSpec,
  completeCard,
  type TestUser,
} from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { contentTranslations, finstarLedger, reviewItems, streakDays } from "../../platform/db/schema.js";

let ctx: TestContext;
const clock = new TestClock("2026-11-02T10:00:00+05:30");

const RIGHT = "₹5 lakh";
const WRONG = "₹1 lakh";
const question = (title: string, extra: CardSpec = {}): CardSpec => ({
  title,
  contentType: "question",
  contentText: `**${title}**: how much does DICGC insure per depositor per bank?`,
  ...extra,
});

/** A module of `n` questions (after one text card), so a learner can miss many. */
const quizCourse = (n: number, extra: CardSpec = {}) =>
  buildCourse(ctx.app, {
    title: "Banking basics",
    modules: [
      {
        title: "Deposits",
        cards: [{ title: "Intro" }, ...Array.from({ length: n }, (_, i) => question(`Q${i + 1}`, extra))],
      },
    ],
  });

beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
});
afterAll(async () => {
  await ctx.close();
});

const at = (iso: string) => clock.set(iso);
const deck = (user: TestUser, headers: Record<string, string> = {}) =>
  call(ctx.app, "GET", "/api/review/deck", { cookie: user.cookie, headers });
const deckJson = async (user: TestUser) => {
  const res = await deck(user);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const review = (user: TestUser, cardId: number | string, userAnswer: unknown) =>
  call(ctx.app, "POST", `/api/review/card/${cardId}`, { cookie: user.cookie, body: { userAnswer } });
const cardId = (course: BuiltCourse, i: number) => course.modules[0]!.cardIds[i]!;

/** Completes the intro card, then answers questions 1..answers.length in order. */
async function learn(user: TestUser, course: BuiltCourse, answers: string[]) {
  expect((await completeCard(ctx.app, user, course, 0, 0)).statusCode).toBe(200);
  for (const [i, answer] of answers.entries()) {
    const res = await completeCard(ctx.app, user, course, 0, i + 1, answer);
    expect(res.statusCode, res.body).toBe(200);
  }
}

const itemOf = async (user: TestUser, card: number) =>
  (
    await ctx.app.db
      .select()
      .from(reviewItems)
      .where(and(eq(reviewItems.userId, user.id), eq(reviewItems.cardId, card)))
  )[0];

const reviewStars = async (user: TestUser) => {
  const [row] = await ctx.app.db
    .select({ sum: sql<number>`coalesce(sum(${finstarLedger.change}), 0)::int` })
    .from(finstarLedger)
    .where(and(eq(finstarLedger.userId, user.id), like(finstarLedger.sourceKey, "review:%")));
  return row!.sum;
};

describe("entering the deck", () => {
  it("a wrong first answer comes back the next India day, not today; a right one never", async () => {
    const course = await quizCourse(2);
    const user = await buildUser(ctx.app);
    at("2026-11-02T23:30:00+05:30");
    await learn(user, course, [WRONG, RIGHT]);
    const item = await itemOf(user, cardId(course, 1));
    expect(item?.due.toISOString()).toBe(new Date("2026-11-03T00:00:00+05:30").toISOString());
    expect(await itemOf(user, cardId(course, 2))).toBeUndefined();

    at("2026-11-02T23:59:30+05:30");
    expect((await deckJson(user)).cards).toEqual([]);

    at("2026-11-03T00:00:30+05:30"); // 18:30 UTC on the 2nd: the India day decides
    const today = await deckJson(user);
    expect(today).toMatchObject({ due_count: 1, reviewed_today: 0, paid_today: 0, daily_cap: 5 });
    expect(today.cards).toHaveLength(1);
    const card = today.cards[0];
    expect(card).toMatchObject({
      card_id: cardId(course, 1),
      course_id: course.id,
      module_id: course.modules[0]!.id,
      course_title: "Banking basics",
      module_title: "Deposits",
      title: "Q1",
      question_type: "mcq_single",
      options: ["₹1 lakh", "₹5 lakh", "₹10 lakh"],
      due_day: "2026-11-03",
      language: "en",
    });
    expect(card.content_html).toMatch(/<strong[^>]*>Q1<\/strong>/);
    // The answer is never in the deck.
    expect(JSON.stringify(today)).not.toContain("DICGC insures");
    expect(card).not.toHaveProperty("correct_answer");
    expect(card).not.toHaveProperty("explanation");

    at("2026-11-20T09:00:00+05:30");
    expect((await deckJson(user)).cards.map((c: { card_id: number }) => c.card_id)).toEqual([
      cardId(course, 1),
    ]);
  });

  it("questions without a right answer never enter, and repeating a missed answer adds nothing", async () => {
    const course = await buildCourse(ctx.app, {
      modules: [
        {
          cards: [
            question("Unkeyed", { correctAnswer: null }),
            question("Opinion", { questionType: "subjective", correctAnswer: null, options: [] }),
            question("Keyed"),
          ],
        },
      ],
    });
    const user = await buildUser(ctx.app);
    at("2026-11-04T10:00:00+05:30");
    expect((await completeCard(ctx.app, user, course, 0, 0, WRONG)).statusCode).toBe(200);
    expect((await completeCard(ctx.app, user, course, 0, 1, "I would save first.")).statusCode).toBe(200);
    expect((await completeCard(ctx.app, user, course, 0, 2, WRONG)).statusCode).toBe(200);
    expect((await completeCard(ctx.app, user, course, 0, 2, WRONG)).json().awarded_finstars).toBe(0);
    const rows = await ctx.app.db.select().from(reviewItems).where(eq(reviewItems.userId, user.id));
    expect(rows.map((r) => r.cardId)).toEqual([course.modules[0]!.cardIds[2]]);
  });

  it("a wrong answer through /check enters the deck too", async () => {
    const course = await quizCourse(1);
    const user = await buildUser(ctx.app);
    at("2026-11-04T10:00:00+05:30");
    expect((await completeCard(ctx.app, user, course, 0, 0)).statusCode).toBe(200);
    const m = course.modules[0]!;
    const res = await call(
      ctx.app,
      "POST",
      `/api/courses/course/${course.id}/module/${m.id}/card/${m.cardIds[1]}/check`,
      {
        cookie: user.cookie,
        body: { userAnswer: WRONG },
      },
    );
    expect(res.json().is_correct).toBe(false);
    expect(await itemOf(user, cardId(course, 1))).toBeDefined();
  });
});

describe("reviewing", () => {
  it("judges, pays 1 FinStar for a right answer, and spaces the next reviews further after each Good", async () => {
    const course = await quizCourse(1);
    const user = await buildUser(ctx.app);
    at("2026-11-05T10:00:00+05:30");
    await learn(user, course, [WRONG]);
    const id = cardId(course, 1);

    at("2026-11-06T08:00:00+05:30");
    const first = await review(user, id, RIGHT);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers["cache-control"]).toBe("private, no-store");
    expect(first.json()).toEqual({
      is_correct: true,
      correct_answer: RIGHT,
      explanation_html: expect.stringContaining("DICGC insures"),
      awarded_finstars: 1,
      next_due: expect.any(String),
      replay: false,
    });
    const due1 = first.json().next_due as string;
    const gap1 = daysBetween("2026-11-06", due1);
    expect(gap1).toBeGreaterThan(1);
    expect((await deckJson(user)).cards).toEqual([]);

    // Not due until its day: the evening before it is still away.
    at(`${addDay(due1, -1)}T23:59:00+05:30`);
    expect((await deckJson(user)).cards).toEqual([]);
    expect((await review(user, id, RIGHT)).statusCode).toBe(409);

    at(`${due1}T07:00:00+05:30`);
    expect((await deckJson(user)).cards).toHaveLength(1);
    const second = (await review(user, id, RIGHT)).json();
    const gap2 = daysBetween(due1, second.next_due);
    expect(gap2).toBeGreaterThan(gap1);

    // Wrong (Again): back sooner than the last interval, and the item counts a lapse.
    at(`${second.next_due}T07:00:00+05:30`);
    const before = await itemOf(user, id);
    const missed = (await review(user, id, WRONG)).json();
    expect(missed).toMatchObject({ is_correct: false, correct_answer: RIGHT, awarded_finstars: 0 });
    expect(daysBetween(second.next_due, missed.next_due)).toBeLessThan(gap2);
    const after = await itemOf(user, id);
    expect(after!.lapses).toBe(before!.lapses + 1);
    expect(after!.reps).toBe(before!.reps + 1);
    expect(after!.due.toISOString()).toBe(new Date(`${missed.next_due}T00:00:00+05:30`).toISOString());
    expect(await reviewStars(user)).toBe(2);
  });

  it("a card just missed is not due the same day: 409", async () => {
    const course = await quizCourse(1);
    const user = await buildUser(ctx.app);
    at("2026-11-07T10:00:00+05:30");
    await learn(user, course, [WRONG]);
    const res = await review(user, cardId(course, 1), RIGHT);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("This card is not due for review yet.");
  });

  it(`offers at most ${REVIEW_DAILY_LIMIT} cards a day and pays at most ${REVIEW_DAILY_FINSTARS_CAP} FinStars a day`, async () => {
    const course = await quizCourse(8);
    const user = await buildUser(ctx.app);
    at("2026-11-08T10:00:00+05:30");
    await learn(user, course, Array(8).fill(WRONG));

    at("2026-11-09T10:00:00+05:30");
    const start = await deckJson(user);
    expect(start.cards).toHaveLength(REVIEW_DAILY_LIMIT);
    expect(start.due_count).toBe(8);
    // Oldest due first; all entered the same day, so card order.
    expect(start.cards.map((c: { card_id: number }) => c.card_id)).toEqual(
      course.modules[0]!.cardIds.slice(1, 1 + REVIEW_DAILY_LIMIT),
    );
    for (const [i, card] of start.cards.entries()) {
      const res = await review(user, card.card_id, RIGHT);
      expect(res.json().awarded_finstars).toBe(1);
      const now = await deckJson(user);
      expect(now.cards).toHaveLength(REVIEW_DAILY_LIMIT - i - 1);
      expect(now.reviewed_today).toBe(i + 1);
    }
    const done = await deckJson(user);
    expect(done).toMatchObject({ cards: [], due_count: 3, reviewed_today: 5, paid_today: 5 });

    // A due card answered past the day's limit is refused (see "the day's limit holds for answers").
    const extra = cardId(course, 6);
    expect((await review(user, extra, RIGHT)).statusCode).toBe(429);
    expect((await itemOf(user, extra))!.reps).toBe(1);
    expect(await reviewStars(user)).toBe(REVIEW_DAILY_FINSTARS_CAP);

    // A new India day: a new allowance.
    at("2026-11-10T10:00:00+05:30");
    const next = await deckJson(user);
    expect(next).toMatchObject({ due_count: 3, reviewed_today: 0, paid_today: 0 });
    expect((await review(user, next.cards[0].card_id, RIGHT)).json().awarded_finstars).toBe(1);
  });

  it("a replayed review is judged again but pays once and moves the schedule once", async () => {
    const course = await quizCourse(2);
    const user = await buildUser(ctx.app);
    at("2026-11-11T10:00:00+05:30");
    await learn(user, course, [WRONG, WRONG]);
    const [a, b] = [cardId(course, 1), cardId(course, 2)];

    at("2026-11-12T10:00:00+05:30");
    const first = (await review(user, a, RIGHT)).json();
    const moved = await itemOf(user, a);
    const again = await review(user, a, RIGHT);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...first, awarded_finstars: 0, replay: true });
    const wrongReplay = (await review(user, a, WRONG)).json();
    expect(wrongReplay).toMatchObject({ is_correct: false, awarded_finstars: 0, replay: true });
    expect(await itemOf(user, a)).toEqual(moved);

    // Two copies of one review racing (a lost response retried, a second tab): one pays.
    const raced = await Promise.all([review(user, b, RIGHT), review(user, b, RIGHT)]);
    expect(raced.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(raced.map((r) => r.json().awarded_finstars).sort()).toEqual([0, 1]);
    expect((await itemOf(user, b))!.reps).toBe(2);
    expect(await reviewStars(user)).toBe(2);
  });

  it("counts the day for the streak", async () => {
    const course = await quizCourse(1);
    const user = await buildUser(ctx.app);
    at("2026-11-13T10:00:00+05:30");
    await learn(user, course, [WRONG]);
    at("2026-11-14T10:00:00+05:30");
    expect((await review(user, cardId(course, 1), WRONG)).statusCode).toBe(200);
    const days = await ctx.app.db.select().from(streakDays).where(eq(streakDays.userId, user.id));
    expect(days.map((d) => d.day).sort()).toEqual(["2026-11-13", "2026-11-14"]);
    const home = await call(ctx.app, "POST", "/api/home/getdata", { cookie: user.cookie, body: {} });
    expect(home.json().userData.streak_count).toBe(2);
  });

  it("shows and judges the card in Hindi where it is translated, checking the English answer", async () => {
    const course = await quizCourse(1);
    const id = cardId(course, 1);
    await ctx.app.db.insert(contentTranslations).values({
      entity: "card",
      entityId: id,
      locale: "hi",
      fields: {
        title: "सवाल 1",
        content_text: "DICGC हर बैंक में हर जमाकर्ता का कितना बीमा करता है?",
        options: ["₹1 लाख", "₹5 लाख", "₹10 लाख"],
        explanation: "DICGC हर बैंक में ₹5 लाख तक का बीमा करता है।",
      },
    });
    await ctx.app.contentChanges.announce(ctx.app.db);
    const user = await buildUser(ctx.app);
    at("2026-11-15T10:00:00+05:30");
    await learn(user, course, [WRONG]);
    at("2026-11-16T10:00:00+05:30");
    const hi = (await deck(user, { "accept-language": "hi" })).json();
    expect(hi.cards[0]).toMatchObject({
      language: "hi",
      title: "सवाल 1",
      options: ["₹1 लाख", "₹5 लाख", "₹10 लाख"],
    });
    const res = await call(ctx.app, "POST", `/api/review/card/${id}`, {
      cookie: user.cookie,
      headers: { "accept-language": "hi" },
      body: { userAnswer: "₹5 लाख" },
    });
    expect(res.json()).toMatchObject({
      is_correct: true,
      correct_answer: "₹5 लाख",
      explanation_html: expect.stringContaining("₹5 लाख तक"),
    });
  });
});

describe("the day's limit holds for answers", () => {
  const DAILY_LIMIT_MESSAGE = `You have reviewed ${REVIEW_DAILY_LIMIT} questions today, the most for one day. The rest come back tomorrow.`;

  it(`refuses a ${REVIEW_DAILY_LIMIT + 1}th card in one India day: nothing moves, nothing pays; a replay still answers`, async () => {
    const course = await quizCourse(REVIEW_DAILY_LIMIT + 3);
    const user = await buildUser(ctx.app);
    at("2026-12-01T10:00:00+05:30");
    await learn(user, course, Array(REVIEW_DAILY_LIMIT + 3).fill(WRONG));
    const ids = course.modules[0]!.cardIds.slice(1);

    // Late on the India day after: the limit's worth of answers, by id (no deck read needed).
    at("2026-12-02T23:50:00+05:30");
    for (const id of ids.slice(0, REVIEW_DAILY_LIMIT)) {
      const res = await review(user, id, RIGHT);
      expect(res.statusCode, res.body).toBe(200);
    }
    const extra = ids[REVIEW_DAILY_LIMIT]!;
    const before = await itemOf(user, extra);
    const starsBefore = await reviewStars(user);

    for (const answer of [RIGHT, WRONG]) {
      const refused = await review(user, extra, answer);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: "Too Many Requests", message: DAILY_LIMIT_MESSAGE });
      // A refusal never gives the answer away.
      expect(refused.body).not.toContain(RIGHT);
    }
    const hindi = await call(ctx.app, "POST", `/api/review/card/${extra}`, {
      cookie: user.cookie,
      headers: { "accept-language": "hi" },
      body: { userAnswer: RIGHT },
    });
    expect(hindi.statusCode).toBe(429);
    expect(hindi.json().message).toBe(
      `आज आप ${REVIEW_DAILY_LIMIT} सवाल दोहरा चुके हैं, जो एक दिन में सबसे ज़्यादा है। बाकी सवाल कल फिर आएँगे।`,
    );
    expect(await itemOf(user, extra)).toEqual(before);
    expect(await reviewStars(user)).toBe(starsBefore);

    // A card already answered today answers as before: judged again, a replay, nothing new.
    const replay = await review(user, ids[0]!, RIGHT);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ is_correct: true, awarded_finstars: 0, replay: true });

    // Still the same India day a second before midnight (18:29:59 UTC).
    at("2026-12-02T23:59:59+05:30");
    expect((await review(user, extra, RIGHT)).statusCode).toBe(429);
    expect(await deckJson(user)).toMatchObject({ cards: [], reviewed_today: REVIEW_DAILY_LIMIT });

    // 00:00:30 in India is still 2 December in UTC: the India day decides, and a new allowance starts.
    at("2026-12-03T00:00:30+05:30");
    const next = await review(user, extra, RIGHT);
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json()).toMatchObject({ is_correct: true, awarded_finstars: 1, replay: false });
    expect((await itemOf(user, extra))!.reps).toBe(before!.reps + 1);
  });

  it("answers sent at once cannot pass the limit together", async () => {
    const course = await quizCourse(REVIEW_DAILY_LIMIT + 2);
    const user = await buildUser(ctx.app);
    at("2026-12-05T10:00:00+05:30");
    await learn(user, course, Array(REVIEW_DAILY_LIMIT + 2).fill(WRONG));
    const ids = course.modules[0]!.cardIds.slice(1);
    at("2026-12-06T10:00:00+05:30");
    for (const id of ids.slice(0, REVIEW_DAILY_LIMIT - 1))
      expect((await review(user, id, RIGHT)).statusCode).toBe(200);
    const raced = await Promise.all(ids.slice(REVIEW_DAILY_LIMIT - 1).map((id) => review(user, id, RIGHT)));
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 429, 429]);
    expect((await deckJson(user)).reviewed_today).toBe(REVIEW_DAILY_LIMIT);
  });
});

describe("whose deck", () => {
  it("one learner can neither see nor answer another's cards, and the owner's schedule is unchanged", async () => {
    const course = await quizCourse(1);
    const [asha, ravi] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    at("2026-11-17T10:00:00+05:30");
    await learn(asha, course, [WRONG]);
    const id = cardId(course, 1);
    const before = await itemOf(asha, id);

    at("2026-11-18T10:00:00+05:30");
    expect((await deckJson(ravi)).cards).toEqual([]);
    for (const answer of [RIGHT, WRONG]) {
      const res = await review(ravi, id, answer);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("This card is not in your review deck.");
    }
    expect(await itemOf(asha, id)).toEqual(before);
    expect(await itemOf(ravi, id)).toBeUndefined();
    expect(await reviewStars(ravi)).toBe(0);
    expect((await deckJson(asha)).cards).toHaveLength(1);
  });

  it("visitors get 401; a deleted card leaves the deck", async () => {
    expect((await call(ctx.app, "GET", "/api/review/deck")).statusCode).toBe(401);
    expect(
      (await call(ctx.app, "POST", "/api/review/card/1", { body: { userAnswer: RIGHT } })).statusCode,
    ).toBe(401);
    const course = await quizCourse(1);
    const user = await buildUser(ctx.app);
    at("2026-11-19T10:00:00+05:30");
    await learn(user, course, [WRONG]);
    at("2026-11-20T10:00:00+05:30");
    expect((await deckJson(user)).cards).toHaveLength(1);
    await ctx.app.db.execute(sql`update cards set deleted_at = now() where id = ${cardId(course, 1)}`);
    await ctx.app.contentChanges.announce(ctx.app.db);
    expect(await deckJson(user)).toMatchObject({ cards: [], due_count: 0 });
    expect((await review(user, cardId(course, 1), RIGHT)).statusCode).toBe(404);
  });
});

describe("bad input is a 400 with a message, never a 500", () => {
  let user: TestUser;
  let id: number;
  beforeAll(async () => {
    const course = await quizCourse(1);
    user = await buildUser(ctx.app);
    at("2026-11-21T10:00:00+05:30");
    await learn(user, course, [WRONG]);
    id = cardId(course, 1);
    at("2026-11-22T10:00:00+05:30");
  });

  it.each(["abc", "0x10", "0", "-1", "1.5", "%201", "99999999999"])("card id %s", async (bad) => {
    const res = await review(user, bad, RIGHT);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it.each([
    ["a NUL byte", "₹5 lakh\u0000"],
    ["a huge string", "x".repeat(100_000)],
    ["an empty answer", "   "],
    ["a number", 5],
    ["null", null],
    ["an answer that is not an option", "₹2 lakh"],
  ])("an answer with %s", async (_name, bad) => {
    const res = await review(user, id, bad);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it("no body at all, or extra query strings on the deck", async () => {
    const res = await call(ctx.app, "POST", `/api/review/card/${id}`, { cookie: user.cookie });
    expect(res.statusCode).toBe(400);
    expect(
      (await call(ctx.app, "GET", "/api/review/deck?limit=1000", { cookie: user.cookie })).statusCode,
    ).toBe(200);
    // None of that moved the card.
    expect((await itemOf(user, id))!.reps).toBe(1);
  });
});

function addDay(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
