/**
 * Who may touch an organisation or a class (issue 40; DESIGN.md section 4). Routes declare access
 * "facilitator" (a Facilitator or an Admin); these decide the rest by membership, so every feature that
 * reads a class (settings, assignments, dashboard, analytics, certificates) asks the same questions.
 * A class or organisation the caller has no part in answers 404, exactly as one that does not exist:
 * ids are sequential, and a 403 would confirm which ones are real.
 */
import { sql } from "drizzle-orm";
import type { SessionUser } from "../auth/session-user.js";
import { type Db, selectRows } from "../db/client.js";
import { notFound } from "../http/errors.js";

export type OrganisationRole = "owner" | "facilitator";

export interface ClassRow {
  id: number;
  organisationId: number;
  name: string;
  language: "en" | "hi";
  archived: boolean;
}

/** The caller's role in the organisation; Admins count as owners of every organisation. */
export async function organisationRole(
  db: Db,
  user: Pick<SessionUser, "id" | "role">,
  organisationId: number,
): Promise<OrganisationRole | null> {
  const [row] = await selectRows<{ role: OrganisationRole | null; found: boolean }>(
    db,
    sql`select (select m.role from organisation_members m where m.organisation_id = o.id and m.user_id = ${user.id})
        as role, true as found from organisations o where o.id = ${organisationId}`,
  );
  if (!row) return null;
  if (user.role === "Admin") return "owner";
  return row.role;
}

/** Throws 404 unless the caller runs the organisation (as `need`, or as its owner). */
export async function assertRunsOrganisation(
  db: Db,
  user: Pick<SessionUser, "id" | "role">,
  organisationId: number,
  need: OrganisationRole = "facilitator",
): Promise<OrganisationRole> {
  const role = await organisationRole(db, user, organisationId);
  if (!role || (need === "owner" && role !== "owner")) throw notFound();
  return role;
}

/** The class, when the caller facilitates it (a member of its organisation, or an Admin); else 404. */
export async function assertFacilitatesClass(
  db: Db,
  user: Pick<SessionUser, "id" | "role">,
  classId: number,
): Promise<ClassRow> {
  const [row] = await selectRows<ClassRow & { member: boolean }>(
    db,
    sql`select c.id, c.organisation_id as "organisationId", c.name, c.language, c.archived_at is not null as archived,
        exists (select 1 from organisation_members m where m.organisation_id = c.organisation_id
          and m.user_id = ${user.id}) as member
        from classes c where c.id = ${classId}`,
  );
  if (!row || !(row.member || user.role === "Admin")) throw notFound();
  const { member: _member, ...cls } = row;
  return cls;
}

/** Whether the learner is in the class. */
export async function isClassMember(db: Db, userId: string, classId: number): Promise<boolean> {
  const [row] = await selectRows<{ yes: boolean }>(
    db,
    sql`select exists (select 1 from class_members where class_id = ${classId} and user_id = ${userId}) as yes`,
  );
  return row?.yes === true;
}
