import { deletedSchema, idParam } from "@arthshala/contracts/learning";
import { courseFormSchema } from "@arthshala/contracts/learning-forms";
import { authoringCourseSchema } from "@arthshala/contracts/org-courses";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { courses } from "../../platform/db/schema.js";
import { errorResponses, notFound } from "../../platform/http/errors.js";
import { MULTIPART_FORM, parseFields, readMultipartForm } from "../../platform/http/multipart-form.js";
import { authoredCourse, authoredCourses } from "./authoring-courses.js";
import {
  type AuthoringMount,
  type AuthoringScope,
  at,
  inScope,
  noParams,
  summaryOf,
} from "./authoring-mount.js";

const errors = errorResponses(400, 404, 413, 415);
const multipartNote =
  "multipart/form-data: title, description, modules_count, duration, optional thumbnail_file (image)";

/**
 * Authoring of courses, on one mount (authoring-mount.ts): the Admin's over every course, or an
 * organisation's over its own. Deletes are soft, so the Undo toast can restore them.
 */
export async function registerAdminCourseRoutes(
  parent: FastifyInstance,
  mount: AuthoringMount,
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const write = { access: mount.access, changesContent: true } as const;

  const courseOr404 = async (scope: AuthoringScope, id: number) => {
    const course = await authoredCourse(app.db, scope, id);
    if (!course) throw notFound("This course does not exist.");
    return course;
  };

  app.get(
    at(mount, "/courses"),
    {
      config: { access: mount.access },
      schema: {
        summary: summaryOf(mount, "Every live course there, whose it is and whether everyone sees it"),
        params: mount.params(noParams),
        response: { 200: z.array(authoringCourseSchema), ...errors },
      },
    },
    async (request) => authoredCourses(app.db, await mount.scope(request)),
  );

  app.get(
    at(mount, "/courses/:id"),
    {
      config: { access: mount.access },
      schema: {
        summary: summaryOf(mount, "One course"),
        params: mount.params(idParam),
        response: { 200: authoringCourseSchema, ...errors },
      },
    },
    async (request) => courseOr404(await mount.scope(request), request.params.id),
  );

  app.post(
    at(mount, "/courses/add"),
    {
      config: write,
      schema: {
        summary: summaryOf(mount, `Add a course; ${multipartNote}`),
        consumes: MULTIPART_FORM,
        params: mount.params(noParams),
        response: { 201: authoringCourseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // Who may add here is settled before any uploaded file is kept.
      const scope = await mount.scope(request);
      const form = await readMultipartForm(request, app.storage, { thumbnail_file: "image" });
      try {
        const f = parseFields(courseFormSchema, form.fields);
        const [row] = await app.db
          .insert(courses)
          .values({
            title: f.title,
            description: f.description,
            modulesCount: f.modules_count,
            duration: f.duration,
            thumbnailUrl: form.files.thumbnail_file?.url ?? null,
            organisationId: scope.organisationId,
          })
          .returning({ id: courses.id });
        return reply.code(201).send(await courseOr404(scope, row!.id));
      } catch (err) {
        await form.discard();
        throw err;
      }
    },
  );

  app.put(
    at(mount, "/courses/:id"),
    {
      config: write,
      schema: {
        summary: summaryOf(mount, `Edit a course; ${multipartNote}; remove_thumbnail=true clears it`),
        consumes: MULTIPART_FORM,
        params: mount.params(idParam),
        response: { 200: authoringCourseSchema, ...errors },
      },
    },
    async (request) => {
      const scope = await mount.scope(request);
      await courseOr404(scope, request.params.id);
      const form = await readMultipartForm(request, app.storage, { thumbnail_file: "image" });
      try {
        const f = parseFields(courseFormSchema, form.fields);
        const thumbnail = form.files.thumbnail_file?.url;
        await app.db
          .update(courses)
          .set({
            title: f.title,
            description: f.description,
            modulesCount: f.modules_count,
            duration: f.duration,
            ...(thumbnail ? { thumbnailUrl: thumbnail } : f.remove_thumbnail ? { thumbnailUrl: null } : {}),
            updatedAt: new Date(),
          })
          .where(and(eq(courses.id, request.params.id), inScope.course(scope)));
        return courseOr404(scope, request.params.id);
      } catch (err) {
        await form.discard();
        throw err;
      }
    },
  );

  app.delete(
    at(mount, "/courses/:id"),
    {
      config: write,
      schema: {
        summary: summaryOf(mount, "Delete a course (soft; restorable)"),
        params: mount.params(idParam),
        response: { 200: deletedSchema, ...errors },
      },
    },
    async (request) => {
      const scope = await mount.scope(request);
      const [row] = await app.db
        .update(courses)
        .set({ deletedAt: new Date() })
        .where(and(eq(courses.id, request.params.id), isNull(courses.deletedAt), inScope.course(scope)))
        .returning({ id: courses.id });
      if (!row) throw notFound("This course does not exist.");
      return { id: row.id, message: "Course deleted." };
    },
  );

  app.post(
    at(mount, "/courses/:id/restore"),
    {
      config: write,
      schema: {
        summary: summaryOf(mount, "Undo a course delete"),
        params: mount.params(idParam),
        response: { 200: authoringCourseSchema, ...errors },
      },
    },
    async (request) => {
      const scope = await mount.scope(request);
      const [row] = await app.db
        .update(courses)
        .set({ deletedAt: null })
        .where(and(eq(courses.id, request.params.id), isNotNull(courses.deletedAt), inScope.course(scope)))
        .returning({ id: courses.id });
      if (!row) throw notFound("There is no deleted course with this id.");
      return courseOr404(scope, row.id);
    },
  );
}
