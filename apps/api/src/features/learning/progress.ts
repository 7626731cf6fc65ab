import { finScoreEvents } from "@arthshala/contracts/finscore-rules";
import { learningMessages, splitAnswerList } from "@arthshala/contracts/learning-rules";
import type { Locale } from "@arthshala/contracts/locales";
import { isNewKind, storedAnswer } from "@arthshala/contracts/question-kinds";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.js";
import { cardProgress, courseActivity } from "../../platform/db/schema.js";
import { AppError, badRequest, notFound } from "../../platform/http/errors.js";
import { issueCertificate, passedCourseTest } from "../../platform/institutions/certificates.js";
import type { CourseViewer } from "../../platform/institutions/course-visibility.js";
import { notify } from "../../platform/notifications/notify.js";
import { lockLearner, recordActiveDay } from "../../platform/rewards/activity.js";
import { recordAwards } from "../../platform/rewards/ledger.js";
import { judgeAnswer } from "./answer-key.js";
import type { CardRow, CourseContentStore } from "./course-content.js";
import { testSize } from "./gradable.js";
import { mapAnswer } from "./localize.js";
import { type CourseOutline, isLocked, loadOutline, locate, outlineOf } from "./outline.js";
import { enterReviewDeck } from "./review-schedule.js";

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
  viewer: CourseViewer,
  path: { courseId: number; moduleId: number; cardId: number },
  userAnswerRaw: string | null | undefined,
  now: Date,
  locale: Locale = "en",
): Promise<CompletionResult> {
  const userId = viewer.userId!;
  // A course the learner may not see answers as a missing one (404) and pays nothing.
  const outline = await loadOutline(db, store, path.courseId, viewer, locale);
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
    const isCorrect = isQuestion ? judgeAnswer(card, pos.card.userAnswer ?? "") : null;
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

  const isCorrect = isQuestion ? judgeAnswer(card, userAnswer ?? "") : null;
  const stars = !isQuestion || isCorrect === true ? card.allottedFinstars : 0;
  const courseLink = `/courses/course/${outline.course.id}`;
  // Notifications keep English names (the stored text is English) and ids, by which a reader in
  // another language gets that language's titles; the outline is in the learner's language.
  const english =
    locale === "en" ? outline.content : ((await store.courseFor(viewer, path.courseId)) ?? outline.content);
  const moduleName =
    english.modules.find((m) => m.moduleId === pos.module.moduleId)?.title ?? pos.module.title;

  const written = await db.transaction(async (tx) => {
    // One learner's completions queue here, so each sees every card the ones before it completed: the
    // outline read above may already be out of date, and "module/course complete" is decided below.
    await lockLearner(tx, userId);
    const inserted = await tx
      .insert(cardProgress)
      .values({ userId, cardId: card.id, courseId: outline.course.id, userAnswer, completedAt: now })
      .onConflictDoNothing()
      .returning({ cardId: cardProgress.cardId });
    const done = await tx
      .select({ cardId: cardProgress.cardId, userAnswer: cardProgress.userAnswer })
      .from(cardProgress)
      .where(and(eq(cardProgress.userId, userId), eq(cardProgress.courseId, outline.course.id)));
    const seen = outlineOf(outline.content, done);
    if (inserted.length === 0) {
      // A concurrent call completed it first: as if this call came after it.
      const recorded = done.find((d) => d.cardId === card.id)?.userAnswer ?? null;
      if (isQuestion && userAnswer !== recorded) throw new AppError(409, learningMessages.alreadyAnswered);
      return { paid: 0, outline: seen };
    }
    const moduleDone = seen.modules
      .find((m) => m.moduleId === pos.module.moduleId)!
      .cards.every((c) => c.status === "completed");
    const courseDone = seen.completedCards === seen.totalCards;
    const ref = { id: card.id, title: card.title };
    const scores = [
      isCorrect === true ? finScoreEvents.correctAnswer(ref) : finScoreEvents.cardCompleted(ref),
    ];
    if (moduleDone) {
      scores.push(finScoreEvents.moduleFinished({ id: pos.module.moduleId, title: pos.module.title }));
    }
    await recordActiveDay(tx, userId, now);
    // A question missed the first time comes back in the learner's Review deck the next India day.
    if (isCorrect === false) await enterReviewDeck(tx, userId, card.id, now);
    const awarded = await recordAwards(
      tx,
      userId,
      {
        stars: { amount: stars, sourceKey: `card:${card.id}`, description: `Completed "${card.title}"` },
        scores,
      },
      now,
    );
    if (moduleDone) {
      await notify(
        tx,
        userId,
        {
          kind: "moduleCompleted",
          params: {
            module: moduleName,
            course: english.course.title,
            moduleId: pos.module.moduleId,
            courseId: outline.course.id,
          },
          link: courseLink,
          dedupeKey: `module:${pos.module.moduleId}`,
        },
        now,
      );
    }
    if (courseDone) {
      // The course's certificate, with the completion that earns it (once: a later card added to the
      // course and completed finds it there).
      // The certificate asks for a passed course test (issue 42), unless the course has no question to ask.
      if (testSize(outline.content) === 0 || (await passedCourseTest(tx, userId, outline.course.id))) {
        await issueCertificate(tx, userId, outline.course.id, now);
      }
      await notify(
        tx,
        userId,
        {
          kind: "courseCompleted",
          params: { course: english.course.title, courseId: outline.course.id },
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
        completedAt: courseDone ? now : null,
      })
      .onConflictDoUpdate({
        target: [courseActivity.userId, courseActivity.courseId],
        set: {
          lastActiveAt: now,
          completedAt: courseDone
            ? sql`coalesce(${courseActivity.completedAt}, ${now})`
            : courseActivity.completedAt,
        },
      });
    return { paid: awarded.stars, outline: seen };
  });

  // The state this call's transaction saw, its own completion included.
  const after = written.outline;
  return {
    outline: after,
    card: shown,
    awarded: written.paid,
    isCorrect,
    courseCompleted: after.completedCards === after.totalCards,
  };
}

/**
 * Checks an answer against the card's options and kind, and gives it as it is stored: multiple choice
 * in option order, true/false as "true"/"false", a number as a plain number, an order as a JSON list
 * (contracts' question-kinds). Something that is not an answer of the card's kind at all is a 400.
 */
export function normaliseAnswer(card: CardRow, raw: string | null | undefined): string | null {
  const answer = raw?.trim();
  if (!answer) return null;
  if (card.questionType === "subjective") return answer;
  if (isNewKind(card.questionType)) {
    const read = storedAnswer(card.questionType, card.options, answer);
    if (!read.ok) throw badRequest(learningMessages[read.problem]);
    return read.answer;
  }
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
