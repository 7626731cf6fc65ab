import { indiaDay } from "@arthshala/contracts/india-time";
import type { ModuleSummary } from "@arthshala/contracts/learning";
import { celebrationAsks } from "@arthshala/contracts/learning-rules";
import type { Locale } from "@arthshala/contracts/locales";
import { currentStreak } from "@arthshala/contracts/streak-rules";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.js";
import { finscoreLedger, finstarLedger } from "../../platform/db/schema.js";
import { notFound } from "../../platform/http/errors.js";
import type { CourseViewer } from "../../platform/institutions/course-visibility.js";
import type { CourseContentStore } from "./course-content.js";
import { loadOutline } from "./outline.js";

/** What the ledgers hold for these source keys: FinStars and FinScore, summed. */
async function earnedFor(db: Db, userId: string, keys: string[]) {
  if (keys.length === 0) return { stars: 0, score: 0 };
  const [stars] = await db
    .select({ sum: sql<number>`coalesce(sum(${finstarLedger.change}), 0)::int` })
    .from(finstarLedger)
    .where(and(eq(finstarLedger.userId, userId), inArray(finstarLedger.sourceKey, keys)));
  const [score] = await db
    .select({ sum: sql<number>`coalesce(sum(${finscoreLedger.change}), 0)::int` })
    .from(finscoreLedger)
    .where(and(eq(finscoreLedger.userId, userId), inArray(finscoreLedger.sourceKey, keys)));
  return { stars: stars?.sum ?? 0, score: score?.sum ?? 0 };
}

interface CelebrationFacts {
  streak_count: number | null;
  streak_last_day: string | null;
  streak_run_start: string | null;
  streak_freezes: number | null;
  feedback_declined: boolean;
  gave_feedback: boolean;
  reminders_chosen: boolean;
  finished_order: number;
}

/**
 * The learner's streak and what the celebration may ask of them. `finished_order` counts the modules
 * they finished up to this one, from the FinScore ledger's "module:<id>" rows (one per module, written
 * when it was finished): 0 when this one has no such row. A reminder_preferences row means reminders
 * were set or declined; feedback_dismissed_at that the feedback ask was declined.
 */
async function celebrationFacts(db: Db, userId: string, moduleId: number): Promise<CelebrationFacts> {
  const result = await db.execute(sql`
    select s.streak_count, s.streak_last_day::text as streak_last_day,
      s.streak_run_start::text as streak_run_start, s.streak_freezes,
      s.feedback_dismissed_at is not null as feedback_declined,
      exists(select 1 from feedback f where f.user_id = u.id) as gave_feedback,
      exists(select 1 from reminder_preferences r where r.user_id = u.id) as reminders_chosen,
      (select count(*)::int from finscore_ledger m
        join finscore_ledger l on l.user_id = m.user_id and l.source_key like 'module:%'
          and (l.created_at, l.id) <= (m.created_at, m.id)
        where m.user_id = u.id and m.source_key = ${`module:${moduleId}`}) as finished_order
    from users u left join learner_stats s on s.user_id = u.id
    where u.id = ${userId}`);
  return (result as unknown as { rows: CelebrationFacts[] }).rows[0]!;
}

/**
 * A module's celebration: the learner's own earnings for it (read from the ledgers, so it is what was
 * paid, whenever), whether the module and course are finished, and the next module.
 */
export async function moduleSummary(
  db: Db,
  content: CourseContentStore,
  viewer: CourseViewer,
  { courseId, moduleId }: { courseId: number; moduleId: number },
  locale: Locale,
  now: Date,
): Promise<ModuleSummary> {
  const userId = viewer.userId!;
  const outline = await loadOutline(db, content, courseId, viewer, locale);
  const index = outline ? outline.modules.findIndex((m) => m.moduleId === moduleId) : -1;
  if (!outline || index < 0) throw notFound("This module does not exist.");
  const module = outline.modules[index]!;
  const keysOf = (m: typeof module) => [...m.cards.map((c) => `card:${c.cardId}`), `module:${m.moduleId}`];
  const [mine, course, facts] = await Promise.all([
    earnedFor(db, userId, keysOf(module)),
    earnedFor(db, userId, outline.modules.flatMap(keysOf)),
    celebrationFacts(db, userId, module.moduleId),
  ]);
  const moduleCompleted = module.cards.every((c) => c.status === "completed");
  const streak = currentStreak(
    {
      count: facts.streak_count ?? 0,
      lastDay: facts.streak_last_day,
      runStart: facts.streak_run_start,
      freezes: facts.streak_freezes ?? 0,
    },
    indiaDay(now),
  );
  const asks = celebrationAsks({
    finishedOrder: moduleCompleted && facts.finished_order > 0 ? facts.finished_order : null,
    remindersChosen: facts.reminders_chosen,
    gaveFeedback: facts.gave_feedback,
    feedbackDeclined: facts.feedback_declined,
  });
  const next = outline.modules.slice(index + 1).find((m) => m.cards.length > 0);
  return {
    course_id: outline.course.id,
    course_title: outline.course.title,
    module_id: module.moduleId,
    module_title: module.title,
    module_completed: moduleCompleted,
    course_completed: outline.totalCards > 0 && outline.completedCards === outline.totalCards,
    finstars_earned: mine.stars,
    finscore_earned: mine.score,
    course_finstars_earned: course.stars,
    course_finscore_earned: course.score,
    next_module: next
      ? { moduleId: next.moduleId, moduleTitle: next.title, firstCardId: next.cards[0]!.cardId }
      : null,
    streak_count: streak.days,
    ask_reminder: asks.reminder,
    ask_feedback: asks.feedback,
  };
}
