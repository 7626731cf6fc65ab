/**
 * The schema's tables: a course's placement check and course test (issue 42). Both draw questions from
 * the course's own modules; an attempt keeps what was drawn, so the answers are judged against exactly
 * those cards, once.
 */
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { userRef } from "./identity.js";
import { courses, modules } from "./learning.js";

export const COURSE_CHECK_KINDS = ["placement", "test"] as const;

/** One sitting of a placement check or a course test: the drawn cards, then the verdict. */
export const courseCheckAttempts = pgTable(
  "course_check_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userRef(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: COURSE_CHECK_KINDS }).notNull(),
    /** The drawn question cards, in the order shown. */
    cardIds: jsonb("card_ids").$type<number[]>().notNull(),
    /** The learner's answers by card id (English option texts), once submitted. */
    answers: jsonb("answers").$type<Record<string, string>>(),
    correct: integer("correct"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    passedAt: timestamp("passed_at", { withTimezone: true }),
  },
  (t) => [
    index("course_check_attempts_user_idx").on(t.userId, t.courseId, t.kind),
    check("course_check_attempts_kind_check", sql`${t.kind} in ('placement', 'test')`),
  ],
);

/**
 * A module the learner tested out of: its cards were marked done without FinStars. Undoing the skip
 * removes those completions (and this row), so the learner takes the module as anyone would.
 */
export const placementSkips = pgTable(
  "placement_skips",
  {
    userId: userRef(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    moduleId: integer("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    skippedAt: timestamp("skipped_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.moduleId] }),
    index("placement_skips_course_idx").on(t.userId, t.courseId),
  ],
);
