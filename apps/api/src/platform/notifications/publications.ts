import { articlePath } from "@arthshala/contracts/articles-rules";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { courses, modules } from "../db/schema.js";
import { isOpenToAll } from "../institutions/course-visibility.js";
import type { Tx } from "../rewards/ledger.js";
import { broadcast } from "./notify.js";

/**
 * "New course" for every learner, once per course: sent when a course gets its first card (an empty
 * course is nothing to learn yet). Safe to call on every card added: the key makes repeats no-ops. An
 * organisation's own course is not everyone's news: it is announced when an Admin publishes it to all.
 */
export async function announceCourseOfModule(tx: Tx | Db, moduleId: number, now: Date): Promise<void> {
  const [course] = await tx
    .select({
      id: courses.id,
      title: courses.title,
      organisationId: courses.organisationId,
      publishedToAllAt: courses.publishedToAllAt,
    })
    .from(modules)
    .innerJoin(courses, eq(courses.id, modules.courseId))
    .where(and(eq(modules.id, moduleId), isNull(courses.deletedAt)))
    .limit(1);
  if (course && isOpenToAll(course)) await announceCourse(tx, course, now);
}

export async function announceCourse(tx: Tx | Db, course: { id: number; title: string }, now: Date) {
  await broadcast(
    tx,
    {
      kind: "coursePublished",
      params: { course: course.title, courseId: course.id },
      link: `/courses/course/${course.id}`,
      dedupeKey: `course:${course.id}:published`,
    },
    now,
  );
}

/** "New article" for every learner, the first time an article is published. */
export async function announceArticle(
  tx: Tx | Db,
  article: { id: number; title: string; slug: string | null },
  now: Date,
) {
  await broadcast(
    tx,
    {
      kind: "articlePublished",
      params: { article: article.title, articleId: article.id },
      // Its readable address: /articles/{slug}.
      link: articlePath(article),
      dedupeKey: `article:${article.id}:published`,
    },
    now,
  );
}
