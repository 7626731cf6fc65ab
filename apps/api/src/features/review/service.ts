import { indiaDay } from "@arthshala/contracts/india-time";
import type { Locale } from "@arthshala/contracts/locales";
import type { ReviewAnswer, ReviewCard, ReviewDeck } from "@arthshala/contracts/review";
import {
  REVIEW_DAILY_FINSTARS_CAP,
  REVIEW_DAILY_LIMIT,
  REVIEW_FINSTARS,
  reviewMessages,
  reviewSourceKey,
} from "@arthshala/contracts/review-rules";
import { and, asc, eq, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.js";
import { cards, courses, modules, reviewItems, reviewLog } from "../../platform/db/schema.js";
import { AppError, notFound } from "../../platform/http/errors.js";
import type { CourseViewer } from "../../platform/institutions/course-visibility.js";
import { markdownHtmlOrNull } from "../../platform/markdown/index.js";
import { lockLearner, recordActiveDay } from "../../platform/rewards/activity.js";
import { recordAwards, type Tx } from "../../platform/rewards/ledger.js";
import { judgeAnswer, learnerOptions, toleranceOf } from "../learning/answer-key.js";
import type { CardRow, CourseContent, CourseContentStore } from "../learning/course-content.js";
import { mapAnswer } from "../learning/localize.js";
import { normaliseAnswer } from "../learning/progress.js";
import { ratingFor, reviewed } from "../learning/review-schedule.js";

/** A card can be reviewed while it is a live question with a right answer to check against. */
const reviewable = (card: CardRow | undefined): card is CardRow =>
  card !== undefined &&
  card.contentType === "question" &&
  card.questionType !== "subjective" &&
  Boolean(card.correctAnswer);

/** The learner's items (and only theirs) whose card, module and course are live, with where the card sits. */
function liveItems(db: Db | Tx, userId: string, where: SQL | undefined) {
  return db
    .select({
      cardId: reviewItems.cardId,
      due: reviewItems.due,
      courseId: modules.courseId,
      moduleId: cards.moduleId,
    })
    .from(reviewItems)
    .innerJoin(cards, and(eq(cards.id, reviewItems.cardId), isNull(cards.deletedAt)))
    .innerJoin(modules, and(eq(modules.id, cards.moduleId), isNull(modules.deletedAt)))
    .innerJoin(courses, and(eq(courses.id, modules.courseId), isNull(courses.deletedAt)))
    .where(and(eq(reviewItems.userId, userId), where))
    .$dynamic();
}

/** Today's (India day) reviews of the learner: how many, and the FinStars they paid. */
async function today(db: Db | Tx, userId: string, day: string): Promise<{ reviewed: number; paid: number }> {
  const [row] = await db
    .select({
      reviewed: sql<number>`count(*)::int`,
      paid: sql<number>`coalesce(sum(${reviewLog.paid}), 0)::int`,
    })
    .from(reviewLog)
    .where(and(eq(reviewLog.userId, userId), eq(reviewLog.day, day)));
  return { reviewed: row?.reviewed ?? 0, paid: row?.paid ?? 0 };
}

function toReviewCard(content: CourseContent, moduleId: number, card: CardRow, due: Date): ReviewCard {
  const module = content.modules.find((m) => m.moduleId === moduleId);
  return {
    language: content.locale === "hi" && content.translated.cards.has(card.id) ? "hi" : "en",
    card_id: card.id,
    course_id: content.course.id,
    module_id: moduleId,
    course_title: content.course.title,
    module_title: module?.title ?? "",
    title: card.title,
    content_title: card.contentTitle,
    content_html: markdownHtmlOrNull(card.contentText, content.locale),
    image_url: card.imageUrl,
    question_type: card.questionType,
    options: learnerOptions(card),
    answer_unit: card.questionType === "numeric" ? card.answerUnit : null,
    tolerance: card.questionType === "numeric" ? toleranceOf(card) : null,
    due_day: indiaDay(due),
  };
}

/**
 * The learner's deck now: cards due (oldest due first), at most what is left of today's limit, each as
 * the viewer would show it in the learner's language, without its answer.
 */
export async function loadDeck(
  db: Db,
  store: CourseContentStore,
  viewer: CourseViewer,
  now: Date,
  locale: Locale,
): Promise<ReviewDeck> {
  const userId = viewer.userId!;
  const day = indiaDay(now);
  const [due, done] = await Promise.all([
    liveItems(db, userId, lte(reviewItems.due, now)).orderBy(asc(reviewItems.due), asc(reviewItems.cardId)),
    today(db, userId, day),
  ]);
  const ready: ReviewCard[] = [];
  for (const item of due) {
    // A course the learner can no longer see (they left its organisation's class) leaves the deck.
    const content = await store.courseFor(viewer, item.courseId, locale);
    const card = content?.cards.get(item.cardId);
    if (content && reviewable(content.source.get(item.cardId)) && card) {
      ready.push(toReviewCard(content, item.moduleId, card, item.due));
    }
  }
  const left = Math.max(0, REVIEW_DAILY_LIMIT - done.reviewed);
  return {
    cards: ready.slice(0, left),
    due_count: ready.length,
    reviewed_today: done.reviewed,
    paid_today: done.paid,
    daily_cap: REVIEW_DAILY_FINSTARS_CAP,
  };
}

/**
 * Judges a review answer and moves the card's schedule: right is Good, wrong is Again. The first review
 * of a card on an India day moves it, counts the day for the streak and, for a right answer, pays
 * REVIEW_FINSTARS while today's review pay is under the cap; a second one that day (a replay, a second
 * tab) is judged and changes nothing. A first answer once REVIEW_DAILY_LIMIT cards are done that day is
 * refused (429). The learner's row lock orders their reviews, so the limit and the cap hold.
 */
export async function answerReview(
  db: Db,
  store: CourseContentStore,
  viewer: CourseViewer,
  cardId: number,
  userAnswerRaw: string,
  now: Date,
  locale: Locale,
): Promise<ReviewAnswer> {
  const userId = viewer.userId!;
  const [item] = await liveItems(db, userId, eq(reviewItems.cardId, cardId));
  const content = item ? await store.courseFor(viewer, item.courseId, locale) : null;
  const source = content?.source.get(cardId);
  const shown = content?.cards.get(cardId);
  if (!item || !content || !shown || !reviewable(source)) throw notFound(reviewMessages.notInDeck);
  // The English card decides: an answer given in Hindi is its English option at the same place.
  const userAnswer = normaliseAnswer(
    source,
    mapAnswer(userAnswerRaw, shown.options, source.options, source.questionType),
  ) as string;
  const isCorrect = judgeAnswer(source, userAnswer) === true;
  const judged = {
    is_correct: isCorrect,
    correct_answer: shown.correctAnswer ?? source.correctAnswer ?? "",
    explanation_html: markdownHtmlOrNull(shown.explanation, content.locale),
  };
  const day = indiaDay(now);

  return db.transaction(async (tx) => {
    await lockLearner(tx, userId);
    const [already] = await tx
      .select({ nextDue: reviewLog.nextDue })
      .from(reviewLog)
      .where(and(eq(reviewLog.userId, userId), eq(reviewLog.cardId, cardId), eq(reviewLog.day, day)));
    if (already) return { ...judged, awarded_finstars: 0, next_due: already.nextDue, replay: true };
    // The day's limit holds for answers, not only for the deck: past it, nothing moves and nothing pays.
    if ((await today(tx, userId, day)).reviewed >= REVIEW_DAILY_LIMIT) {
      throw new AppError(429, reviewMessages.dailyLimit);
    }

    const [row] = await tx
      .select()
      .from(reviewItems)
      .where(and(eq(reviewItems.userId, userId), eq(reviewItems.cardId, cardId)));
    if (!row) throw notFound(reviewMessages.notInDeck);
    if (row.due.getTime() > now.getTime()) throw new AppError(409, reviewMessages.notDue);

    const { fields, dueDay } = reviewed(row, now, ratingFor(isCorrect));
    await tx
      .update(reviewItems)
      .set(fields)
      .where(and(eq(reviewItems.userId, userId), eq(reviewItems.cardId, cardId)));
    let paid = 0;
    if (isCorrect && (await today(tx, userId, day)).paid + REVIEW_FINSTARS <= REVIEW_DAILY_FINSTARS_CAP) {
      const awarded = await recordAwards(
        tx,
        userId,
        {
          stars: {
            amount: REVIEW_FINSTARS,
            sourceKey: reviewSourceKey(cardId, day),
            description: `Reviewed "${source.title}"`,
          },
        },
        now,
      );
      paid = awarded.stars;
    }
    await tx.insert(reviewLog).values({
      userId,
      cardId,
      day,
      userAnswer,
      isCorrect,
      rating: ratingFor(isCorrect),
      paid,
      nextDue: dueDay,
      reviewedAt: now,
    });
    await recordActiveDay(tx, userId, now);
    return { ...judged, awarded_finstars: paid, next_due: dueDay, replay: false };
  });
}
