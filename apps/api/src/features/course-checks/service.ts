/**
 * The placement check and the course test (issue 42). The server draws the questions, keeps the draw in
 * an attempt, and judges the answers against exactly those cards once; nothing the client says about
 * right answers, skipped modules or certificates is taken on trust.
 */
import { randomInt } from "node:crypto";
import {
  CHECK_ATTEMPT_HOURS,
  type CheckAttempt,
  type CheckKind,
  type CheckResult,
  type CourseChecks,
  courseCheckMessages,
  passMark,
  type SubmitCheckBody,
} from "@arthshala/contracts/course-checks";
import type { Locale } from "@arthshala/contracts/locales";
import { sql } from "drizzle-orm";
import { type Db, selectRows } from "../../platform/db/client.js";
import { AppError, badRequest, notFound } from "../../platform/http/errors.js";
import { issueCertificate } from "../../platform/institutions/certificates.js";
import type { CourseViewer } from "../../platform/institutions/course-visibility.js";
import { markdownHtmlOrNull } from "../../platform/markdown/index.js";
import { lockLearner } from "../../platform/rewards/activity.js";
import { judgeAnswer, learnerOptions, toleranceOf } from "../learning/answer-key.js";
import type { CourseContentStore } from "../learning/course-content.js";
import { testSize } from "../learning/gradable.js";
import { mapAnswer } from "../learning/localize.js";
import { type CourseOutline, loadOutline } from "../learning/outline.js";
import { normaliseAnswer } from "../learning/progress.js";
import { enterReviewDeck } from "../learning/review-schedule.js";
import { drawPlacement, drawTest } from "./draw.js";

const NO_COURSE = "This course does not exist.";

async function outlineFor(
  db: Db,
  store: CourseContentStore,
  viewer: CourseViewer,
  courseId: number,
  locale: Locale,
): Promise<CourseOutline> {
  const outline = await loadOutline(db, store, courseId, viewer, locale);
  if (!outline) throw notFound(NO_COURSE);
  return outline;
}

const courseDone = (o: CourseOutline) => o.totalCards > 0 && o.completedCards === o.totalCards;

/** What the roadmap shows about the two checks. */
export async function courseChecks(
  db: Db,
  store: CourseContentStore,
  viewer: CourseViewer,
  courseId: number,
  locale: Locale,
): Promise<CourseChecks> {
  const userId = viewer.userId!;
  const outline = await outlineFor(db, store, viewer, courseId, locale);
  const [stats] = await selectRows<{
    placement_taken: boolean;
    attempts: number;
    best: number | null;
    passed: boolean;
    certificate_id: string | null;
  }>(
    db,
    sql`select
        exists (select 1 from course_check_attempts where user_id = ${userId} and course_id = ${courseId}
          and kind = 'placement' and submitted_at is not null) as placement_taken,
        (select count(*)::int from course_check_attempts where user_id = ${userId} and course_id = ${courseId}
          and kind = 'test' and submitted_at is not null) as attempts,
        (select max(correct) from course_check_attempts where user_id = ${userId} and course_id = ${courseId}
          and kind = 'test' and submitted_at is not null) as best,
        exists (select 1 from course_check_attempts where user_id = ${userId} and course_id = ${courseId}
          and kind = 'test' and passed_at is not null) as passed,
        (select id from certificates where user_id = ${userId} and course_id = ${courseId}) as certificate_id`,
  );
  const skipped = await skippedModules(db, userId, outline);
  const placementCount = drawPlacement(outline).length;
  const size = testSize(outline.content);
  return {
    placement: {
      available: !stats!.placement_taken && placementCount > 0 && !courseDone(outline),
      taken: stats!.placement_taken,
      question_count: placementCount,
      skipped_modules: skipped,
    },
    test: {
      available: courseDone(outline) && size > 0,
      question_count: size,
      pass_mark: passMark(size),
      passed: stats!.passed,
      attempts: stats!.attempts,
      best_correct: stats!.best,
      certificate_id: stats!.certificate_id,
    },
  };
}

async function skippedModules(db: Db, userId: string, outline: CourseOutline) {
  const rows = await selectRows<{ module_id: number }>(
    db,
    sql`select module_id from placement_skips where user_id = ${userId} and course_id = ${outline.course.id}`,
  );
  const ids = new Set(rows.map((r) => r.module_id));
  return outline.modules
    .filter((m) => ids.has(m.moduleId))
    .map((m) => ({ module_id: m.moduleId, title: m.title }));
}

/** Draws a new set of questions and keeps it as an open attempt. */
export async function startCheck(
  db: Db,
  store: CourseContentStore,
  viewer: CourseViewer,
  courseId: number,
  kind: CheckKind,
  locale: Locale,
  now: Date,
): Promise<CheckAttempt> {
  const userId = viewer.userId!;
  const outline = await outlineFor(db, store, viewer, courseId, locale);
  let cardIds: number[];
  if (kind === "placement") {
    const [taken] = await selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from course_check_attempts where user_id = ${userId}
        and course_id = ${courseId} and kind = 'placement' and submitted_at is not null`,
    );
    if (taken!.n > 0) throw new AppError(409, courseCheckMessages.placementTaken);
    cardIds = courseDone(outline) ? [] : drawPlacement(outline);
    if (cardIds.length === 0) throw new AppError(409, courseCheckMessages.placementNothing);
  } else {
    if (!courseDone(outline)) throw new AppError(409, courseCheckMessages.notFinished);
    cardIds = drawTest(outline.content, (n) => randomInt(n));
    if (cardIds.length === 0) throw new AppError(409, courseCheckMessages.noQuestions);
  }
  const [row] = await selectRows<{ id: string }>(
    db,
    sql`insert into course_check_attempts (user_id, course_id, kind, card_ids, started_at)
      values (${userId}, ${courseId}, ${kind}, ${JSON.stringify(cardIds)}::jsonb, ${now}) returning id`,
  );
  return {
    attempt_id: row!.id,
    kind,
    questions: cardIds.map((id) => present(outline, id)),
    pass_mark: kind === "test" ? passMark(cardIds.length) : null,
  };
}

/** A drawn card as the lesson shows it, in the learner's language, without its answer. */
function present(outline: CourseOutline, cardId: number) {
  const card = outline.content.cards.get(cardId)!;
  const module = outline.modules.find((m) => m.cards.some((c) => c.cardId === cardId))!;
  return {
    card_id: card.id,
    module_id: module.moduleId,
    module_title: module.title,
    content_type: card.contentType,
    title: card.title,
    content_title: card.contentTitle,
    content_text: card.contentText,
    content_html: markdownHtmlOrNull(card.contentText, outline.content.locale),
    image_url: card.imageUrl,
    video_url: card.videoUrl,
    audio_url: card.audioUrl,
    question_type: card.questionType,
    // An order question's steps come shuffled, as in the lesson: never in the right order.
    options: learnerOptions(card),
    answer_unit: card.questionType === "numeric" ? card.answerUnit : null,
    tolerance: card.questionType === "numeric" ? toleranceOf(card) : null,
  };
}

interface Judged {
  cardId: number;
  moduleId: number;
  /** Stored (English) answer, and the one shown (the learner's language). */
  stored: string;
  shownAnswer: string;
  isCorrect: boolean;
}

/** Judges one answer as the lesson would: the English card decides, a Hindi option maps to its English one. */
function judge(outline: CourseOutline, cardId: number, raw: string): Judged | null {
  const shown = outline.content.cards.get(cardId);
  const english = outline.content.source.get(cardId);
  const module = outline.modules.find((m) => m.cards.some((c) => c.cardId === cardId));
  if (!shown || !english || !module) return null; // removed from the course since the draw
  const mapped = mapAnswer(raw, shown.options, english.options, english.questionType);
  const stored = normaliseAnswer(english, mapped);
  if (stored === null) throw badRequest(courseCheckMessages.answersMismatch);
  return {
    cardId,
    moduleId: module.moduleId,
    stored,
    shownAnswer: raw.trim(),
    isCorrect: judgeAnswer(english, stored) === true,
  };
}

/** Judges an attempt's answers once; a placement marks modules done, a passed test gives the certificate. */
export async function submitCheck(
  db: Db,
  store: CourseContentStore,
  viewer: CourseViewer,
  params: { courseId: number; attemptId: string },
  body: SubmitCheckBody,
  locale: Locale,
  now: Date,
): Promise<CheckResult> {
  const userId = viewer.userId!;
  const outline = await outlineFor(db, store, viewer, params.courseId, locale);
  const [attempt] = await selectRows<{
    kind: CheckKind;
    card_ids: number[];
    started_at: Date | string;
    submitted_at: Date | string | null;
  }>(
    db,
    sql`select kind, card_ids, started_at, submitted_at from course_check_attempts
      where id = ${params.attemptId} and user_id = ${userId} and course_id = ${params.courseId}`,
  );
  if (!attempt) throw notFound(courseCheckMessages.attemptGone);
  if (attempt.submitted_at !== null) throw new AppError(409, courseCheckMessages.alreadySubmitted);
  if (now.getTime() - new Date(attempt.started_at).getTime() > CHECK_ATTEMPT_HOURS * 3_600_000) {
    throw new AppError(409, courseCheckMessages.attemptGone);
  }
  const given = new Map(body.answers.map((a) => [a.card_id, a.answer]));
  const drawn = attempt.card_ids;
  if (
    given.size !== body.answers.length ||
    given.size !== drawn.length ||
    drawn.some((id) => !given.has(id))
  ) {
    throw badRequest(courseCheckMessages.answersMismatch);
  }
  const judged = drawn.map((id) => judge(outline, id, given.get(id)!)).filter((j): j is Judged => j !== null);
  const correct = judged.filter((j) => j.isCorrect).length;
  const total = judged.length;
  const mark = attempt.kind === "test" ? passMark(total) : null;
  const passed = attempt.kind === "test" ? total > 0 && correct >= mark! : false;

  const outcome = await db.transaction(async (tx) => {
    await lockLearner(tx, userId);
    const claimed = await selectRows<{ id: string }>(
      tx as unknown as Db,
      sql`update course_check_attempts set submitted_at = ${now}, correct = ${correct},
          answers = ${JSON.stringify(Object.fromEntries(judged.map((j) => [j.cardId, j.stored])))}::jsonb,
          passed_at = ${passed ? now : null}
        where id = ${params.attemptId} and user_id = ${userId} and submitted_at is null returning id`,
    );
    if (claimed.length === 0) throw new AppError(409, courseCheckMessages.alreadySubmitted);
    if (attempt.kind === "placement") {
      return {
        skipped: await skipKnownModules(tx as unknown as Db, userId, outline, judged, now),
        certificate: null,
      };
    }
    // A missed test question comes back in the Review deck, as a missed lesson question does.
    for (const j of judged) if (!j.isCorrect) await enterReviewDeck(tx, userId, j.cardId, now);
    if (!passed) return { skipped: [], certificate: null };
    await issueCertificate(tx, userId, params.courseId, now);
    const [cert] = await selectRows<{ id: string }>(
      tx as unknown as Db,
      sql`select id from certificates where user_id = ${userId} and course_id = ${params.courseId}`,
    );
    return { skipped: [], certificate: cert?.id ?? null };
  });

  return {
    kind: attempt.kind,
    correct,
    total,
    pass_mark: mark,
    passed: attempt.kind === "test" ? passed : outcome.skipped.length > 0,
    results: judged.map((j) => {
      const card = outline.content.cards.get(j.cardId)!;
      const english = outline.content.source.get(j.cardId)!;
      return {
        card_id: j.cardId,
        module_id: j.moduleId,
        user_answer: j.shownAnswer,
        // Say the right answer in the card's language, option by option.
        correct_answer:
          english.correctAnswer === null
            ? null
            : mapAnswer(english.correctAnswer, english.options, card.options, english.questionType),
        is_correct: j.isCorrect,
        explanation_html: markdownHtmlOrNull(card.explanation, outline.content.locale),
      };
    }),
    skipped_modules: outcome.skipped,
    certificate_id: outcome.certificate,
  };
}

/**
 * A module whose every drawn question was right is done: its cards are completed with no FinStars and no
 * FinScore (nothing was learned here), and the skip is kept so the learner can undo it. A module the
 * learner began meanwhile is left as it is.
 */
async function skipKnownModules(db: Db, userId: string, outline: CourseOutline, judged: Judged[], now: Date) {
  const byModule = new Map<number, boolean>();
  for (const j of judged) byModule.set(j.moduleId, (byModule.get(j.moduleId) ?? true) && j.isCorrect);
  const skipped: { module_id: number; title: string }[] = [];
  for (const module of outline.modules) {
    if (byModule.get(module.moduleId) !== true) continue;
    const cardIds = module.cards.map((c) => c.cardId);
    const [touched] = await selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from card_progress where user_id = ${userId}
        and card_id in (${sql.join(cardIds, sql`, `)})`,
    );
    if (touched!.n > 0) continue;
    await db.execute(sql`insert into card_progress (user_id, card_id, course_id, user_answer, completed_at)
      select ${userId}, id, ${outline.course.id}, null, ${now} from unnest(${`{${cardIds.join(",")}}`}::int[]) as id
      on conflict do nothing`);
    await db.execute(sql`insert into placement_skips (user_id, course_id, module_id, skipped_at)
      values (${userId}, ${outline.course.id}, ${module.moduleId}, ${now}) on conflict do nothing`);
    skipped.push({ module_id: module.moduleId, title: module.title });
  }
  const [left] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from card_progress where user_id = ${userId} and course_id = ${outline.course.id}`,
  );
  const done = left!.n >= outline.totalCards;
  await db.execute(sql`insert into course_activity (user_id, course_id, last_active_at, completed_at)
    values (${userId}, ${outline.course.id}, ${now}, ${done ? now : null})
    on conflict (user_id, course_id) do update set last_active_at = excluded.last_active_at,
      completed_at = coalesce(course_activity.completed_at, excluded.completed_at)`);
  return skipped;
}

/** "Take this module after all": the skip's completions go, and the module is learned like any other. */
export async function undoSkip(
  db: Db,
  store: CourseContentStore,
  viewer: CourseViewer,
  params: { courseId: number; moduleId: number },
  locale: Locale,
): Promise<void> {
  const userId = viewer.userId!;
  const outline = await outlineFor(db, store, viewer, params.courseId, locale);
  const module = outline.modules.find((m) => m.moduleId === params.moduleId);
  await db.transaction(async (tx) => {
    await lockLearner(tx, userId);
    const removed = await selectRows<{ module_id: number }>(
      tx as unknown as Db,
      sql`delete from placement_skips where user_id = ${userId} and course_id = ${params.courseId}
        and module_id = ${params.moduleId} returning module_id`,
    );
    if (removed.length === 0 || !module) throw notFound(courseCheckMessages.notSkipped);
    const cardIds = module.cards.map((c) => c.cardId);
    await tx.execute(sql`delete from card_progress where user_id = ${userId}
      and card_id in (${sql.join(cardIds, sql`, `)})`);
    await tx.execute(sql`update course_activity set completed_at = null
      where user_id = ${userId} and course_id = ${params.courseId}`);
  });
}
