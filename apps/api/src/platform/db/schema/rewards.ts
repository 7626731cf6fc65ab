/** The schema's tables: Rewards (platform/db/schema.ts gathers every domain). */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
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
import { createdAt, id, updatedAt } from "./columns.js";
import { userRef, users } from "./identity.js";

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
    // A redemption debits only what the balance holds (features/rewards/redeem.ts); this is the backstop.
    check("learner_stats_fin_stars_check", sql`${t.finStars} >= 0`),
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
