import {
  adminModuleSchema,
  courseIdParam,
  deletedSchema,
  idParam,
  reorderBodySchema,
} from "@arthshala/contracts/learning";
import { moduleFormSchema } from "@arthshala/contracts/learning-forms";
import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../platform/db/client.js";
import { courses, modules } from "../../platform/db/schema.js";
import { errorResponses, notFound } from "../../platform/http/errors.js";
import { applyOrder } from "./reorder.js";

const errors = errorResponses(400, 404);

const cardsCountSql = sql<number>`(select count(*)::int from cards k where k.module_id = modules.id and k.deleted_at is null)`;

const moduleColumns = {
  id: modules.id,
  course_id: modules.courseId,
  title: modules.title,
  description: modules.description,
  order_index: modules.orderIndex,
  cards_count: cardsCountSql,
};

async function listModules(db: Db, courseId: number) {
  return db
    .select(moduleColumns)
    .from(modules)
    .where(and(eq(modules.courseId, courseId), isNull(modules.deletedAt)))
    .orderBy(asc(modules.orderIndex), asc(modules.id));
}

async function getModule(db: Db, id: number) {
  const [row] = await db
    .select(moduleColumns)
    .from(modules)
    .where(and(eq(modules.id, id), isNull(modules.deletedAt)))
    .limit(1);
  if (!row) throw notFound("This module does not exist.");
  return row;
}

async function assertCourse(db: Db, courseId: number) {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), isNull(courses.deletedAt)))
    .limit(1);
  if (!row) throw notFound("This course does not exist.");
}

/** Admin authoring of modules: list, add, edit, reorder, soft delete and restore. */
export async function registerAdminModuleRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/modules/course/:courseId",
    {
      config: { access: "admin" },
      schema: {
        summary: "A course's modules (admin)",
        params: courseIdParam,
        response: { 200: z.array(adminModuleSchema), ...errors },
      },
    },
    async (request) => {
      await assertCourse(app.db, request.params.courseId);
      return listModules(app.db, request.params.courseId);
    },
  );

  app.get(
    "/modules/:id",
    {
      config: { access: "admin" },
      schema: {
        summary: "One module (admin)",
        params: idParam,
        response: { 200: adminModuleSchema, ...errors },
      },
    },
    async (request) => getModule(app.db, request.params.id),
  );

  app.post(
    "/modules/add/:courseId",
    {
      config: { access: "admin" },
      schema: {
        summary: "Add a module to a course (admin)",
        params: courseIdParam,
        body: moduleFormSchema,
        response: { 201: adminModuleSchema, ...errors },
      },
    },
    async (request, reply) => {
      await assertCourse(app.db, request.params.courseId);
      const b = request.body;
      const [row] = await app.db
        .insert(modules)
        .values({
          courseId: request.params.courseId,
          title: b.title,
          description: b.description,
          orderIndex: b.order_index,
        })
        .returning({ id: modules.id });
      return reply.code(201).send(await getModule(app.db, row!.id));
    },
  );

  app.put(
    "/modules/:id",
    {
      config: { access: "admin" },
      schema: {
        summary: "Edit a module (admin)",
        params: idParam,
        body: moduleFormSchema,
        response: { 200: adminModuleSchema, ...errors },
      },
    },
    async (request) => {
      await getModule(app.db, request.params.id);
      const b = request.body;
      await app.db
        .update(modules)
        .set({ title: b.title, description: b.description, orderIndex: b.order_index, updatedAt: new Date() })
        .where(eq(modules.id, request.params.id));
      return getModule(app.db, request.params.id);
    },
  );

  app.post(
    "/modules/reorder/:courseId",
    {
      config: { access: "admin" },
      schema: {
        summary: "Put a course's modules in the given order (admin)",
        params: courseIdParam,
        body: reorderBodySchema,
        response: { 200: z.array(adminModuleSchema), ...errors },
      },
    },
    async (request) => {
      const current = await listModules(app.db, request.params.courseId);
      await applyOrder(
        app.db,
        modules,
        current.map((m) => m.id),
        request.body.ids,
      );
      return listModules(app.db, request.params.courseId);
    },
  );

  app.delete(
    "/modules/:id",
    {
      config: { access: "admin" },
      schema: {
        summary: "Delete a module (soft; restorable)",
        params: idParam,
        response: { 200: deletedSchema, ...errors },
      },
    },
    async (request) => {
      const [row] = await app.db
        .update(modules)
        .set({ deletedAt: new Date() })
        .where(and(eq(modules.id, request.params.id), isNull(modules.deletedAt)))
        .returning({ id: modules.id });
      if (!row) throw notFound("This module does not exist.");
      return { id: row.id, message: "Module deleted." };
    },
  );

  app.post(
    "/modules/:id/restore",
    {
      config: { access: "admin" },
      schema: {
        summary: "Undo a module delete",
        params: idParam,
        response: { 200: adminModuleSchema, ...errors },
      },
    },
    async (request) => {
      const [row] = await app.db
        .update(modules)
        .set({ deletedAt: null })
        .where(and(eq(modules.id, request.params.id), isNotNull(modules.deletedAt)))
        .returning({ id: modules.id });
      if (!row) throw notFound("There is no deleted module with this id.");
      return getModule(app.db, row.id);
    },
  );
}
