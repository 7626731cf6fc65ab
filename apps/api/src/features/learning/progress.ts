import {
  isCorrectAnswer,
  learningMessages,
  progressPercent,
  splitAnswerList,
} from "@arthshala/contracts/learning-rules";
import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.js";
import { cardProgress, courseActivity } from "../../platform/db/schema.js";
import { AppError, badRequest, notFound } from "../../platform/http/errors.js";
import { awardFinStars, recordActiveDay, recordFinScore } from "../../platform/rewards/ledger.js";
import { type CourseOutline, isLocked, loadOutline, locate } from "./outline.js";
import { type CardRow, loadCard } from "./viewer.js";

export interface CompletionResult {
  outline: CourseOutline;
  card: CardRow;
  awarded: number;
  isCorrect: boolean | null;
  courseCompleted: boolean;
}

// FinScore steps from the spec's explainer: a card +5 (+10 for a right answer), a finished module +15.
const SCORE_CARD = 5;
const SCORE_CORRECT = 10;
const SCORE_MODULE = 15;

/**
 * Completes a card for a learner. Only the server decides: the card must be unlocked; question cards
 * need an answer that is one of their options; FinStars are paid once, for non-question cards and for
 * right answers only. Repeating changes nothing; a different answer later is refused.
 */
export async function completeCard(
  db: Db,
  userId: string,
  path: { courseId: number; moduleId: number; cardId: number },
  userAnswerRaw: string | null | undefined,
): Promise<CompletionResult> {
  const [outline, card] = await Promise.all([
    loadOutline(db, path.courseId, userId),
    loadCard(db, path.cardId),
  ]);
  const pos = outline && locate(outline, path.moduleId, path.cardId);
  if (!outline || !pos || !card) throw notFound("This card does not exist.");
  const isQuestion = card.contentType === "question";
  const userAnswer = isQuestion ? normaliseAnswer(card, userAnswerRaw) : null;

  if (pos.card.status === "completed") {
    if (isQuestion && userAnswer !== null && userAnswer !== pos.card.userAnswer) {
      throw new AppError(409, learningMessages.alreadyAnswered);
    }
    const isCorrect = isQuestion
      ? isCorrectAnswer(card.questionType, card.correctAnswer, pos.card.userAnswer ?? "")
      : null;
    return {
      outline,
      card,
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

  const written = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(cardProgress)
      .values({ userId, cardId: card.id, courseId: outline.course.id, userAnswer })
      .onConflictDoNothing()
      .returning({ cardId: cardProgress.cardId });
    if (inserted.length === 0) return null; // a concurrent call completed it first
    const paid = await awardFinStars(tx, userId, stars, `card:${card.id}`, `Completed "${card.title}"`);
    await recordFinScore(
      tx,
      userId,
      isCorrect === true ? SCORE_CORRECT : SCORE_CARD,
      `card:${card.id}`,
      isCorrect === true ? `Answered "${card.title}" correctly` : `Completed "${card.title}"`,
    );
    if (moduleWillBeDone) {
      await recordFinScore(
        tx,
        userId,
        SCORE_MODULE,
        `module:${pos.module.moduleId}`,
        `Finished the module "${pos.module.title}"`,
      );
    }
    await recordActiveDay(tx, userId);
    const now = new Date();
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
    return { paid };
  });

  // The new state follows from what was just written; only a lost race needs a fresh read.
  let after = outline;
  if (written) {
    pos.card.status = "completed";
    pos.card.userAnswer = userAnswer;
    outline.completedCards += 1;
    outline.progress = progressPercent(outline.completedCards, outline.totalCards);
  } else {
    after = (await loadOutline(db, path.courseId, userId))!;
  }
  return {
    outline: after,
    card,
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
