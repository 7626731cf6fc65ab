import {
  accountClassesSchema,
  type ClassStatus,
  classIdParam,
  classMessages,
  classStatus,
  joinBodySchema,
  joinCodeParam,
  joinLookupSchema,
  joinResultSchema,
  leftClassSchema,
  type OrganisationKind,
  shareEmailBodySchema,
} from "@arthshala/contracts/classes";
import { indiaDay } from "@arthshala/contracts/india-time";
import type { Locale } from "@arthshala/contracts/locales";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { classMembers } from "../../platform/db/schema.js";
import { clientAddress } from "../../platform/http/client-address.js";
import { AppError, errorResponses, notFound } from "../../platform/http/errors.js";
import { localizeMessage } from "../../platform/i18n/localize.js";
import { iso, rows } from "./service.js";

const errors = errorResponses(400, 401, 403, 404, 409, 429);

/**
 * Code attempts are counted in the database (the rate-limit plugin's PostgreSQL store), so guessing codes
 * is slow across every instance. A look-up is per address and generous: a whole class behind one school
 * connection opens the link at once. Joining is per learner.
 */
const LOOKUP_LIMIT = { max: 300, timeWindow: "10 minutes" };
const JOIN_LIMIT = {
  max: 20,
  timeWindow: "10 minutes",
  keyGenerator: (request: FastifyRequest) => `class-join:${request.user?.id ?? clientAddress(request)}`,
};

interface CodeRow {
  id: number;
  name: string;
  language: "en" | "hi";
  capacity: number | null;
  endsOn: string | null;
  archived: boolean;
  members: number;
  organisationName: string;
  kind: OrganisationKind;
  member: boolean;
}

const classByCode = (code: string, userId: string | null) =>
  sql`select c.id, c.name, c.language, c.capacity, to_char(c.ends_on, 'YYYY-MM-DD') as "endsOn",
      c.archived_at is not null as archived, o.name as "organisationName", o.kind,
      (select count(*)::int from class_members m where m.class_id = c.id) as members,
      exists (select 1 from class_members m where m.class_id = c.id and m.user_id = ${userId}) as member
      from classes c join organisations o on o.id = c.organisation_id
      where upper(c.join_code) = ${code}`;

const REFUSALS: Record<Exclude<ClassStatus, "open">, string> = {
  archived: classMessages.archived,
  ended: classMessages.ended,
  full: classMessages.full,
};

/**
 * Joining a class with its code or link, and a learner's own classes (/account). A learner sees and
 * changes only their own memberships: every query is scoped by the session's user.
 */
export async function registerJoinRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const user = { access: "user" as const };

  app.get(
    "/classes/join/:code",
    {
      // Personal: it says whether the signed-in learner is already in the class.
      config: { access: "public", personal: true, rateLimit: LOOKUP_LIMIT },
      schema: {
        summary:
          "What a join code opens: the class, its organisation and language, and whether it takes learners",
        params: joinCodeParam,
        response: { 200: joinLookupSchema, ...errors },
      },
    },
    async (request) => {
      const [c] = await rows<CodeRow>(app.db, classByCode(request.params.code, request.user?.id ?? null));
      if (!c) throw notFound(classMessages.unknownCode);
      const status = classStatus(c, indiaDay(app.clock.now()));
      return {
        class_name: c.name,
        organisation_name: c.organisationName,
        organisation_kind: c.kind,
        language: c.language,
        status,
        message: status === "open" ? null : localizeMessage(REFUSALS[status], request.locale),
        member: c.member,
      };
    },
  );

  app.post(
    "/classes/join",
    {
      config: { ...user, rateLimit: JOIN_LIMIT },
      schema: {
        summary:
          "Join a class with its code (joining twice is no error); refused when the class is archived, ended or full",
        body: joinBodySchema,
        response: { 200: joinResultSchema, ...errors },
      },
    },
    async (request) => {
      const me = request.user!;
      const today = indiaDay(app.clock.now());
      const result = await app.db.transaction(async (tx) => {
        // The class's row is locked: joiners of one class queue here, so the last seat goes to one of them.
        // Its learners are counted by the next statement: a count inside the locking one would be read
        // from before the wait (READ COMMITTED), missing the seats taken meanwhile.
        const [locked] = await rows<{ id: number }>(
          tx,
          sql`select id from classes where upper(join_code) = ${request.body.code} for update`,
        );
        if (!locked) throw notFound(classMessages.unknownCode);
        const [c] = await rows<CodeRow>(tx, classByCode(request.body.code, me.id));
        if (!c) throw notFound(classMessages.unknownCode);
        if (c.member) return { c, already: true };
        const status = classStatus(c, today);
        if (status !== "open") throw new AppError(409, REFUSALS[status]);
        await tx
          .insert(classMembers)
          .values({ classId: c.id, userId: me.id, shareEmail: request.body.share_email ?? false })
          .onConflictDoNothing();
        return { c, already: false };
      });
      const { c, already } = result;
      const said = already ? classMessages.alreadyMember(c.name) : classMessages.joined(c.name);
      return {
        class_id: c.id,
        class_name: c.name,
        organisation_name: c.organisationName,
        language: c.language,
        already_member: already,
        message: localizeMessage(said, request.locale),
      };
    },
  );

  const myClasses = async (userId: string, locale: Locale) => {
    const list = await rows<{
      id: number;
      name: string;
      language: "en" | "hi";
      organisationName: string;
      kind: OrganisationKind;
      joinedAt: Date | string;
      shareEmail: boolean;
      archived: boolean;
      endsOn: string | null;
    }>(
      app.db,
      sql`select c.id, c.name, c.language, o.name as "organisationName", o.kind, m.joined_at as "joinedAt",
          m.share_email as "shareEmail", c.archived_at is not null as archived,
          to_char(c.ends_on, 'YYYY-MM-DD') as "endsOn"
          from class_members m join classes c on c.id = m.class_id join organisations o on o.id = c.organisation_id
          where m.user_id = ${userId} order by m.joined_at desc, c.id desc`,
    );
    const assigned = list.length
      ? await rows<{ classId: number; courseId: number; moduleId: number | null; dueOn: string | null }>(
          app.db,
          sql`select a.class_id as "classId", a.course_id as "courseId", a.module_id as "moduleId",
              to_char(a.due_on, 'YYYY-MM-DD') as "dueOn"
              from class_assignments a join class_members m on m.class_id = a.class_id and m.user_id = ${userId}
              order by a.due_on nulls last, a.id`,
        )
      : [];
    const today = indiaDay(app.clock.now());
    const items = await Promise.all(
      assigned.map(async (a) => {
        // Titles as the learner reads them (their language where translated); a removed course is left out.
        const course = await app.courseContent.course(a.courseId, locale);
        if (!course) return null;
        const mod = a.moduleId === null ? null : course.modules.find((m) => m.moduleId === a.moduleId);
        if (a.moduleId !== null && !mod) return null;
        return {
          classId: a.classId,
          item: {
            course_id: a.courseId,
            course_title: course.course.title,
            module_id: a.moduleId,
            module_title: mod?.title ?? null,
            due_on: a.dueOn,
          },
        };
      }),
    );
    return {
      classes: list.map((c) => ({
        id: c.id,
        name: c.name,
        language: c.language,
        organisation: { name: c.organisationName, kind: c.kind },
        joined_at: iso(c.joinedAt),
        share_email: c.shareEmail,
        archived: c.archived,
        ends_on: c.endsOn,
        ended: c.endsOn !== null && today > c.endsOn,
        assigned: items.flatMap((i) => (i && i.classId === c.id ? [i.item] : [])),
      })),
    };
  };

  app.get(
    "/account/classes",
    {
      config: user,
      schema: {
        summary:
          "The learner's classes: each with its organisation, what its facilitators see, and the email choice",
        response: { 200: accountClassesSchema, ...errors },
      },
    },
    async (request) => myClasses(request.user!.id, request.locale),
  );

  app.patch(
    "/account/classes/:classId",
    {
      config: user,
      schema: {
        summary: "Show or hide the learner's email to the class's facilitators",
        params: classIdParam,
        body: shareEmailBodySchema,
        response: { 200: accountClassesSchema, ...errors },
      },
    },
    async (request) => {
      const me = request.user!;
      const changed = await app.db
        .update(classMembers)
        .set({ shareEmail: request.body.share_email })
        .where(and(eq(classMembers.classId, request.params.classId), eq(classMembers.userId, me.id)))
        .returning({ classId: classMembers.classId });
      if (changed.length === 0) throw notFound(classMessages.notInClass);
      return myClasses(me.id, request.locale);
    },
  );

  app.delete(
    "/account/classes/:classId",
    {
      config: user,
      schema: {
        summary: "Leave a class; the answer carries its code, so the learner can undo by joining again",
        params: classIdParam,
        response: { 200: leftClassSchema, ...errors },
      },
    },
    async (request) => {
      const me = request.user!;
      const [gone] = await rows<{ name: string; code: string; shareEmail: boolean }>(
        app.db,
        sql`delete from class_members m using classes c
            where m.class_id = ${request.params.classId} and m.user_id = ${me.id} and c.id = m.class_id
            returning c.name, c.join_code as code, m.share_email as "shareEmail"`,
      );
      if (!gone) throw notFound(classMessages.notInClass);
      return {
        message: localizeMessage(classMessages.left(gone.name), request.locale),
        code: gone.code,
        share_email: gone.shareEmail,
      };
    },
  );
}
