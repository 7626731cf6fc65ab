import {
  classDetailSchema,
  classIdParam,
  classMemberParam,
  classMembersSchema,
  classMessages,
  classPatchSchema,
  joinPath,
} from "@arthshala/contracts/classes";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import QRCode from "qrcode";
import { z } from "zod";
import { classes, classMembers as classMembersTable } from "../../platform/db/schema.js";
import { errorResponses, notFound } from "../../platform/http/errors.js";
import { publicOrigin } from "../../platform/http/origin.js";
import { assertFacilitatesClass, organisationRole } from "../../platform/institutions/access.js";
import { checkCapacity, checkEndDay } from "./class-rules.js";
import { withFreshCode } from "./join-codes.js";
import { classDetail, classMembers, rows } from "./service.js";

const errors = errorResponses(400, 401, 403, 404);

/**
 * One class, for whoever runs its organisation (or an Admin): its settings, its join code and the QR
 * code of its join link, its learners. A class the caller has no part in is a 404.
 */
export async function registerClassRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const facilitator = { access: "facilitator" as const };
  const origin = publicOrigin(app.config);

  /** The class and the caller's role in its organisation, or 404. */
  const facilitated = async (request: FastifyRequest, classId: number) => {
    const cls = await assertFacilitatesClass(app.db, request.user!, classId);
    const role = (await organisationRole(app.db, request.user!, cls.organisationId)) ?? "facilitator";
    return { cls, role };
  };
  const detail = async (request: FastifyRequest, classId: number) => {
    const { role } = await facilitated(request, classId);
    return classDetail(app.db, classId, role, origin, app.clock.now());
  };

  app.get(
    "/classes/:classId",
    {
      config: facilitator,
      schema: {
        summary: "A class: settings, join code and link, how many learners",
        params: classIdParam,
        response: { 200: classDetailSchema, ...errors },
      },
    },
    async (request) => detail(request, request.params.classId),
  );

  app.patch(
    "/classes/:classId",
    {
      config: facilitator,
      schema: {
        summary:
          "Change a class: name, language, cap (null: none), end date (null: none), archived (true archives, false restores)",
        params: classIdParam,
        body: classPatchSchema,
        response: { 200: classDetailSchema, ...errors },
      },
    },
    async (request) => {
      const { classId } = request.params;
      const { role } = await facilitated(request, classId);
      const b = request.body;
      const now = app.clock.now();
      await app.db.transaction(async (tx) => {
        // The class's row is locked as a join locks it, so a cap and a join cannot cross each other.
        const [current] = await rows<{ capacity: number | null; endsOn: string | null }>(
          tx,
          sql`select capacity, to_char(ends_on, 'YYYY-MM-DD') as "endsOn" from classes where id = ${classId} for update`,
        );
        if (!current) throw notFound();
        // Counted after the lock, in a statement of its own, so joins that committed meanwhile are seen.
        const [{ members } = { members: 0 }] = await rows<{ members: number }>(
          tx,
          sql`select count(*)::int as members from class_members where class_id = ${classId}`,
        );
        if (b.capacity != null && b.capacity !== current.capacity) checkCapacity(b.capacity, members);
        if (b.ends_on != null && b.ends_on !== current.endsOn) checkEndDay(b.ends_on, now);
        await tx
          .update(classes)
          .set({
            ...(b.name !== undefined ? { name: b.name } : {}),
            ...(b.language !== undefined ? { language: b.language } : {}),
            ...(b.capacity !== undefined ? { capacity: b.capacity } : {}),
            ...(b.ends_on !== undefined ? { endsOn: b.ends_on } : {}),
            ...(b.archived !== undefined ? { archivedAt: b.archived ? now : null } : {}),
            updatedAt: now,
          })
          .where(eq(classes.id, classId));
      });
      return classDetail(app.db, classId, role, origin, now);
    },
  );

  app.post(
    "/classes/:classId/code",
    {
      config: facilitator,
      schema: {
        summary: "Draw a new join code for the class: the old code and its link and QR stop working",
        params: classIdParam,
        response: { 200: classDetailSchema, ...errors },
      },
    },
    async (request) => {
      const { classId } = request.params;
      const { role } = await facilitated(request, classId);
      await withFreshCode((joinCode) =>
        app.db.update(classes).set({ joinCode, updatedAt: app.clock.now() }).where(eq(classes.id, classId)),
      );
      return classDetail(app.db, classId, role, origin, app.clock.now());
    },
  );

  app.get(
    "/classes/:classId/members",
    {
      config: facilitator,
      schema: {
        summary: "The class's learners: names, and emails only of those who chose to share them",
        params: classIdParam,
        response: { 200: classMembersSchema, ...errors },
      },
    },
    async (request) => {
      await facilitated(request, request.params.classId);
      return classMembers(app.db, request.params.classId);
    },
  );

  app.delete(
    "/classes/:classId/members/:userId",
    {
      config: facilitator,
      schema: {
        summary: "Take a learner out of the class (they can join again with the code)",
        params: classMemberParam,
        response: { 200: classMembersSchema, ...errors },
      },
    },
    async (request) => {
      const { classId, userId } = request.params;
      await facilitated(request, classId);
      const gone = await app.db
        .delete(classMembersTable)
        .where(and(eq(classMembersTable.classId, classId), eq(classMembersTable.userId, userId)))
        .returning({ userId: classMembersTable.userId });
      if (gone.length === 0) throw notFound(classMessages.learnerNotInClass);
      return classMembers(app.db, classId);
    },
  );

  const joinUrl = async (request: FastifyRequest, classId: number) => {
    await facilitated(request, classId);
    const [row] = await app.db
      .select({ code: classes.joinCode })
      .from(classes)
      .where(eq(classes.id, classId));
    return { url: `${origin}${joinPath(row!.code)}`, code: row!.code };
  };

  app.get(
    "/classes/:classId/qr.svg",
    {
      config: facilitator,
      schema: {
        summary: "The QR code of the class's join link, as SVG (drawn here: no outside service)",
        params: classIdParam,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { url } = await joinUrl(request, request.params.classId);
      const svg = await QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
      return reply.type("image/svg+xml; charset=utf-8").header("x-content-type-options", "nosniff").send(svg);
    },
  );

  app.get(
    "/classes/:classId/qr.png",
    {
      config: facilitator,
      schema: {
        summary: "The QR code of the class's join link, as a PNG to print or share",
        params: classIdParam,
        response: { 200: z.any().describe("image/png"), ...errors },
      },
    },
    async (request, reply) => {
      const { url, code } = await joinUrl(request, request.params.classId);
      const png = await QRCode.toBuffer(url, {
        type: "png",
        errorCorrectionLevel: "M",
        margin: 2,
        width: 720,
      });
      return reply
        .type("image/png")
        .header("x-content-type-options", "nosniff")
        .header("content-disposition", `attachment; filename="arthshala-class-${code}.png"`)
        .send(png);
    },
  );
}
