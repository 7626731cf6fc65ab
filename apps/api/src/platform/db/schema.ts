/**
 * The whole product's schema (spec sections 3, 4 and 7), so features extend it instead of reshaping it.
 * Money is integer paise; India-time days are `date` columns computed by the server in Asia/Kolkata;
 * every learner-owned row carries user_id and is always queried scoped by the session's user.
 */
import { MAIL_QUEUE_KINDS } from "@arthshala/contracts/mail-queue";
import { PRODUCT_TYPES, PROVIDER_KEYS, TAX_TREATMENTS } from "@arthshala/contracts/scheme-catalogue";
import { sql } from "drizzle-orm";
import {
  bigint,
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
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
const deletedAt = () => timestamp("deleted_at", { withTimezone: true });
const id = () => integer("id").primaryKey().generatedAlwaysAsIdentity();
const userRef = () =>
  uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

// ── Identity ────────────────────────────────────────────────────────────────
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    picture: text("picture"),
    passwordHash: text("password_hash"),
    role: text("role", { enum: ["Admin", "Learner"] })
      .notNull()
      .default("Learner"),
    oidcIssuer: text("oidc_issuer"),
    oidcSubject: text("oidc_subject"),
    /** Set when the owner proved the address (mailed link, password reset, or a verifying OIDC issuer). */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** Opted in to mail about their own activity (a budget gone over); off until they choose it. */
    productMail: boolean("product_mail").notNull().default(false),
    /** The interface language they chose ("en" or "hi"); null: the browser's. */
    language: text("language"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    uniqueIndex("users_oidc_key").on(t.oidcIssuer, t.oidcSubject),
    check("users_role_check", sql`${t.role} in ('Admin', 'Learner')`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    userId: userRef(),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent"),
    /** Begun by creating the account: the learner's first visit ("Welcome," rather than "Welcome back,"). */
    firstVisit: boolean("first_visit").notNull().default(false),
  },
  (t) => [uniqueIndex("sessions_token_key").on(t.tokenHash), index("sessions_user_idx").on(t.userId)],
);

export const passwordResets = pgTable(
  "password_resets",
  {
    id: id(),
    userId: userRef(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("password_resets_token_key").on(t.tokenHash),
    index("password_resets_user_idx").on(t.userId),
  ],
);

/** Single-use links that prove a user owns an address; tied to the address they were mailed to. */
export const emailVerifications = pgTable(
  "email_verifications",
  {
    id: id(),
    userId: userRef(),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("email_verifications_token_key").on(t.tokenHash),
    index("email_verifications_user_idx").on(t.userId),
  ],
);

export const AUTH_EVENT_KINDS = [
  "signin_failure",
  "reset_mail",
  "verification_mail",
  "contact_message",
  "feedback_form",
] as const;

/**
 * Per-account throttling counters (failed sign-ins, reset and verification mails), keyed by the
 * lower-cased email whether or not an account exists, so limits hold across app instances and say
 * nothing about which addresses have accounts. Old rows are purged.
 */
export const authEvents = pgTable(
  "auth_events",
  {
    id: id(),
    kind: text("kind", { enum: AUTH_EVENT_KINDS }).notNull(),
    subject: text("subject").notNull(),
    /** The client address the event came from (sign-in failures are throttled per account and address). */
    address: text("address"),
    /** A known device's id (the hash of its device cookie) when the request carried one for this account. */
    device: text("device"),
    createdAt: createdAt(),
  },
  (t) => [index("auth_events_subject_idx").on(t.subject, t.kind, t.createdAt)],
);

/**
 * Per-address request counters of the rate-limited routes (sign-in, forgot-password, contact, feedback,
 * imports…), kept in the database so one limit holds across every app instance. A row is one key's
 * current window; an expired window starts again at 1. Expired rows are purged by housekeeping.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_hits_expires_idx").on(t.expiresAt)],
);

/** One row per OIDC login in flight: state, nonce and PKCE verifier, consumed once at the callback. */
export const oidcLogins = pgTable("oidc_logins", {
  state: text("state").primaryKey(),
  nonce: text("nonce").notNull(),
  codeVerifier: text("code_verifier").notNull(),
  popup: boolean("popup").notNull().default(false),
  createdAt: createdAt(),
});

// ── Learning content ────────────────────────────────────────────────────────
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex("courses_slug_key").on(t.slug),
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
export const QUESTION_TYPES = ["mcq_single", "mcq_multiple", "subjective"] as const;

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
    correctAnswer: text("correct_answer"),
    explanation: text("explanation"),
    feedbackType: text("feedback_type"),
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
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId] }),
    index("course_activity_recent_idx").on(t.userId, t.lastActiveAt),
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

// ── Articles ────────────────────────────────────────────────────────────────
export const articles = pgTable(
  "articles",
  {
    id: id(),
    slug: text("slug"),
    title: text("title").notNull(),
    content: text("content").notNull(),
    contentText: text("content_text").notNull().default(""),
    imageUrl: text("image_url"),
    status: text("status", { enum: ["draft", "published"] })
      .notNull()
      .default("published"),
    ratingSum: integer("rating_sum").notNull().default(0),
    ratingCount: integer("rating_count").notNull().default(0),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex("articles_slug_key").on(t.slug),
    index("articles_list_idx").on(t.status, t.createdAt),
    check("articles_status_check", sql`${t.status} in ('draft', 'published')`),
  ],
);

export const articleRatings = pgTable(
  "article_ratings",
  {
    userId: userRef(),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    rating: smallint("rating").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.articleId] }),
    check("article_ratings_range_check", sql`${t.rating} between 1 and 5`),
  ],
);

/** An article read, counted at most once per article per India day. */
export const readingTasks = pgTable(
  "reading_tasks",
  {
    userId: userRef(),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.articleId, t.day] })],
);

// ── Rewards ─────────────────────────────────────────────────────────────────
/** FinStars ledger: the balance is the sum; source_key makes each award idempotent. */
export const finstarLedger = pgTable(
  "finstar_ledger",
  {
    id: id(),
    userId: userRef(),
    change: integer("change").notNull(),
    description: text("description").notNull(),
    sourceKey: text("source_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("finstar_ledger_source_key").on(t.userId, t.sourceKey)],
);

/** FinScore ledger: the score is the clamped sum (0..1000); each change is a row the learner can see. */
export const finscoreLedger = pgTable(
  "finscore_ledger",
  {
    id: id(),
    userId: userRef(),
    change: integer("change").notNull(),
    description: text("description").notNull(),
    sourceKey: text("source_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("finscore_ledger_source_key").on(t.userId, t.sourceKey),
    // With id, a backward scan yields the history's order (newest first, id breaking ties) without a
    // sort step: that sort was a fifth of the home page's database time.
    index("finscore_ledger_user_idx").on(t.userId, t.createdAt, t.id),
  ],
);

/** One row per India day on which a learner was active; streaks are runs of consecutive days. */
export const streakDays = pgTable(
  "streak_days",
  {
    userId: userRef(),
    day: date("day").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * A learner's own notifications. dedupe_key (e.g. "module:7") makes each event notify once; rows are
 * written in the same transaction as the event that caused them.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    userId: userRef(),
    kind: text("kind").notNull().default("general"),
    content: text("content").notNull(),
    /** The facts the text was made from, so another language can say the same (contracts' messages). */
    params: jsonb("params").$type<Record<string, unknown>>(),
    link: text("link"),
    dedupeKey: text("dedupe_key"),
    seen: boolean("seen").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("notifications_dedupe_key").on(t.userId, t.dedupeKey),
    index("notifications_unseen_idx").on(t.userId).where(sql`not ${t.seen}`),
  ],
);

/**
 * Notifications for every learner (a new course or article): one row, not one per learner. A learner
 * sees those published after they joined (learner_stats.broadcasts_from_id) and has read those up to
 * learner_stats.broadcasts_seen_id.
 */
export const broadcastNotifications = pgTable(
  "broadcast_notifications",
  {
    id: id(),
    kind: text("kind").notNull(),
    content: text("content").notNull(),
    params: jsonb("params").$type<Record<string, unknown>>(),
    link: text("link"),
    dedupeKey: text("dedupe_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("broadcast_notifications_dedupe_key").on(t.dedupeKey)],
);

/**
 * One row per learner with the totals the home page and the leaderboard read: kept in the same
 * transaction as the ledger rows and streak days they sum, so nothing sums a ledger at read time.
 */
export const learnerStats = pgTable(
  "learner_stats",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** A short public number for "Learner #12" on the leaderboard (never the account's id). */
    learnerNumber: integer("learner_number").notNull().generatedAlwaysAsIdentity(),
    finStars: integer("fin_stars").notNull().default(0),
    /** The ledger's plain sum; fin_score is it clamped to 0..1000. */
    finscoreSum: integer("finscore_sum").notNull().default(0),
    finScore: integer("fin_score").notNull().default(0),
    /** FinScore gained in the India week (from Monday) that week_start names. */
    weekStart: date("week_start"),
    weekScore: integer("week_score").notNull().default(0),
    streakCount: integer("streak_count").notNull().default(0),
    streakLastDay: date("streak_last_day"),
    streakRunStart: date("streak_run_start"),
    streakFreezes: smallint("streak_freezes").notNull().default(0),
    modulesCompleted: integer("modules_completed").notNull().default(0),
    leaderboardHidden: boolean("leaderboard_hidden").notNull().default(false),
    feedbackDismissedAt: timestamp("feedback_dismissed_at", { withTimezone: true }),
    /** Broadcasts after this id are the learner's (those published since they joined). */
    broadcastsFromId: integer("broadcasts_from_id").notNull().default(0),
    /** Broadcasts up to this id have been seen. */
    broadcastsSeenId: integer("broadcasts_seen_id").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("learner_stats_number_key").on(t.learnerNumber),
    index("learner_stats_board_idx")
      .on(t.finScore.desc(), t.learnerNumber)
      .where(sql`not ${t.leaderboardHidden}`),
    index("learner_stats_week_idx")
      .on(t.weekStart, t.weekScore.desc(), t.learnerNumber)
      .where(sql`not ${t.leaderboardHidden}`),
  ],
);

/**
 * How many visible learners hold each score on each board ("all", or "week:" and the week's Monday),
 * kept by a trigger on learner_stats in the same transaction as every score, week or visibility
 * change (drizzle/0016_leaderboard_score_counts.sql). A rank below the top list is one more than the
 * learners above a score: summing at most 1,001 of these rows instead of counting 100,000 learners
 * (130–270 ms grouped, 25–70 ms counted over the board's index; issue 37). Not per-user: no account's
 * data is in it.
 */
export const leaderboardScoreCounts = pgTable(
  "leaderboard_score_counts",
  {
    board: text("board").notNull(),
    score: integer("score").notNull(),
    learners: integer("learners").notNull(),
  },
  (t) => [primaryKey({ columns: [t.board, t.score] })],
);

// ── Expense tracker ─────────────────────────────────────────────────────────
export const TRANSACTION_TYPES = ["expense", "income", "investment", "saving"] as const;

export const transactions = pgTable(
  "transactions",
  {
    id: id(),
    userId: userRef(),
    title: text("title").notNull(),
    category: text("category").notNull(),
    type: text("type", { enum: TRANSACTION_TYPES }).notNull(),
    amountPaise: bigint("amount_paise", { mode: "number" }).notNull(),
    occurredOn: date("occurred_on").notNull(),
    messageId: text("message_id"),
    /** How it arrived: typed in, a statement CSV, or a pasted bank alert. */
    source: text("source", { enum: ["manual", "csv", "alert", "recurring"] })
      .notNull()
      .default("manual"),
    /** A statement line's date, amount, direction and description, so a re-import skips it. */
    fingerprint: text("fingerprint"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("transactions_user_day_idx").on(t.userId, t.occurredOn, t.id),
    uniqueIndex("transactions_user_fingerprint_key").on(t.userId, t.fingerprint),
    check("transactions_type_check", sql`${t.type} in ('expense', 'income', 'investment', 'saving')`),
    check("transactions_amount_check", sql`${t.amountPaise} > 0`),
  ],
);

/**
 * Each learner's money per India month, type and category, moved in the same transaction as every
 * transaction written, changed or deleted: the charts read a few of these rows, never the transactions.
 */
export const transactionMonthTotals = pgTable(
  "transaction_month_totals",
  {
    userId: userRef(),
    monthStart: date("month_start").notNull(),
    type: text("type", { enum: TRANSACTION_TYPES }).notNull(),
    category: text("category").notNull(),
    amountPaise: bigint("amount_paise", { mode: "number" }).notNull(),
    transactionCount: integer("transaction_count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.monthStart, t.type, t.category] })],
);

/** Category budgets per India month; the category "Monthly" holds the overall monthly budget. */
export const budgets = pgTable(
  "budgets",
  {
    id: id(),
    userId: userRef(),
    category: text("category").notNull(),
    year: integer("year").notNull(),
    month: smallint("month").notNull(),
    limitPaise: bigint("limit_paise", { mode: "number" }).notNull(),
    /** When the month-end job scored this monthly budget (null until the month is over and scored). */
    evaluatedAt: timestamp("evaluated_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("budgets_user_month_category_key").on(t.userId, t.year, t.month, t.category),
    index("budgets_unevaluated_idx")
      .on(t.year, t.month)
      .where(sql`${t.category} = 'Monthly' and ${t.evaluatedAt} is null`),
    check("budgets_month_check", sql`${t.month} between 1 and 12`),
    check("budgets_limit_check", sql`${t.limitPaise} > 0`),
  ],
);

export const customCategories = pgTable(
  "custom_categories",
  {
    userId: userRef(),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.name] })],
);

/**
 * A budget's crossing the learner has been warned of on the tracker page: one row per learner, India
 * month and category, claimed by the insert itself, so the warning shows once across devices and
 * instances (issue 28). Kept apart from budgets: removing and setting a budget again warns no second time.
 */
export const budgetWarnings = pgTable(
  "budget_warnings",
  {
    userId: userRef(),
    year: integer("year").notNull(),
    month: smallint("month").notNull(),
    category: text("category").notNull(),
    warnedAt: timestamp("warned_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.year, t.month, t.category] }),
    check("budget_warnings_month_check", sql`${t.month} between 1 and 12`),
  ],
);

/** A learner's column mapping for their bank's statement CSV, kept for their next import. */
export const statementMappings = pgTable("statement_mappings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  mapping: jsonb("mapping").$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});

// ── Tracker plans: recurring transactions and savings goals (issue 28) ─────
export const CADENCES = ["monthly", "weekly", "yearly"] as const;
export const RULE_STATUSES = ["active", "paused", "stopped"] as const;

/**
 * A learner's recurring transaction (rent, a SIP, a subscription). `next_on` is the next entry's India
 * day not yet added: the job claims rules whose day has come (FOR UPDATE SKIP LOCKED) and moves it on.
 */
export const recurringRules = pgTable(
  "recurring_rules",
  {
    id: id(),
    userId: userRef(),
    title: text("title").notNull(),
    category: text("category").notNull(),
    type: text("type", { enum: TRANSACTION_TYPES }).notNull(),
    amountPaise: bigint("amount_paise", { mode: "number" }).notNull(),
    cadence: text("cadence", { enum: CADENCES }).notNull(),
    dayOfMonth: smallint("day_of_month"),
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on"),
    status: text("status", { enum: RULE_STATUSES }).notNull().default("active"),
    nextOn: date("next_on"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("recurring_rules_user_idx").on(t.userId, t.id),
    index("recurring_rules_due_idx")
      .on(t.nextOn)
      .where(sql`${t.status} = 'active' and ${t.nextOn} is not null`),
    check("recurring_rules_amount_check", sql`${t.amountPaise} > 0`),
    check("recurring_rules_cadence_check", sql`${t.cadence} in ('monthly', 'weekly', 'yearly')`),
    check("recurring_rules_status_check", sql`${t.status} in ('active', 'paused', 'stopped')`),
    check("recurring_rules_day_check", sql`${t.dayOfMonth} between 1 and 31`),
    check("recurring_rules_type_check", sql`${t.type} in ('expense', 'income', 'investment', 'saving')`),
  ],
);

/**
 * One row per rule and period (a month "2026-11", a year "2026", a week "W2026-11-02"): the key that
 * makes an entry happen once, however many instances run the job. It outlives the transaction it made
 * (a learner may delete that), so a deleted entry is not added again.
 */
export const recurringEntries = pgTable(
  "recurring_entries",
  {
    ruleId: integer("rule_id")
      .notNull()
      .references(() => recurringRules.id, { onDelete: "cascade" }),
    period: text("period").notNull(),
    userId: userRef(),
    occursOn: date("occurs_on").notNull(),
    transactionId: integer("transaction_id").references(() => transactions.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.ruleId, t.period] }),
    index("recurring_entries_transaction_idx").on(t.transactionId),
  ],
);

/** A learner's savings goal: an amount by a day. Progress is the money saved towards it (below). */
export const savingsGoals = pgTable(
  "savings_goals",
  {
    id: id(),
    userId: userRef(),
    name: text("name").notNull(),
    targetPaise: bigint("target_paise", { mode: "number" }).notNull(),
    targetOn: date("target_on").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("savings_goals_user_idx").on(t.userId, t.id),
    check("savings_goals_target_check", sql`${t.targetPaise} > 0`),
  ],
);

/**
 * Money saved towards a goal: a Saving transaction of the learner's, linked here. Deleting the
 * transaction takes it off the goal; deleting the goal keeps the transaction (the money was saved).
 */
export const goalContributions = pgTable(
  "goal_contributions",
  {
    transactionId: integer("transaction_id")
      .primaryKey()
      .references(() => transactions.id, { onDelete: "cascade" }),
    goalId: integer("goal_id")
      .notNull()
      .references(() => savingsGoals.id, { onDelete: "cascade" }),
    userId: userRef(),
  },
  (t) => [index("goal_contributions_goal_idx").on(t.goalId)],
);

// ── Bank schemes (educational, never affiliated) ────────────────────────────
/** One product of a scheme list (contracts' SCHEME_LISTS), curated in content/schemes and kept by admins. */
export const bankProducts = pgTable(
  "bank_products",
  {
    id: id(),
    /** The list the spec's GET /{bank}/{list} call returns, e.g. "sbi/fd". */
    listKey: text("list_key").notNull(),
    /** The provider: one of the four banks, or "govt" for the Government's small-savings schemes. */
    bankKey: text("bank_key", { enum: PROVIDER_KEYS }).notNull(),
    bankName: text("bank_name").notNull(),
    productName: text("product_name").notNull(),
    description: text("description").notNull(),
    knowBefore: jsonb("know_before").$type<unknown>(),
    features: jsonb("features").$type<unknown>(),
    eligibility: jsonb("eligibility").$type<unknown>(),
    feesAndCharges: jsonb("fees_and_charges").$type<unknown>(),
    sourceUrl: text("source_url").notNull(),
    /** The rate as a short text for list rows ("7.1% a year (Jan–Mar 2026)", or "check the bank's page"). */
    rate: text("rate").notNull(),
    /** The date the figures were true, per the sources. */
    asOf: date("as_of").notNull(),
    sources: jsonb("sources").$type<Array<{ title: string; url: string }>>().notNull(),
    /** Contracts' SCHEME_TAGS this product suits; recommendations match learners' tags to them. */
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    sortOrder: integer("sort_order").notNull().default(0),
    // The comparable facts (contracts' scheme-catalogue.ts): the catalogue filters, sorts and compares them.
    productType: text("product_type", { enum: PRODUCT_TYPES }).notNull(),
    /** Headline yearly rate in basis points (710 = 7.1%); null where none applies (cards, NPS, insurance). */
    rateBps: integer("rate_bps"),
    /** Words the headline rate needs ("for 1 to 2 years"), English. */
    rateNote: text("rate_note"),
    /** 0 = withdraw any time; null = not applicable. */
    lockInMonths: integer("lock_in_months"),
    /** Smallest amount to open or deposit; null = none. */
    minAmountPaise: bigint("min_amount_paise", { mode: "number" }),
    tax: text("tax", { enum: TAX_TREATMENTS }).notNull(),
    /** The day the provider stopped offering it: hidden from lists, its page says so. */
    retiredOn: date("retired_on"),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("bank_products_list_name_key").on(t.listKey, t.productName),
    check("bank_products_rate_bps_check", sql`${t.rateBps} between 0 and 10000`),
    check("bank_products_lock_in_check", sql`${t.lockInMonths} between 0 and 1200`),
    check("bank_products_min_amount_check", sql`${t.minAmountPaise} >= 0`),
  ],
);

// ── Newsletter and mail ─────────────────────────────────────────────────────
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userRef(),
    enteredEmail: text("entered_email").notNull(),
    /** Double opt-in: null until the entered address opens its confirmation link. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("newsletter_subscriptions_user_key").on(t.userId)],
);

export const newsletters = pgTable("newsletters", {
  id: id(),
  title: text("title").notNull(),
  content: text("content").notNull(),
  createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/** The kinds of mail the queue carries (contracts' list, which the admin outbox shows). */
export const MAIL_KINDS = MAIL_QUEUE_KINDS;

/**
 * The durable queue every outgoing mail goes through: requests only write a row, and a worker sends it
 * with retries and backoff. Transactional mail carries its rendered message; a newsletter row names the
 * newsletter and subscription and is rendered at send time (one unsubscribe link each, no copies kept).
 */
export const mailQueue = pgTable(
  "mail_queue",
  {
    id: id(),
    kind: text("kind", { enum: MAIL_KINDS }).notNull(),
    to: text("to").notNull(),
    subject: text("subject"),
    text: text("text"),
    headers: jsonb("headers").$type<Record<string, string>>(),
    newsletterId: integer("newsletter_id").references(() => newsletters.id, { onDelete: "cascade" }),
    subscriptionId: uuid("subscription_id").references(() => newsletterSubscriptions.id, {
      onDelete: "set null",
    }),
    /** uncertain: the send may have been delivered (no verdict came back); only an admin sends it again. */
    status: text("status", { enum: ["pending", "sent", "failed", "uncertain"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** Names the worker's claim; every write of a send's outcome checks it, so an expired claim writes nothing. */
    leaseToken: text("lease_token"),
    /** When a worker began handing this row to the mail server (null when no send is in progress). */
    sendStartedAt: timestamp("send_started_at", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("mail_queue_newsletter_recipient_key").on(t.newsletterId, t.to),
    index("mail_queue_due_idx").on(t.status, t.nextAttemptAt),
  ],
);

/** Mail kept when no SMTP server is configured, so nothing is lost; admins read it at /admin/outbox. */
export const mailOutbox = pgTable("mail_outbox", {
  id: id(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html"),
  headers: jsonb("headers").$type<Record<string, string>>(),
  createdAt: createdAt(),
});

// ── Forms ───────────────────────────────────────────────────────────────────
export const feedback = pgTable(
  "feedback",
  {
    id: id(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    answers: jsonb("answers").$type<Record<string, unknown>>().notNull(),
    /** When an admin marked it dealt with (the Messages area). */
    handledAt: timestamp("handled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("feedback_user_idx").on(t.userId), index("feedback_created_idx").on(t.createdAt)],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_messages_user_idx").on(t.userId),
    index("contact_messages_created_idx").on(t.createdAt),
  ],
);

// ── Uploads and site content ────────────────────────────────────────────────
export const uploads = pgTable("uploads", {
  id: id(),
  userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
  kind: text("kind", { enum: ["image", "audio", "video"] }).notNull(),
  mime: text("mime").notNull(),
  sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
  fileName: text("file_name").notNull(),
  createdAt: createdAt(),
});

/** The people on /about's "Meet the Team", entered by the operator in admin Settings (never invented). */
export const teamMembers = pgTable("team_members", {
  id: id(),
  name: text("name").notNull(),
  role: text("role").notNull(),
  sector: text("sector").notNull(),
  imageUrl: text("image_url"),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: createdAt(),
});

/** Server-wide values generated once and kept, such as the key that signs unsubscribe links. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

// ── Streak reminders (features/reminders) ───────────────────────────────────
/**
 * A learner's streak reminders: off until they choose them on /account. `hour` is India time;
 * `last_sent_day` (India day) is the job's lease: one conditional update claims a learner-day, so at
 * most one reminder a day goes out across every instance.
 */
export const reminderPreferences = pgTable(
  "reminder_preferences",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    email: boolean("email").notNull().default(false),
    push: boolean("push").notNull().default(false),
    hour: smallint("hour").notNull().default(19),
    lastSentDay: date("last_sent_day"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("reminder_preferences_hour_check", sql`${t.hour} between 0 and 23`),
    index("reminder_preferences_due_idx").on(t.hour).where(sql`${t.email} or ${t.push}`),
  ],
);

/** A browser's Web Push subscription (PushSubscription.toJSON()) for one learner's reminders. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: id(),
    userId: userRef(),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_key").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId),
  ],
);

// ── Translations ────────────────────────────────────────────────────────────
export const TRANSLATABLE = ["course", "module", "card", "article", "bank_product"] as const;

/**
 * Another language's version of authored content (Hindi today): the fields an admin translated, laid
 * over the English when a learner reads in that language. One row per item and language; the English
 * stays the source of truth (answers are checked, and stored, in English).
 */
export const contentTranslations = pgTable(
  "content_translations",
  {
    entity: text("entity", { enum: TRANSLATABLE }).notNull(),
    entityId: integer("entity_id").notNull(),
    locale: text("locale", { enum: ["hi"] }).notNull(),
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.entity, t.entityId, t.locale] })],
);
