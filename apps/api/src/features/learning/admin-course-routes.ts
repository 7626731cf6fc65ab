import { courseSummarySchema, deletedSchema, idParam } from "@arthshala/contracts/learning";
import { courseFormSchema } from "@arthshala/contracts/learning-forms";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { courses } from "../../platform/db/schema.js";
import { errorResponses, notFound } from "../../platform/http/errors.js";
import { MULTIPART_FORM, parseFields, readMultipartForm } from "../../platform/http/multipart-form.js";
import { getCourseSummary } from "./catalog.js";

const errors = errorResponses(400, 404, 413, 415);
const multipartNote =
  "multipart/form-data: title, description, modules_count, duration, optional thumbnail_file (image)";

/** Admin authoring of courses. Deletes are soft, so the Undo toast can restore them. */
export async function registerAdminCourseRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  const summaryOr404 = async (id: number) => {
    const summary = await getCourseSummary(app.db, id);
    if (!summary) throw notFound("This course does not exist.");
    return summary;
  };

  app.get(
    "/courses/:id",
    {
      config: { access: "admin" },
      schema: {
        summary: "One course (admin)",
        params: idParam,
        response: { 200: courseSummarySchema, ...errors },
      },
    },
    async (request) => summaryOr404(request.params.id),
  );

  app.post(
    "/courses/add",
    {
      config: { access: "admin" },
      schema: {
        summary: `Add a course (admin); ${multipartNote}`,
        consumes: MULTIPART_FORM,
        response: { 201: courseSummarySchema, ...errors },
      },
    },
    async (request, reply) => {
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
          })
          .returning({ id: courses.id });
        return reply.code(201).send(await summaryOr404(row!.id));
      } catch (err) {
        await form.discard();
        throw err;
      }
    },
  );

  app.put(
    "/courses/:id",
    {
      config: { access: "admin" },
      schema: {
        summary: `Edit a course (admin); ${multipartNote}; remove_thumbnail=true clears it`,
        consumes: MULTIPART_FORM,
        params: idParam,
        response: { 200: courseSummarySchema, ...errors },
      },
    },
    async (request) => {
      await summaryOr404(request.params.id);
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
          .where(eq(courses.id, request.params.id));
        return summaryOr404(request.params.id);
      } catch (err) {
        await form.discard();
        throw err;
      }
    },
  );

  app.delete(
    "/courses/:id",
    {
      config: { access: "admin" },
      schema: {
        summary: "Delete a course (soft; restorable)",
        params: idParam,
        response: { 200: deletedSchema, ...errors },
      },
    },
    async (request) => {
      const [row] = await app.db
        .update(courses)
        .set({ deletedAt: new Date() })
        .where(and(eq(courses.id, request.params.id), isNull(courses.deletedAt)))
        .returning({ id: courses.id });
      if (!row) throw notFound("This course does not exist.");
      return { id: row.id, message: "Course deleted." };
    },
  );

  app.post(
    "/courses/:id/restore",
    {
      config: { access: "admin" },
      schema: {
        summary: "Undo a course delete",
        params: idParam,
        response: { 200: courseSummarySchema, ...errors },
      },
    },
    async (request) => {
      const [row] = await app.db
        .update(courses)
        .set({ deletedAt: null })
        .where(and(eq(courses.id, request.params.id), isNotNull(courses.deletedAt)))
        .returning({ id: courses.id });
      if (!row) throw notFound("There is no deleted course with this id.");
      return summaryOr404(row.id);
    },
  );
}
