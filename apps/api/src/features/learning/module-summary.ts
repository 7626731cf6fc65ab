import type { ModuleSummary } from "@arthshala/contracts/learning";
import type { Locale } from "@arthshala/contracts/locales";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.js";
import { finscoreLedger, finstarLedger } from "../../platform/db/schema.js";
import { notFound } from "../../platform/http/errors.js";
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

/**
 * A module's celebration: the learner's own earnings for it (read from the ledgers, so it is what was
 * paid, whenever), whether the module and course are finished, and the next module.
 */
export async function moduleSummary(
  db: Db,
  content: CourseContentStore,
  userId: string,
  { courseId, moduleId }: { courseId: number; moduleId: number },
  locale: Locale,
): Promise<ModuleSummary> {
  const outline = await loadOutline(db, content, courseId, userId, locale);
  const index = outline ? outline.modules.findIndex((m) => m.moduleId === moduleId) : -1;
  if (!outline || index < 0) throw notFound("This module does not exist.");
  const module = outline.modules[index]!;
  const keysOf = (m: typeof module) => [...m.cards.map((c) => `card:${c.cardId}`), `module:${m.moduleId}`];
  const [mine, course] = await Promise.all([
    earnedFor(db, userId, keysOf(module)),
    earnedFor(db, userId, outline.modules.flatMap(keysOf)),
  ]);
  const next = outline.modules.slice(index + 1).find((m) => m.cards.length > 0);
  return {
    course_id: outline.course.id,
    course_title: outline.course.title,
    module_id: module.moduleId,
    module_title: module.title,
    module_completed: module.cards.every((c) => c.status === "completed"),
    course_completed: outline.totalCards > 0 && outline.completedCards === outline.totalCards,
    finstars_earned: mine.stars,
    finscore_earned: mine.score,
    course_finstars_earned: course.stars,
    course_finscore_earned: course.score,
    next_module: next
      ? { moduleId: next.moduleId, moduleTitle: next.title, firstCardId: next.cards[0]!.cardId }
      : null,
  };
}
