/**
 * A facilitator's side of class assignments (issue 40): what a class may be given, the list with how
 * many learners finished each (a count, never who), create, change the due day, remove. Every call is
 * first authorised by assertFacilitatesClass (404 for a class the caller has no part in).
 */
import type { AssignableCourses, ClassAssignment, ClassAssignments } from "@arthshala/contracts/assignments";
import { assignmentMessages } from "@arthshala/contracts/assignments-rules";
import { indiaDay } from "@arthshala/contracts/india-time";
import type { Locale } from "@arthshala/contracts/locales";
import { type SQL, sql } from "drizzle-orm";
import type { SessionUser } from "../../platform/auth/session-user.js";
import { type Db, selectRows } from "../../platform/db/client.js";
import { classAssignments } from "../../platform/db/schema.js";
import { conflict, fieldError, notFound } from "../../platform/http/errors.js";
import { translatedTitles } from "../../platform/i18n/translations.js";
import { assertFacilitatesClass, type ClassRow } from "../../platform/institutions/access.js";
import { localizeTitles } from "./titles.js";

type Caller = Pick<SessionUser, "id" | "role">;

/**
 * The courses a class may be given: Arthshala's own (no organisation), its organisation's own, and any
 * an Admin published to everyone; never a deleted one. `co` is the courses table's alias.
 */
const visibleTo = (cls: Pick<ClassRow, "organisationId">) =>
  sql`co.deleted_at is null and (co.organisation_id is null or co.organisation_id = ${cls.organisationId}
    or co.published_to_all_at is not null)`;

/**
 * The class's assignments, each with the learners of the class who completed every live card of it.
 * Progress is read only for the class's members and these cards: by its key (learner, card), members ×
 * cards lookups, never every learner who did a popular course.
 */
async function listRows(db: Db, classId: number, only?: number): Promise<ClassAssignment[]> {
  const one: SQL = only === undefined ? sql`` : sql`and a.id = ${only}`;
  return selectRows<ClassAssignment>(
    db,
    sql`with targets as (
        select a.id as assignment_id, k.id as card_id
        from class_assignments a
        join modules m on m.course_id = a.course_id and m.deleted_at is null
          and (a.module_id is null or m.id = a.module_id)
        join cards k on k.module_id = m.id and k.deleted_at is null
        where a.class_id = ${classId} ${one}
      ), totals as (
        select assignment_id, count(*)::int as n from targets group by assignment_id
      ), members as materialized (
        select user_id from class_members where class_id = ${classId}
      ), progress as (
        select t.assignment_id, mb.user_id, count(*)::int as n
        from targets t
        cross join members mb
        join card_progress p on p.user_id = mb.user_id and p.card_id = t.card_id
        group by t.assignment_id, mb.user_id
      ), finished as (
        select pr.assignment_id, count(*)::int as n
        from progress pr join totals t on t.assignment_id = pr.assignment_id
        where pr.n >= t.n
        group by pr.assignment_id
      )
      select a.id, a.course_id, co.title as course_title, a.module_id, m.title as module_title,
        a.due_on::text as due_on,
        (co.deleted_at is not null or coalesce(m.deleted_at is not null, false)) as withdrawn,
        coalesce(f.n, 0) as finished
      from class_assignments a
      join courses co on co.id = a.course_id
      left join modules m on m.id = a.module_id
      left join finished f on f.assignment_id = a.id
      where a.class_id = ${classId} ${one}
      order by a.due_on nulls last, a.id`,
  );
}

export async function listAssignments(
  db: Db,
  user: Caller,
  classId: number,
  now: Date,
  locale: Locale,
): Promise<ClassAssignments> {
  const cls = await assertFacilitatesClass(db, user, classId);
  const [rows, [count]] = await Promise.all([
    listRows(db, classId),
    selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from class_members where class_id = ${classId}`,
    ),
  ]);
  return {
    class: { id: cls.id, name: cls.name, archived: cls.archived },
    members: count?.n ?? 0,
    today: indiaDay(now),
    assignments: await localizeTitles(db, rows, locale),
  };
}

/** Each course the class may see, with its live modules in order, for the facilitator's picker. */
export async function assignableCourses(
  db: Db,
  user: Caller,
  classId: number,
  locale: Locale,
): Promise<AssignableCourses> {
  const cls = await assertFacilitatesClass(db, user, classId);
  const rows = await selectRows<{
    id: number;
    title: string;
    module_id: number | null;
    module_title: string;
  }>(
    db,
    sql`select co.id, co.title, m.id as module_id, m.title as module_title
      from courses co
      left join modules m on m.course_id = co.id and m.deleted_at is null
      where ${visibleTo(cls)}
      order by co.organisation_id is not null, co.id, m.order_index, m.id`,
  );
  const titles = await translatedTitles(
    db,
    {
      course: [...new Set(rows.map((r) => r.id))],
      module: rows.flatMap((r) => (r.module_id ? [r.module_id] : [])),
    },
    locale,
  );
  const courses = new Map<number, AssignableCourses["courses"][number]>();
  for (const r of rows) {
    let course = courses.get(r.id);
    if (!course) {
      course = { id: r.id, title: titles.get(`course:${r.id}`) ?? r.title, modules: [] };
      courses.set(r.id, course);
    }
    if (r.module_id)
      course.modules.push({ id: r.module_id, title: titles.get(`module:${r.module_id}`) ?? r.module_title });
  }
  return { courses: [...courses.values()] };
}

function refusePastDay(due: string | null, now: Date) {
  if (due !== null && due < indiaDay(now)) throw fieldError("due_on", assignmentMessages.duePast);
}

type CreateInput = { course_id: number; module_id?: number | null; due_on: string | null };

export async function createAssignment(
  db: Db,
  user: Caller,
  classId: number,
  body: CreateInput,
  now: Date,
  locale: Locale,
): Promise<ClassAssignment> {
  const cls = await assertFacilitatesClass(db, user, classId);
  if (cls.archived) throw conflict(assignmentMessages.classArchived);
  refusePastDay(body.due_on, now);
  const [course] = await selectRows<{ id: number }>(
    db,
    sql`select co.id from courses co where co.id = ${body.course_id} and ${visibleTo(cls)}`,
  );
  // One answer for a course that does not exist and one of another organisation: ids say nothing.
  if (!course) throw fieldError("course_id", assignmentMessages.courseUnavailable);
  const moduleId = body.module_id ?? null;
  if (moduleId !== null) {
    const [mod] = await selectRows<{ id: number }>(
      db,
      sql`select id from modules where id = ${moduleId} and course_id = ${course.id} and deleted_at is null`,
    );
    if (!mod) throw fieldError("module_id", assignmentMessages.moduleNotInCourse);
  }
  // The unique index (class, course, module or 0) decides a race between two tabs: one row, one 409.
  const [row] = await db
    .insert(classAssignments)
    .values({
      classId,
      courseId: course.id,
      moduleId,
      dueOn: body.due_on,
      createdBy: user.id,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: classAssignments.id });
  if (!row) throw conflict(assignmentMessages.alreadyAssigned);
  return one(db, classId, row.id, locale);
}

async function one(db: Db, classId: number, id: number, locale: Locale): Promise<ClassAssignment> {
  const [row] = await localizeTitles(db, await listRows(db, classId, id), locale);
  if (!row) throw notFound(assignmentMessages.notFound);
  return row;
}

export async function changeDueDay(
  db: Db,
  user: Caller,
  classId: number,
  assignmentId: number,
  due: string | null,
  now: Date,
  locale: Locale,
): Promise<ClassAssignment> {
  await assertFacilitatesClass(db, user, classId);
  refusePastDay(due, now);
  const updated = await selectRows<{ id: number }>(
    db,
    sql`update class_assignments set due_on = ${due}::date, updated_at = ${now}
      where id = ${assignmentId} and class_id = ${classId} returning id`,
  );
  if (updated.length === 0) throw notFound(assignmentMessages.notFound);
  return one(db, classId, assignmentId, locale);
}

export async function removeAssignment(
  db: Db,
  user: Caller,
  classId: number,
  assignmentId: number,
): Promise<void> {
  await assertFacilitatesClass(db, user, classId);
  const removed = await selectRows<{ id: number }>(
    db,
    sql`delete from class_assignments where id = ${assignmentId} and class_id = ${classId} returning id`,
  );
  if (removed.length === 0) throw notFound(assignmentMessages.notFound);
}
