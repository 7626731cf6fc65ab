/**
 * The schema's tables: Institutions (issue 40). An organisation (school, college, employer, bank branch,
 * NGO) runs classes; a class has members and assignments; finishing a course gives a certificate; an
 * under-18 learner's account waits for a guardian's consent before it saves anything (DPDP Act).
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns.js";
import { userRef, users } from "./identity.js";
import { courses, modules } from "./learning.js";
import { organisations } from "./organisations.js";

export const classes = pgTable(
  "classes",
  {
    id: id(),
    organisationId: integer("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The language the class is taught in ("en" or "hi"): a learner joining by its link sees it in this. */
    language: text("language").notNull().default("en"),
    /** What a learner types or scans to join; rotating it makes the old one stop working. Unique ignoring case. */
    joinCode: text("join_code").notNull(),
    /** The most members it takes (null: no cap). */
    capacity: integer("capacity"),
    /** The India day the class ends (null: open-ended); after it, nobody joins. */
    endsOn: date("ends_on"),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("classes_join_code_key").on(sql`upper(${t.joinCode})`),
    index("classes_organisation_idx").on(t.organisationId),
    check("classes_language_check", sql`${t.language} in ('en', 'hi')`),
    check("classes_capacity_check", sql`${t.capacity} is null or ${t.capacity} >= 1`),
  ],
);

/** A learner in a class. A learner may be in several; leaving deletes the row. */
export const classMembers = pgTable(
  "class_members",
  {
    classId: integer("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    userId: userRef(),
    /** The learner chose to show their email to the class's facilitators (off by default). */
    shareEmail: boolean("share_email").notNull().default(false),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.userId] }), index("class_members_user_idx").on(t.userId)],
);

/** A course, or one module of it (module_id set), assigned to a class, with an optional due India day. */
export const classAssignments = pgTable(
  "class_assignments",
  {
    id: id(),
    classId: integer("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    moduleId: integer("module_id").references(() => modules.id, { onDelete: "cascade" }),
    dueOn: date("due_on"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("class_assignments_class_idx").on(t.classId),
    index("class_assignments_due_idx").on(t.dueOn),
    uniqueIndex("class_assignments_item_key").on(t.classId, t.courseId, sql`coalesce(${t.moduleId}, 0)`),
  ],
);

/** One reminder per assignment and learner, claimed before it is sent: exactly once across a fleet. */
export const assignmentReminders = pgTable(
  "assignment_reminders",
  {
    assignmentId: integer("assignment_id")
      .notNull()
      .references(() => classAssignments.id, { onDelete: "cascade" }),
    userId: userRef(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.assignmentId, t.userId] }),
    index("assignment_reminders_user_idx").on(t.userId),
  ],
);

/**
 * A course's certificate: given once per learner and course when they finish it. The id is the random,
 * unguessable part of the public /verify/<id> link. What it shows is kept as it was on the day (the
 * learner's name, the organisation's) so a later rename does not rewrite a certificate already shared.
 */
export const certificates = pgTable(
  "certificates",
  {
    id: text("id").primaryKey(),
    userId: userRef(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    learnerName: text("learner_name").notNull(),
    /** Set when the course was finished as a class's assignment. */
    classId: integer("class_id").references(() => classes.id, { onDelete: "set null" }),
    organisationName: text("organisation_name"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("certificates_user_course_key").on(t.userId, t.courseId)],
);

/**
 * An under-18 learner's guardian and their consent (DPDP Act section 9): requested at sign-up, confirmed
 * by the guardian opening the mailed link, revocable by the guardian. Until confirmed_at is set (and while
 * revoked_at is set) the account saves nothing. The token is stored hashed.
 */
export const guardianConsents = pgTable(
  "guardian_consents",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    guardianEmail: text("guardian_email").notNull(),
    tokenHash: text("token_hash").notNull(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("guardian_consents_token_key").on(t.tokenHash)],
);
