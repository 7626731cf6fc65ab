import { ledgerEntryFacts } from "@arthshala/contracts/finscore-rules";
import type { FinScoreLogEntry, HomeData } from "@arthshala/contracts/home";
import { indiaDay } from "@arthshala/contracts/india-time";
import type { Locale } from "@arthshala/contracts/locales";
import type { Role } from "@arthshala/contracts/roles";
import { currentStreak } from "@arthshala/contracts/streak-rules";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { ContentChanges } from "../../platform/cache/content-changes.js";
import { VersionedCache } from "../../platform/cache/versioned-cache.js";
import type { Db } from "../../platform/db/client.js";
import { prepared } from "../../platform/db/prepared.js";
import { articles, learnerStats, users } from "../../platform/db/schema.js";
import { translationsFor } from "../../platform/i18n/translations.js";
import { CourseViewer, memberOrganisationIdsSql } from "../../platform/institutions/course-visibility.js";
import { pickOngoing, summarise } from "../learning/catalog.js";
import type { CourseContentStore } from "../learning/course-content.js";
import type { Leaderboards } from "./leaderboards.js";

/** How long Cancel on the feedback prompt keeps it away. */
export const FEEDBACK_SNOOZE_DAYS = 30;

export interface LearnerRow {
  name: string;
  learner_number: number | null;
  fin_stars: number | null;
  fin_score: number | null;
  week_start: string | null;
  week_score: number | null;
  streak_count: number | null;
  streak_last_day: string | null;
  streak_run_start: string | null;
  streak_freezes: number | null;
  modules_completed: number | null;
  leaderboard_hidden: boolean | null;
  feedback_dismissed_at: string | null;
  gave_feedback: boolean;
  log: Array<{ description: string; change: number; created_at: string; source_key: string }>;
  recent_courses: number[];
  done_cards: number[];
  role: Role;
  /** Organisations whose own courses the learner sees (course-visibility). */
  member_organisations: number[];
  first_visit: boolean;
}

const userId = sql.placeholder("userId");

/**
 * Everything per-learner the home page needs, in one round trip: totals, streak, the newest FinScore
 * changes, the feedback prompt's facts, recent courses and completed cards. Course content and the
 * featured article come from caches; the rank from the leaderboard's counts. Prepared: planning this
 * statement costs PostgreSQL more than running it.
 */
const learnerQuery = (db: Db) =>
  db
    .select({
      name: users.name,
      handle: users.handle,
      picture: users.picture,
      learner_number: learnerStats.learnerNumber,
      fin_stars: learnerStats.finStars,
      fin_score: learnerStats.finScore,
      week_start: sql<string | null>`${learnerStats.weekStart}::text`,
      week_score: learnerStats.weekScore,
      streak_count: learnerStats.streakCount,
      streak_last_day: sql<string | null>`${learnerStats.streakLastDay}::text`,
      streak_run_start: sql<string | null>`${learnerStats.streakRunStart}::text`,
      streak_freezes: learnerStats.streakFreezes,
      modules_completed: learnerStats.modulesCompleted,
      leaderboard_hidden: learnerStats.leaderboardHidden,
      feedback_dismissed_at: sql<string | null>`${learnerStats.feedbackDismissedAt}::text`,
      gave_feedback: sql<boolean>`exists(select 1 from feedback f where f.user_id = "users"."id")`,
      log: sql<LearnerRow["log"]>`coalesce((select json_agg(json_build_object('description', l.description,
          'change', l.change, 'created_at', l.created_at, 'source_key', l.source_key)
          order by l.created_at desc, l.id desc)
        from (select id, description, change, created_at, source_key from finscore_ledger
          where user_id = "users"."id" order by created_at desc, id desc limit 5) l), '[]'::json)`,
      recent_courses: sql<number[]>`coalesce((select json_agg(a.course_id order by a.last_active_at desc)
        from (select course_id, last_active_at from course_activity
          where user_id = "users"."id" and completed_at is null order by last_active_at desc limit 20) a),
        '[]'::json)`,
      done_cards: sql<number[]>`coalesce((select json_agg(p.card_id) from card_progress p
        where p.user_id = "users"."id"), '[]'::json)`,
      role: users.role,
      member_organisations: sql<number[]>`coalesce((select json_agg(o.organisation_id)
        from (${memberOrganisationIdsSql(userId)}) o), '[]'::json)`,
      // The asking session began with the sign-up itself: this is the learner's first visit.
      first_visit: sql<boolean>`coalesce((select se.first_visit from sessions se
        where se.id = ${sql.placeholder("sessionId")} and se.user_id = "users"."id"), false)`,
    })
    .from(users)
    .leftJoin(learnerStats, eq(learnerStats.userId, users.id))
    .where(eq(users.id, userId))
    .prepare("home_learner");

export async function loadLearner(
  db: Db,
  id: string,
  sessionId: number | null,
): Promise<LearnerRow | undefined> {
  const [row] = await prepared(db, learnerQuery).execute({ userId: id, sessionId: sessionId ?? 0 });
  return row;
}

/** What the leaderboard needs of the asker: their name, number, scores and whether they hide. */
const standingQuery = (db: Db) =>
  db
    .select({
      name: users.name,
      handle: users.handle,
      picture: users.picture,
      learner_number: learnerStats.learnerNumber,
      fin_score: learnerStats.finScore,
      week_start: sql<string | null>`${learnerStats.weekStart}::text`,
      week_score: learnerStats.weekScore,
      leaderboard_hidden: learnerStats.leaderboardHidden,
    })
    .from(users)
    .leftJoin(learnerStats, eq(learnerStats.userId, users.id))
    .where(eq(users.id, userId))
    .prepare("leaderboard_standing");

export async function loadStanding(db: Db, id: string) {
  const [row] = await prepared(db, standingQuery).execute({ userId: id });
  return row;
}

/** Timestamps from json_agg come in the database session's offset; the API speaks ISO 8601 UTC. */
export const isoTime = (t: string | Date): string => new Date(t).toISOString();

/** A history line: its stored English words, and what happened for interfaces in other languages. */
export function toLogEntry(r: {
  description: string;
  change: number;
  created_at: string | Date;
  source_key: string;
}): FinScoreLogEntry {
  const facts = ledgerEntryFacts(r.source_key, r.change, r.description);
  return {
    description: r.description,
    change: r.change,
    created_at: isoTime(r.created_at),
    ...(facts ?? {}),
  };
}

export const toLogEntries = (rows: LearnerRow["log"]): FinScoreLogEntry[] => rows.map(toLogEntry);

type FeaturedArticle = HomeData["featuredArticle"];

export class HomeService {
  private readonly featured: VersionedCache<Locale, FeaturedArticle>;

  constructor(
    private readonly db: Db,
    private readonly courses: CourseContentStore,
    private readonly boards: Leaderboards,
    changes: ContentChanges,
  ) {
    this.featured = new VersionedCache(changes, 2);
  }

  async homeData(
    userId: string,
    sessionId: number | null,
    now: Date,
    locale: Locale = "en",
  ): Promise<HomeData | null> {
    const [learner, featuredArticle] = await Promise.all([
      loadLearner(this.db, userId, sessionId),
      this.featured.get(locale, () => this.loadFeatured(locale)),
    ]);
    if (!learner) return null;
    // The learner's organisations came with their row: which courses they see costs no query of its own.
    const viewer = CourseViewer.knowing(
      this.db,
      { id: userId, role: learner.role },
      learner.member_organisations,
    );
    const catalog = await this.courses.catalogFor(viewer, locale);
    const score = learner.fin_score ?? 0;
    const today = indiaDay(now);
    const streak = currentStreak(
      {
        count: learner.streak_count ?? 0,
        lastDay: learner.streak_last_day,
        runStart: learner.streak_run_start,
        freezes: learner.streak_freezes ?? 0,
      },
      today,
    );
    const summaries = summarise(catalog, learner.done_cards);
    const unfinished = summaries.filter((c) => c.total_cards === 0 || c.completed_cards < c.total_cards);
    const snoozedUntil = learner.feedback_dismissed_at
      ? new Date(learner.feedback_dismissed_at).getTime() + FEEDBACK_SNOOZE_DAYS * 86_400_000
      : 0;
    return {
      userData: {
        fin_stars: learner.fin_stars ?? 0,
        streak_count: streak.days,
        streak_freezes: streak.freezes,
        learned_today: learner.streak_last_day === today,
        rank: await this.boards.allTimeRank(score, now),
        fin_score: score,
        greeting: learner.first_visit ? "new" : "back",
        leaderboard_hidden: learner.leaderboard_hidden ?? false,
      },
      featuredArticle,
      recommendedCourses: unfinished.length > 0 ? unfinished : summaries,
      // The same summaries: the learner's progress is counted once per request, not twice.
      ongoingCourseData: pickOngoing(summaries, learner.recent_courses),
      logData: toLogEntries(learner.log),
      showFeedback:
        (learner.modules_completed ?? 0) >= 1 && !learner.gave_feedback && now.getTime() >= snoozedUntil,
    };
  }

  private async loadFeatured(locale: Locale): Promise<FeaturedArticle> {
    const [row] = await this.db
      .select({
        id: articles.id,
        slug: articles.slug,
        title: articles.title,
        contentText: articles.contentText,
        imageUrl: articles.imageUrl,
        createdAt: articles.createdAt,
      })
      .from(articles)
      .where(and(eq(articles.status, "published"), isNull(articles.deletedAt)))
      .orderBy(desc(articles.createdAt), desc(articles.id))
      .limit(1);
    const t = row ? (await translationsFor(this.db, "article", [row.id], locale)).get(row.id) : undefined;
    return row
      ? {
          id: row.id,
          slug: row.slug,
          title: t?.title ?? row.title,
          content_text: t?.content_text ?? row.contentText,
          image_url: row.imageUrl,
          created_at: row.createdAt.toISOString(),
          language: t?.title ? locale : "en",
        }
      : null;
  }
}
