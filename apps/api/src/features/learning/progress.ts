import { finScoreEvents } from "@arthshala/contracts/finscore-rules";
import {
  isCorrectAnswer,
  learningMessages,
  progressPercent,
  splitAnswerList,
} from "@arthshala/contracts/learning-rules";
import type { Locale } from "@arthshala/contracts/locales";
import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.js";
import { cardProgress, courseActivity } from "../../platform/db/schema.js";
import { AppError, badRequest, notFound } from "../../platform/http/errors.js";
import { notify } from "../../platform/notifications/notify.js";
import { recordActiveDay } from "../../platform/rewards/activity.js";
import { recordAwards } from "../../platform/rewards/ledger.js";
import type { CardRow, CourseContentStore } from "./course-content.js";
import { mapAnswer } from "./localize.js";
import { type CourseOutline, isLocked, loadOutline, locate } from "./outline.js";

export interface CompletionResult {
  outline: CourseOutline;
  /** The card as shown to the learner (in their language). */
  card: CardRow;
  awarded: number;
  isCorrect: boolean | null;
  courseCompleted: boolean;
}

/**
 * Completes a card for a learner. Only the server decides: the card must be unlocked; question cards
 * need an answer that is one of their options; FinStars are paid once, for non-question cards and for
 * right answers only. Repeating changes nothing; a different answer later is refused. Rewards, the
 * streak, totals and notifications are written in the one transaction that records the completion.
 */
export async function completeCard(
  db: Db,
  store: CourseContentStore,
  userId: string,
  path: { courseId: number; moduleId: number; cardId: number },
  userAnswerRaw: string | null | undefined,
  now: Date,
  locale: Locale = "en",
): Promise<CompletionResult> {
  const outline = await loadOutline(db, store, path.courseId, userId, locale);
  const pos = outline && locate(outline, path.moduleId, path.cardId);
  const shown = outline?.content.cards.get(path.cardId);
  // The English card decides: an answer given in Hindi is its English option at the same place.
  const card = outline?.content.source.get(path.cardId);
  if (!outline || !pos || !card || !shown) throw notFound("This card does not exist.");
  const isQuestion = card.contentType === "question";
  const answered =
    userAnswerRaw && isQuestion
      ? mapAnswer(userAnswerRaw, shown.options, card.options, card.questionType)
      : userAnswerRaw;
  const userAnswer = isQuestion ? normaliseAnswer(card, answered) : null;

  if (pos.card.status === "completed") {
    if (isQuestion && userAnswer !== null && userAnswer !== pos.card.userAnswer) {
      throw new AppError(409, learningMessages.alreadyAnswered);
    }
    const isCorrect = isQuestion
      ? isCorrectAnswer(card.questionType, card.correctAnswer, pos.card.userAnswer ?? "")
      : null;
    return {
      outline,
      card: shown,
      awarded: 0,
      isCorrect,
      courseCompleted: outline.completedCards === outline.totalCards,
    };
  }
  if (isLocked(pos)) throw new AppError(409, learningMessages.cardLocked);
  if (isQuestion && userAnswer === null) throw badRequest(learningMessages.answerRequired);

  const isCorrect = isQuestion
    ? isCorrectAnswer(card.questionType, card.correctAnswer, userAnswer ?? "")
    : null;
  const stars = !isQuestion || isCorrect === true ? card.allottedFinstars : 0;
  const moduleWillBeDone = pos.module.cards.every((c) => c.cardId === card.id || c.status === "completed");
  const courseWillBeDone = outline.completedCards + 1 === outline.totalCards;
  const courseLink = `/courses/course/${outline.course.id}`;

  const written = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(cardProgress)
      .values({ userId, cardId: card.id, courseId: outline.course.id, userAnswer, completedAt: now })
      .onConflictDoNothing()
      .returning({ cardId: cardProgress.cardId });
    if (inserted.length === 0) return null; // a concurrent call completed it first
    const ref = { id: card.id, title: card.title };
    const scores = [
      isCorrect === true ? finScoreEvents.correctAnswer(ref) : finScoreEvents.cardCompleted(ref),
    ];
    if (moduleWillBeDone) {
      scores.push(finScoreEvents.moduleFinished({ id: pos.module.moduleId, title: pos.module.title }));
    }
    // The streak first: it locks the learner's totals row, so the awards below queue behind it.
    await recordActiveDay(tx, userId, now);
    const awarded = await recordAwards(
      tx,
      userId,
      {
        stars: { amount: stars, sourceKey: `card:${card.id}`, description: `Completed "${card.title}"` },
        scores,
      },
      now,
    );
    if (moduleWillBeDone) {
      await notify(
        tx,
        userId,
        {
          kind: "moduleCompleted",
          params: { module: pos.module.title, course: outline.course.title },
          link: courseLink,
          dedupeKey: `module:${pos.module.moduleId}`,
        },
        now,
      );
    }
    if (courseWillBeDone) {
      await notify(
        tx,
        userId,
        {
          kind: "courseCompleted",
          params: { course: outline.course.title },
          link: courseLink,
          dedupeKey: `course:${outline.course.id}`,
        },
        now,
      );
    }
    await tx
      .insert(courseActivity)
      .values({
        userId,
        courseId: outline.course.id,
        lastActiveAt: now,
        completedAt: courseWillBeDone ? now : null,
      })
      .onConflictDoUpdate({
        target: [courseActivity.userId, courseActivity.courseId],
        set: {
          lastActiveAt: now,
          completedAt: courseWillBeDone
            ? sql`coalesce(${courseActivity.completedAt}, ${now})`
            : courseActivity.completedAt,
        },
      });
    return { paid: awarded.stars };
  });

  // The new state follows from what was just written; only a lost race needs a fresh read.
  let after = outline;
  if (written) {
    pos.card.status = "completed";
    pos.card.userAnswer = userAnswer;
    outline.completedCards += 1;
    outline.progress = progressPercent(outline.completedCards, outline.totalCards);
  } else {
    after = (await loadOutline(db, store, path.courseId, userId, locale))!;
  }
  return {
    outline: after,
    card: shown,
    awarded: written?.paid ?? 0,
    isCorrect,
    courseCompleted: after.completedCards === after.totalCards,
  };
}

/** Checks an answer against the card's options; multiple choice answers come back in option order. */
export function normaliseAnswer(card: CardRow, raw: string | null | undefined): string | null {
  const answer = raw?.trim();
  if (!answer) return null;
  if (card.questionType === "subjective") return answer;
  if (card.questionType === "mcq_multiple") {
    const chosen = new Set(splitAnswerList(answer));
    if (chosen.size === 0 || [...chosen].some((a) => !card.options.includes(a))) {
      throw badRequest(learningMessages.answerNotAnOption);
    }
    return card.options.filter((o) => chosen.has(o)).join(", ");
  }
  if (!card.options.includes(answer)) throw badRequest(learningMessages.answerNotAnOption);
  return answer;
}
