/** The schema's tables: Learning content (platform/db/schema.ts gathers every domain). */
import { CONTENT_FRESHNESS } from "@arthshala/contracts/content-freshness";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, deletedAt, id, updatedAt } from "./columns.js";
import { userRef } from "./identity.js";
import { organisations } from "./organisations.js";

export const courses = pgTable(
  "courses",
  {
    id: id(),
    slug: text("slug"),
    title: text("title").notNull(),
    description: text("description").notNull(),
    thumbnailUrl: text("thumbnail_url"),
    modulesCount: integer("modules_count").notNull().default(1),
    duration: integer("duration").notNull().default(1),
    /** Contracts' SCHEME_TAGS the course is about: finishing it informs scheme recommendations. */
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    /**
     * An organisation's own course (issue 40): seen only by its members and authored by its facilitators,
     * until an Admin publishes it to everyone (published_to_all_at). Null: an Arthshala course, for all.
     */
    organisationId: integer("organisation_id").references((): AnyPgColumn => organisations.id, {
      onDelete: "cascade",
    }),
    publishedToAllAt: timestamp("published_to_all_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex("courses_slug_key").on(t.slug),
    index("courses_organisation_idx").on(t.organisationId),
    check("courses_modules_count_check", sql`${t.modulesCount} >= 1`),
    check("courses_duration_check", sql`${t.duration} >= 1`),
  ],
);

export const modules = pgTable(
  "modules",
  {
    id: id(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    orderIndex: integer("order_index").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index("modules_course_idx").on(t.courseId, t.orderIndex),
    check("modules_order_check", sql`${t.orderIndex} >= 0`),
  ],
);

export const CONTENT_TYPES = ["text", "video", "image", "audio", "question"] as const;
export const QUESTION_TYPES = [
  "mcq_single",
  "mcq_multiple",
  "subjective",
  "true_false",
  "numeric",
  "order",
] as const;
export const ANSWER_UNITS = ["rupees", "percent", "number"] as const;

export const cards = pgTable(
  "cards",
  {
    id: id(),
    moduleId: integer("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    contentType: text("content_type", { enum: CONTENT_TYPES }).notNull(),
    contentTitle: text("content_title"),
    contentText: text("content_text"),
    imageUrl: text("image_url"),
    videoUrl: text("video_url"),
    audioUrl: text("audio_url"),
    allottedFinstars: integer("allotted_finstars").notNull().default(0),
    orderIndex: integer("order_index").notNull().default(0),
    answerCompulsory: boolean("answer_compulsory").notNull().default(false),
    questionType: text("question_type", { enum: QUESTION_TYPES }),
    options: jsonb("options").$type<string[]>().notNull().default([]),
    optionsTags: jsonb("options_tags").$type<string[]>().notNull().default([]),
    /**
     * mcq: an option (several joined by ", "); true_false: "true"/"false"; numeric: a plain number
     * ("1200.5"); order: the options (its steps, in the right order) as a JSON list.
     */
    correctAnswer: text("correct_answer"),
    /** A numeric question's unit, and how far off a right answer may be, in hundredths of it. */
    answerUnit: text("answer_unit", { enum: ANSWER_UNITS }),
    toleranceHundredths: integer("tolerance_hundredths"),
    explanation: text("explanation"),
    feedbackType: text("feedback_type"),
    /** The India day the card's figures and rules were last checked (issue 42); null: nothing to date. */
    asOf: date("as_of"),
    /** How long that check holds: "financial_year" for tax rules, else a year (null). */
    freshness: text("freshness", { enum: CONTENT_FRESHNESS }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index("cards_module_idx").on(t.moduleId, t.orderIndex),
    check(
      "cards_content_type_check",
      sql`${t.contentType} in ('text', 'video', 'image', 'audio', 'question')`,
    ),
    check("cards_finstars_check", sql`${t.allottedFinstars} >= 0`),
  ],
);

/** A learner's completion of one card; a card completes once (primary key). */
export const cardProgress = pgTable(
  "card_progress",
  {
    userId: userRef(),
    cardId: integer("card_id")
      .notNull()
      .references(() => cards.id, { onDelete: "cascade" }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    userAnswer: text("user_answer"),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.cardId] }),
    index("card_progress_course_idx").on(t.userId, t.courseId),
    // Analytics read across learners by card and period (issue 40); the key leads with the learner. The
    // learner's id is in it too, so counting a period's distinct learners reads the index alone.
    index("card_progress_card_idx").on(t.cardId, t.completedAt, t.userId),
  ],
);

/** Last activity per learner and course: the "ongoing course" is the latest one not yet finished. */
export const courseActivity = pgTable(
  "course_activity",
  {
    userId: userRef(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /**
     * Whether finishing earns the certificate only with a passed course test (issue 42). Courses
     * finished before the test existed keep false: their certificate is owed without one.
     */
    testRequired: boolean("test_required").notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId] }),
    index("course_activity_recent_idx").on(t.userId, t.lastActiveAt),
    // Analytics count a course's finishers in a period (issue 40).
    index("course_activity_completed_idx")
      .on(t.courseId, t.completedAt)
      .where(sql`${t.completedAt} is not null`),
  ],
);

/**
 * The Review deck (issue 27): a question a learner first answered wrong, with its spaced-repetition
 * state (FSRS, ts-fsrs's card fields). `due` is the start (00:00 India time) of the India day it is due.
 */
export const reviewItems = pgTable(
  "review_items",
  {
    userId: userRef(),
    cardId: integer("card_id")
      .notNull()
      .references(() => cards.id, { onDelete: "cascade" }),
    due: timestamp("due", { withTimezone: true }).notNull(),
    stability: doublePrecision("stability").notNull(),
    difficulty: doublePrecision("difficulty").notNull(),
    elapsedDays: integer("elapsed_days").notNull(),
    scheduledDays: integer("scheduled_days").notNull(),
    learningSteps: integer("learning_steps").notNull().default(0),
    reps: integer("reps").notNull(),
    lapses: integer("lapses").notNull(),
    /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
    state: smallint("state").notNull(),
    lastReview: timestamp("last_review", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.cardId] }), index("review_items_due_idx").on(t.userId, t.due)],
);

/**
 * One row per review of a card on an India day: the key makes a card move and pay at most once a day,
 * so a replayed review is judged but changes nothing. `paid` is the FinStars it paid.
 */
export const reviewLog = pgTable(
  "review_log",
  {
    userId: userRef(),
    cardId: integer("card_id")
      .notNull()
      .references(() => cards.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    userAnswer: text("user_answer").notNull(),
    isCorrect: boolean("is_correct").notNull(),
    /** ts-fsrs Rating given: 1 again (wrong), 3 good (right). */
    rating: smallint("rating").notNull(),
    paid: integer("paid").notNull().default(0),
    /** The day the card comes back after this review. */
    nextDue: date("next_due").notNull(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.cardId, t.day] }),
    index("review_log_day_idx").on(t.userId, t.day),
  ],
);
