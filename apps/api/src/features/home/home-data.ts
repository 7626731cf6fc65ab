import type { FinScoreLogEntry, HomeData } from "@arthshala/contracts/home";
import { indiaDay } from "@arthshala/contracts/india-time";
import { currentStreak } from "@arthshala/contracts/streak-rules";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { ContentChanges } from "../../platform/cache/content-changes.js";
import { VersionedCache } from "../../platform/cache/versioned-cache.js";
import { type Db, selectRows } from "../../platform/db/client.js";
import { articles } from "../../platform/db/schema.js";
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
  log: Array<{ description: string; change: number; created_at: string }>;
  recent_courses: number[];
  done_cards: number[];
}

/**
 * Everything per-learner the home page needs, in one round trip: totals, streak, the newest FinScore
 * changes, the feedback prompt's facts, recent courses and completed cards. Course content and the
 * featured article come from caches; the rank from the leaderboard's counts.
 */
const learnerQuery = (userId: string) => sql`
  select u.name, s.learner_number, s.fin_stars, s.fin_score, s.week_start::text, s.week_score,
    s.streak_count, s.streak_last_day::text, s.streak_run_start::text, s.streak_freezes,
    s.modules_completed, s.leaderboard_hidden, s.feedback_dismissed_at,
    exists(select 1 from feedback f where f.user_id = u.id) as gave_feedback,
    coalesce((select json_agg(json_build_object('description', l.description, 'change', l.change,
        'created_at', l.created_at) order by l.created_at desc, l.id desc)
      from (select id, description, change, created_at from finscore_ledger
        where user_id = u.id order by created_at desc, id desc limit 5) l), '[]'::json) as log,
    coalesce((select json_agg(a.course_id order by a.last_active_at desc)
      from (select course_id, last_active_at from course_activity
        where user_id = u.id and completed_at is null order by last_active_at desc limit 20) a),
      '[]'::json) as recent_courses,
    coalesce((select json_agg(p.card_id) from card_progress p where p.user_id = u.id), '[]'::json)
      as done_cards
  from users u left join learner_stats s on s.user_id = u.id
  where u.id = ${userId}`;

export async function loadLearner(db: Db, userId: string): Promise<LearnerRow | undefined> {
  const [row] = await selectRows<LearnerRow>(db, learnerQuery(userId));
  return row;
}

/** Timestamps from json_agg come in the database session's offset; the API speaks ISO 8601 UTC. */
export const isoTime = (t: string | Date): string => new Date(t).toISOString();

export function toLogEntries(rows: LearnerRow["log"]): FinScoreLogEntry[] {
  return rows.map((r) => ({
    description: r.description,
    change: r.change,
    created_at: isoTime(r.created_at),
  }));
}

type FeaturedArticle = HomeData["featuredArticle"];

export class HomeService {
  private readonly featured: VersionedCache<"featured", FeaturedArticle>;

  constructor(
    private readonly db: Db,
    private readonly courses: CourseContentStore,
    private readonly boards: Leaderboards,
    changes: ContentChanges,
  ) {
    this.featured = new VersionedCache(changes, 1);
  }

  async homeData(userId: string, now: Date): Promise<HomeData | null> {
    const [learner, catalog, featuredArticle] = await Promise.all([
      loadLearner(this.db, userId),
      this.courses.catalog(),
      this.featured.get("featured", () => this.loadFeatured()),
    ]);
    if (!learner) return null;
    const score = learner.fin_score ?? 0;
    const streak = currentStreak(
      {
        count: learner.streak_count ?? 0,
        lastDay: learner.streak_last_day,
        runStart: learner.streak_run_start,
        freezes: learner.streak_freezes ?? 0,
      },
      indiaDay(now),
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
        rank: await this.boards.allTimeRank(score, now),
        fin_score: score,
        greeting: learner.streak_last_day === null ? "new" : "back",
        leaderboard_hidden: learner.leaderboard_hidden ?? false,
      },
      featuredArticle,
      recommendedCourses: unfinished.length > 0 ? unfinished : summaries,
      ongoingCourseData: pickOngoing(catalog, learner.recent_courses, learner.done_cards),
      logData: toLogEntries(learner.log),
      showFeedback:
        (learner.modules_completed ?? 0) >= 1 && !learner.gave_feedback && now.getTime() >= snoozedUntil,
    };
  }

  private async loadFeatured(): Promise<FeaturedArticle> {
    const [row] = await this.db
      .select({
        id: articles.id,
        title: articles.title,
        contentText: articles.contentText,
        imageUrl: articles.imageUrl,
        createdAt: articles.createdAt,
      })
      .from(articles)
      .where(and(eq(articles.status, "published"), isNull(articles.deletedAt)))
      .orderBy(desc(articles.createdAt), desc(articles.id))
      .limit(1);
    return row
      ? {
          id: row.id,
          title: row.title,
          content_text: row.contentText,
          image_url: row.imageUrl,
          created_at: row.createdAt.toISOString(),
        }
      : null;
  }
}
