import type { CourseSummary } from "@arthshala/contracts/learning";
import { progressPercent } from "@arthshala/contracts/learning-rules";
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.js";
import { prepared } from "../../platform/db/prepared.js";
import { courseActivity, courses } from "../../platform/db/schema.js";

type CourseRow = typeof courses.$inferSelect;

/** Live card count per course, and the learner's completed count among live cards. */
const totalCardsSql = sql<number>`(
  select count(*)::int from cards k join modules m on m.id = k.module_id
  where m.course_id = courses.id and k.deleted_at is null and m.deleted_at is null)`;

const completedCardsSql = (userId: ReturnType<typeof sql.placeholder> | string | null) =>
  userId
    ? sql<number>`(
  select count(*)::int from card_progress p
  join cards k on k.id = p.card_id join modules m on m.id = k.module_id
  where p.user_id = ${userId} and p.course_id = courses.id and k.deleted_at is null and m.deleted_at is null)`
    : sql<number>`0`;

export function toSummary(c: CourseRow, total: number, completed: number): CourseSummary {
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
  };
}

// The course list is on every visit to /, /courses and /home: prepared once per database.
const coursesForLearner = (db: Db) =>
  db
    .select({
      course: courses,
      total: totalCardsSql,
      completed: completedCardsSql(sql.placeholder("userId")),
    })
    .from(courses)
    .where(isNull(courses.deletedAt))
    .orderBy(asc(courses.id))
    .prepare("courses_for_learner");

const coursesForVisitor = (db: Db) =>
  db
    .select({ course: courses, total: totalCardsSql, completed: completedCardsSql(null) })
    .from(courses)
    .where(isNull(courses.deletedAt))
    .orderBy(asc(courses.id))
    .prepare("courses_for_visitor");

/** Every live course in the order admins made them, with one learner's progress. */
export async function listCourses(db: Db, userId: string | null): Promise<CourseSummary[]> {
  const rows = userId
    ? await prepared(db, coursesForLearner).execute({ userId })
    : await prepared(db, coursesForVisitor).execute();
  return rows.map((r) => toSummary(r.course, r.total, r.completed));
}

export async function getCourseSummary(db: Db, courseId: number, userId: string | null) {
  const [row] = await db
    .select({ course: courses, total: totalCardsSql, completed: completedCardsSql(userId) })
    .from(courses)
    .where(and(eq(courses.id, courseId), isNull(courses.deletedAt)))
    .limit(1);
  return row ? toSummary(row.course, row.total, row.completed) : null;
}

/** The most recently active course the learner has not finished. */
export async function ongoingCourse(db: Db, userId: string): Promise<CourseSummary | null> {
  const [row] = await db
    .select({ course: courses, total: totalCardsSql, completed: completedCardsSql(userId) })
    .from(courseActivity)
    .innerJoin(courses, eq(courses.id, courseActivity.courseId))
    .where(
      and(eq(courseActivity.userId, userId), isNull(courseActivity.completedAt), isNull(courses.deletedAt)),
    )
    .orderBy(desc(courseActivity.lastActiveAt))
    .limit(1);
  return row ? toSummary(row.course, row.total, row.completed) : null;
}
