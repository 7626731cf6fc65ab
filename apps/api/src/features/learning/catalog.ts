import type { CourseSummary } from "@arthshala/contracts/learning";
import { progressPercent } from "@arthshala/contracts/learning-rules";
import type { Locale } from "@arthshala/contracts/locales";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.js";
import { prepared } from "../../platform/db/prepared.js";
import { cardProgress, courseActivity, courses } from "../../platform/db/schema.js";
import type { CourseViewer } from "../../platform/institutions/course-visibility.js";
import type { CatalogEntry, CourseContentStore, CourseRow } from "./course-content.js";

export function toSummary(
  c: CourseRow,
  total: number,
  completed: number,
  language: Locale = "en",
): CourseSummary {
  return {
    id: c.id,
    title: c.title,
    description: c.description,
    thumbnail_url: c.thumbnailUrl,
    modules_count: c.modulesCount,
    duration: c.duration,
    total_cards: total,
    completed_cards: completed,
    progress: progressPercent(completed, total),
    language,
  };
}

/** Summaries of every live course, counting only completions of cards that are still live. */
export function summarise(catalog: CatalogEntry[], doneCardIds: Iterable<number>): CourseSummary[] {
  const done = new Set(doneCardIds);
  return catalog.map((entry) => {
    let completed = 0;
    if (done.size > 0) for (const id of entry.liveCardIds) if (done.has(id)) completed++;
    return toSummary(entry.course, entry.totalCards, completed, entry.language);
  });
}

const doneCardsOf = (db: Db) =>
  db
    .select({ cardId: cardProgress.cardId })
    .from(cardProgress)
    .where(eq(cardProgress.userId, sql.placeholder("userId")))
    .prepare("done_cards_of");

/** Every live course the viewer may see, in the order they were made, with the viewer's progress. */
export async function listCourses(
  db: Db,
  store: CourseContentStore,
  viewer: CourseViewer,
  locale: Locale = "en",
): Promise<CourseSummary[]> {
  const userId = viewer.userId;
  const [catalog, done] = await Promise.all([
    store.catalogFor(viewer, locale),
    userId ? prepared(db, doneCardsOf).execute({ userId }) : [],
  ]);
  return summarise(
    catalog,
    done.map((r) => r.cardId),
  );
}

/** One course read fresh (admin forms show what they just saved, before any cache hears of it). */
export async function getCourseSummary(db: Db, courseId: number) {
  const [row] = await db
    .select({
      course: courses,
      total: sql<number>`(select count(*)::int from cards k join modules m on m.id = k.module_id
        where m.course_id = courses.id and k.deleted_at is null and m.deleted_at is null)`,
    })
    .from(courses)
    .where(and(eq(courses.id, courseId), isNull(courses.deletedAt)))
    .limit(1);
  return row ? toSummary(row.course, row.total, 0) : null;
}

const unfinishedCoursesOf = (db: Db) =>
  db
    .select({ courseId: courseActivity.courseId })
    .from(courseActivity)
    .where(and(eq(courseActivity.userId, sql.placeholder("userId")), isNull(courseActivity.completedAt)))
    .orderBy(desc(courseActivity.lastActiveAt))
    .limit(20)
    .prepare("unfinished_courses_of");

/** The most recently active live course the learner has not finished (and may still see). */
export async function ongoingCourse(
  db: Db,
  store: CourseContentStore,
  viewer: CourseViewer,
  locale: Locale = "en",
): Promise<CourseSummary | null> {
  const userId = viewer.userId!;
  const [catalog, recent, done] = await Promise.all([
    store.catalogFor(viewer, locale),
    prepared(db, unfinishedCoursesOf).execute({ userId }),
    prepared(db, doneCardsOf).execute({ userId }),
  ]);
  return pickOngoing(
    summarise(
      catalog,
      done.map((r) => r.cardId),
    ),
    recent.map((r) => r.courseId),
  );
}

/** The first of the recently active courses (newest first) that is live and not finished. */
export function pickOngoing(summaries: CourseSummary[], recentCourseIds: number[]): CourseSummary | null {
  const byId = new Map(summaries.map((s) => [s.id, s]));
  for (const id of recentCourseIds) {
    const s = byId.get(id);
    if (s && s.completed_cards < s.total_cards) return s;
  }
  return null;
}
