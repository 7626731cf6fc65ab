import {
  type ClassDetail,
  type ClassSummary,
  classMessages,
  classStatus,
  joinPath,
  type OrganisationKind,
} from "@arthshala/contracts/classes";
import { indiaDay } from "@arthshala/contracts/india-time";
import { type SQL, sql } from "drizzle-orm";
import type { SessionUser } from "../../platform/auth/session-user.js";
import type { Db } from "../../platform/db/client.js";
import { AppError, notFound } from "../../platform/http/errors.js";
import { type OrganisationRole, organisationRole } from "../../platform/institutions/access.js";
import type { Tx } from "../../platform/rewards/ledger.js";

export type Who = Pick<SessionUser, "id" | "role">;

/** Rows of a raw query, in or out of a transaction (both drivers answer `{ rows }`). */
export async function rows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A timestamp from either driver (a Date, or text from PGlite's raw rows) as ISO text. */
export const iso = (at: Date | string) => new Date(at).toISOString();

/**
 * The caller's role in the organisation, or 404 when they have none (an organisation that is not theirs
 * is answered as one that does not exist); a facilitator asking for an owner's act gets 403, since they
 * can see the organisation already.
 */
export async function runsOrganisation(
  db: Db,
  user: Who,
  organisationId: number,
  need: OrganisationRole = "facilitator",
): Promise<OrganisationRole> {
  const role = await organisationRole(db, user, organisationId);
  if (!role) throw notFound(classMessages.organisationNotFound);
  if (need === "owner" && role !== "owner") throw new AppError(403, classMessages.ownerOnly);
  return role;
}

interface ClassRow {
  id: number;
  organisationId: number;
  name: string;
  language: "en" | "hi";
  joinCode: string;
  capacity: number | null;
  endsOn: string | null;
  archived: boolean;
  members: number;
}

const CLASS_COLUMNS = sql`c.id, c.organisation_id as "organisationId", c.name, c.language, c.join_code as "joinCode",
  c.capacity, to_char(c.ends_on, 'YYYY-MM-DD') as "endsOn", c.archived_at is not null as archived,
  (select count(*)::int from class_members m where m.class_id = c.id) as members`;

function summary(row: ClassRow, today: string): ClassSummary {
  return {
    id: row.id,
    organisation_id: row.organisationId,
    name: row.name,
    language: row.language,
    join_code: row.joinCode,
    capacity: row.capacity,
    ends_on: row.endsOn,
    archived: row.archived,
    members_count: row.members,
    status: classStatus(row, today),
  };
}

/** The classes of these organisations, live ones first, newest first. */
export async function classesOf(db: Db, organisationIds: number[], now: Date): Promise<ClassSummary[]> {
  if (organisationIds.length === 0) return [];
  const list = await rows<ClassRow>(
    db,
    sql`select ${CLASS_COLUMNS} from classes c
        where c.organisation_id in (${sql.join(
          organisationIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by c.archived_at is not null, c.created_at desc, c.id desc`,
  );
  const today = indiaDay(now);
  return list.map((row) => summary(row, today));
}

export async function classDetail(
  db: Db,
  classId: number,
  role: OrganisationRole,
  origin: string,
  now: Date,
): Promise<ClassDetail> {
  const [row] = await rows<ClassRow & { organisationName: string; kind: OrganisationKind }>(
    db,
    sql`select ${CLASS_COLUMNS}, o.name as "organisationName", o.kind
        from classes c join organisations o on o.id = c.organisation_id where c.id = ${classId}`,
  );
  if (!row) throw notFound();
  return {
    ...summary(row, indiaDay(now)),
    join_url: `${origin}${joinPath(row.joinCode)}`,
    organisation: { id: row.organisationId, name: row.organisationName, kind: row.kind },
    role,
  };
}

/** The organisations the caller runs (every one, for an Admin), or just `only`, each with its classes. */
export async function organisationsOf(db: Db, user: Who, now: Date, only?: number) {
  const which = only === undefined ? sql`true` : sql`o.id = ${only}`;
  const orgs = await rows<{
    id: number;
    name: string;
    kind: OrganisationKind;
    role: OrganisationRole | null;
  }>(
    db,
    user.role === "Admin"
      ? sql`select o.id, o.name, o.kind, 'owner' as role from organisations o where ${which}
            order by lower(o.name), o.id`
      : sql`select o.id, o.name, o.kind, m.role from organisations o
            join organisation_members m on m.organisation_id = o.id and m.user_id = ${user.id}
            where ${which} order by lower(o.name), o.id`,
  );
  const classes = await classesOf(
    db,
    orgs.map((o) => o.id),
    now,
  );
  return orgs.map((o) => ({
    id: o.id,
    name: o.name,
    kind: o.kind,
    role: o.role ?? ("facilitator" as const),
    classes: classes.filter((c) => c.organisation_id === o.id),
  }));
}

export async function organisationPeople(db: Db, organisationId: number) {
  const people = await rows<{ userId: string; name: string; email: string; role: OrganisationRole }>(
    db,
    sql`select u.id as "userId", u.name, u.email, m.role from organisation_members m
        join users u on u.id = m.user_id where m.organisation_id = ${organisationId}
        order by m.role = 'owner' desc, lower(u.name), u.email`,
  );
  return { people: people.map((p) => ({ user_id: p.userId, name: p.name, email: p.email, role: p.role })) };
}

/** A class's learners: names always, an email only when its learner chose to share it with the class. */
export async function classMembers(db: Db, classId: number) {
  const list = await rows<{
    userId: string;
    name: string;
    email: string;
    shareEmail: boolean;
    joinedAt: Date | string;
  }>(
    db,
    sql`select u.id as "userId", u.name, u.email, m.share_email as "shareEmail", m.joined_at as "joinedAt"
        from class_members m join users u on u.id = m.user_id where m.class_id = ${classId}
        order by lower(u.name), m.joined_at`,
  );
  const [cls] = await rows<{ capacity: number | null }>(
    db,
    sql`select capacity from classes where id = ${classId}`,
  );
  return {
    members: list.map((m) => ({
      user_id: m.userId,
      name: m.name,
      email: m.shareEmail ? m.email : null,
      joined_at: iso(m.joinedAt),
    })),
    count: list.length,
    capacity: cls?.capacity ?? null,
  };
}
