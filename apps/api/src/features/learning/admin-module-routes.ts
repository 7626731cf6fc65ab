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
import { type AuthoringMount, type AuthoringScope, at, inScope, summaryOf } from "./authoring-mount.js";
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

async function getModule(db: Db, scope: AuthoringScope, id: number) {
  const [row] = await db
    .select(moduleColumns)
    .from(modules)
    .where(and(eq(modules.id, id), isNull(modules.deletedAt), inScope.module(scope)))
    .limit(1);
  if (!row) throw notFound("This module does not exist.");
  return row;
}

async function assertCourse(db: Db, scope: AuthoringScope, courseId: number) {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), isNull(courses.deletedAt), inScope.course(scope)))
    .limit(1);
  if (!row) throw notFound("This course does not exist.");
}

/**
 * Authoring of modules on one mount (authoring-mount.ts): list, add, edit, reorder, soft delete and
 * restore, within the mount's courses.
 */
export async function registerAdminModuleRoutes(
  parent: FastifyInstance,
  mount: AuthoringMount,
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const write = { access: mount.access, changesContent: true } as const;

  app.get(
    at(mount, "/modules/course/:courseId"),
    {
      config: { access: mount.access },
      schema: {
        summary: summaryOf(mount, "A course's modules"),
        params: mount.params(courseIdParam),
        response: { 200: z.array(adminModuleSchema), ...errors },
      },
    },
    async (request) => {
      await assertCourse(app.db, await mount.scope(request), request.params.courseId);
      return listModules(app.db, request.params.courseId);
    },
  );

  app.get(
    at(mount, "/modules/:id"),
    {
      config: { access: mount.access },
      schema: {
        summary: summaryOf(mount, "One module"),
        params: mount.params(idParam),
        response: { 200: adminModuleSchema, ...errors },
      },
    },
    async (request) => getModule(app.db, await mount.scope(request), request.params.id),
  );

  app.post(
    at(mount, "/modules/add/:courseId"),
    {
      config: write,
      schema: {
        summary: summaryOf(mount, "Add a module to a course"),
        params: mount.params(courseIdParam),
        body: moduleFormSchema,
        response: { 201: adminModuleSchema, ...errors },
      },
    },
    async (request, reply) => {
      const scope = await mount.scope(request);
      await assertCourse(app.db, scope, request.params.courseId);
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
      return reply.code(201).send(await getModule(app.db, scope, row!.id));
    },
  );

  app.put(
    at(mount, "/modules/:id"),
    {
      config: write,
      schema: {
        summary: summaryOf(mount, "Edit a module"),
        params: mount.params(idParam),
        body: moduleFormSchema,
        response: { 200: adminModuleSchema, ...errors },
      },
    },
    async (request) => {
      const scope = await mount.scope(request);
      await getModule(app.db, scope, request.params.id);
      const b = request.body;
      await app.db
        .update(modules)
        .set({ title: b.title, description: b.description, orderIndex: b.order_index, updatedAt: new Date() })
        .where(eq(modules.id, request.params.id));
      return getModule(app.db, scope, request.params.id);
    },
  );

  app.post(
    at(mount, "/modules/reorder/:courseId"),
    {
      config: write,
      schema: {
        summary: summaryOf(mount, "Put a course's modules in the given order"),
        params: mount.params(courseIdParam),
        body: reorderBodySchema,
        response: { 200: z.array(adminModuleSchema), ...errors },
      },
    },
    async (request) => {
      await assertCourse(app.db, await mount.scope(request), request.params.courseId);
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
    at(mount, "/modules/:id"),
    {
      config: write,
      schema: {
        summary: summaryOf(mount, "Delete a module (soft; restorable)"),
        params: mount.params(idParam),
        response: { 200: deletedSchema, ...errors },
      },
    },
    async (request) => {
      const scope = await mount.scope(request);
      const [row] = await app.db
        .update(modules)
        .set({ deletedAt: new Date() })
        .where(and(eq(modules.id, request.params.id), isNull(modules.deletedAt), inScope.module(scope)))
        .returning({ id: modules.id });
      if (!row) throw notFound("This module does not exist.");
      return { id: row.id, message: "Module deleted." };
    },
  );

  app.post(
    at(mount, "/modules/:id/restore"),
    {
      config: write,
      schema: {
        summary: summaryOf(mount, "Undo a module delete"),
        params: mount.params(idParam),
        response: { 200: adminModuleSchema, ...errors },
      },
    },
    async (request) => {
      const scope = await mount.scope(request);
      const [row] = await app.db
        .update(modules)
        .set({ deletedAt: null })
        .where(and(eq(modules.id, request.params.id), isNotNull(modules.deletedAt), inScope.module(scope)))
        .returning({ id: modules.id });
      if (!row) throw notFound("There is no deleted module with this id.");
      return getModule(app.db, scope, row.id);
    },
  );
}
