/**
 * The schema's tables: Organisations (issue 40): a school, college, employer, bank branch or NGO and the
 * people who run it. Apart from institutions.ts so that courses (an organisation's own) can point here
 * without an import circle.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns.js";
import { userRef, users } from "./identity.js";

export const ORGANISATION_KINDS = ["school", "college", "employer", "bank", "ngo"] as const;
export const ORGANISATION_ROLES = ["owner", "facilitator"] as const;

export const organisations = pgTable(
  "organisations",
  {
    id: id(),
    name: text("name").notNull(),
    kind: text("kind", { enum: ORGANISATION_KINDS }).notNull(),
    /** Who made it: kept as history, unlinked when that account goes (the organisation stays). */
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("organisations_kind_check", sql`${t.kind} in ('school', 'college', 'employer', 'bank', 'ngo')`),
  ],
);

/** Who runs an organisation: its owners (who may add facilitators) and facilitators. */
export const organisationMembers = pgTable(
  "organisation_members",
  {
    organisationId: integer("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    userId: userRef(),
    role: text("role", { enum: ORGANISATION_ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.userId] }),
    index("organisation_members_user_idx").on(t.userId),
    check("organisation_members_role_check", sql`${t.role} in ('owner', 'facilitator')`),
  ],
);
