import { z } from "zod";
import { FINSCORE_LOG_PAGE, LEDGER_ENTRY_KINDS } from "./finscore-rules.js";
import { courseSummarySchema } from "./learning.js";
import { LOCALES } from "./locales.js";
import { NOTIFICATIONS_PAGE } from "./notification-messages.js";
import { singleLineText } from "./text.js";

/** Shapes of the home, leaderboard and notification calls of spec section 7 (snake_case as the spec). */

/** Spec calls send the signed-in user's email (and userId); the server uses the session. */
const identity = {
  email: singleLineText().max(254).optional(),
  userId: singleLineText().max(100).optional(),
};

export const finScoreLogEntrySchema = z.object({
  /** In English, as written when earned: what to show where `kind` is missing or not understood. */
  description: z.string(),
  change: z.number(),
  created_at: z.string(),
  /** What happened, so an interface can word it in its own language (see ledgerEntryFacts). */
  kind: z.enum([...LEDGER_ENTRY_KINDS]).optional(),
  params: z
    .object({
      title: z.string().optional(),
      days: z.number().optional(),
      day: z.string().optional(),
      month: z.string().optional(),
    })
    .optional(),
});
export type FinScoreLogEntry = z.infer<typeof finScoreLogEntrySchema>;

export const featuredArticleSchema = z.object({
  id: z.number(),
  /** Its readable address, /articles/{slug}; null for an article without one (then ?article={id}). */
  slug: z.string().nullable(),
  title: z.string(),
  content_text: z.string(),
  image_url: z.string().nullable(),
  created_at: z.string(),
  /** The language of its title and text: English where the reader's has no translation. */
  language: z.enum(LOCALES).optional(),
});

export const homeDataSchema = z.object({
  userData: z.object({
    fin_stars: z.number(),
    streak_count: z.number(),
    /** Streak freezes held (each covers one missed day). */
    streak_freezes: z.number(),
    /** Whether today (India time) already counts for the streak: home's "today" line says so. */
    learned_today: z.boolean(),
    /** All-time rank among learners with points; null ("not ranked yet") until the learner has earned some. */
    rank: z.number().nullable(),
    fin_score: z.number(),
    /** "new" in the session the learner signed up in ("Welcome,"); "back" in any later one ("Welcome back,"). */
    greeting: z.enum(["new", "back"]),
    leaderboard_hidden: z.boolean(),
  }),
  featuredArticle: featuredArticleSchema.nullable(),
  recommendedCourses: z.array(courseSummarySchema),
  ongoingCourseData: courseSummarySchema.nullable(),
  /** The newest FinScore changes (the history modal pages through the rest). */
  logData: z.array(finScoreLogEntrySchema),
  showFeedback: z.boolean(),
});
export type HomeData = z.infer<typeof homeDataSchema>;

export const homeDataBodySchema = z.object(identity).passthrough();

export const finScoreLogBodySchema = z
  .object({
    ...identity,
    limit: z.number().int().min(1).max(100).default(FINSCORE_LOG_PAGE),
    offset: z.number().int().min(0).max(1_000_000).default(0),
  })
  .passthrough();

// ── Leaderboard ─────────────────────────────────────────────────────────────
/**
 * No email, no account id: a display name, the learner's handle (what tells two "Asha J." apart), their
 * uploaded picture or null (the drawn avatar), the score and the rank (DESIGN.md section 5, privacy).
 */
export const leaderboardEntrySchema = z.object({
  rank: z.number(),
  name: z.string(),
  handle: z.string(),
  /** A picture this site serves (/uploads/…); an identity provider's address is never passed on. */
  picture: z.string().nullable(),
  score: z.number(),
  you: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardQuerySchema = z.object({ board: z.enum(["all", "week"]).default("all") });

export const leaderboardSchema = z.object({
  board: z.enum(["all", "week"]),
  /** The India Monday the weekly board counts from (YYYY-MM-DD); null for the all-time board. */
  since: z.string().nullable(),
  entries: z.array(leaderboardEntrySchema),
  /** The asking learner, in the list or not; hidden learners still see where they stand. */
  you: z.object({
    /** Null until the learner has points on this board: a board ranks learners with points only. */
    rank: z.number().nullable(),
    name: z.string(),
    handle: z.string(),
    picture: z.string().nullable(),
    score: z.number(),
    hidden: z.boolean(),
    in_list: z.boolean(),
  }),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

export const leaderboardVisibilityBodySchema = z.object({ hidden: z.boolean() });
export const leaderboardVisibilitySchema = z.object({ hidden: z.boolean() });

// ── Notifications ───────────────────────────────────────────────────────────
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  content: z.string(),
  link: z.string().nullable(),
  created_at: z.string(),
  seen: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsBodySchema = z
  .object({
    ...identity,
    limit: z.number().int().min(1).max(100).default(NOTIFICATIONS_PAGE),
    offset: z.number().int().min(0).max(1_000_000).default(0),
  })
  .passthrough();

/** Marks seen what the learner was shown: up to `until` (the newest shown), or everything. */
export const updateNotificationsBodySchema = z
  .object({ ...identity, until: z.iso.datetime({ offset: true }).optional() })
  .passthrough();

export const okSchema = z.object({ ok: z.literal(true) });
