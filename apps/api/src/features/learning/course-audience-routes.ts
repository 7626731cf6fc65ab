import { idParam } from "@arthshala/contracts/learning";
import {
  authoringCourseSchema,
  courseAudienceBodySchema,
  orgCourseMessages,
} from "@arthshala/contracts/org-courses";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { selectRows } from "../../platform/db/client.js";
import { courses } from "../../platform/db/schema.js";
import { badRequest, errorResponses, notFound } from "../../platform/http/errors.js";
import { announceCourse } from "../../platform/notifications/publications.js";
import { authoredCourse } from "./authoring-courses.js";

const errors = errorResponses(400, 401, 403, 404);

/**
 * An Admin publishes an organisation's own course to everyone (visitors included), or makes it the
 * organisation's only again (issue 40). Publishing tells every learner about it, once, as a new course
 * is told when it gets its first card; an organisation's course was not announced before.
 */
export async function registerCourseAudienceRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.put(
    "/courses/:id/audience",
    {
      config: { access: "admin" },
      schema: {
        summary: "Publish an organisation's course to everyone, or make it the organisation's only (admin)",
        params: idParam,
        body: courseAudienceBodySchema,
        response: { 200: authoringCourseSchema, ...errors },
      },
    },
    async (request) => {
      const courseId = request.params.id;
      const toAll = request.body.published_to_all;
      const now = app.clock.now();
      await app.db.transaction(async (tx) => {
        const [course] = await tx
          .select({ id: courses.id, title: courses.title, organisationId: courses.organisationId })
          .from(courses)
          .where(and(eq(courses.id, courseId), isNull(courses.deletedAt)))
          .for("update");
        if (!course) throw notFound("This course does not exist.");
        if (course.organisationId === null) throw badRequest(orgCourseMessages.arthshalaCourse);
        await tx
          .update(courses)
          // Publishing again keeps the first date: the course has been everyone's since then.
          .set({ publishedToAllAt: toAll ? sql`coalesce(${courses.publishedToAllAt}, ${now})` : null })
          .where(eq(courses.id, courseId));
        const [hasCards] = await selectRows<{ yes: boolean }>(
          tx,
          sql`select exists (select 1 from cards k join modules m on m.id = k.module_id
            where m.course_id = ${courseId} and k.deleted_at is null and m.deleted_at is null) as yes`,
        );
        if (toAll && hasCards?.yes) await announceCourse(tx, course, now);
      });
      return (await authoredCourse(app.db, { organisationId: null }, courseId))!;
    },
  );
}
