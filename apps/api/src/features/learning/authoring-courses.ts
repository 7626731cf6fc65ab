import type { AuthoringCourse } from "@arthshala/contracts/org-courses";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.js";
import { courses, organisations } from "../../platform/db/schema.js";
import { type AuthoringScope, inScope } from "./authoring-mount.js";
import { toSummary } from "./catalog.js";

/**
 * Courses as their authors see them, read fresh (the forms show what they just saved, before any cache
 * hears of it): each live course in the scope, whose it is, and whether everyone sees it.
 */
export async function authoredCourses(
  db: Db,
  scope: AuthoringScope,
  courseId?: number,
): Promise<AuthoringCourse[]> {
  const rows = await db
    .select({
      course: courses,
      organisationName: organisations.name,
      total: sql<number>`(select count(*)::int from cards k join modules m on m.id = k.module_id
        where m.course_id = courses.id and k.deleted_at is null and m.deleted_at is null)`,
    })
    .from(courses)
    .leftJoin(organisations, eq(organisations.id, courses.organisationId))
    .where(
      and(
        isNull(courses.deletedAt),
        inScope.course(scope),
        courseId === undefined ? undefined : eq(courses.id, courseId),
      ),
    )
    .orderBy(asc(courses.id));
  return rows.map(({ course, organisationName, total }) => ({
    ...toSummary(course, total, 0),
    organisation:
      course.organisationId === null ? null : { id: course.organisationId, name: organisationName ?? "" },
    published_to_all_at: course.publishedToAllAt?.toISOString() ?? null,
  }));
}

/** One live course in the scope, or null (missing, deleted, or not this organisation's). */
export async function authoredCourse(
  db: Db,
  scope: AuthoringScope,
  courseId: number,
): Promise<AuthoringCourse | null> {
  return (await authoredCourses(db, scope, courseId))[0] ?? null;
}
