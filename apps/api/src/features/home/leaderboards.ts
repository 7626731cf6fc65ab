import type { Leaderboard } from "@arthshala/contracts/home";
import { indiaDay } from "@arthshala/contracts/india-time";
import {
  competitionRanks,
  LEADERBOARD_SIZE,
  type LeaderboardKind,
  leaderboardName,
  rankAbove,
  weekStart,
} from "@arthshala/contracts/leaderboard-rules";
import { TtlCache } from "../../platform/cache/ttl-cache.js";
import { type Db, selectRows } from "../../platform/db/client.js";
import { histogramQuery, topQuery } from "./board-queries.js";

interface BoardRow {
  user_id: string;
  learner_number: number;
  name: string;
  score: number;
}

/** Learners per score, highest score first, for counting how many are above a score. */
type Histogram = Array<{ score: number; learners: number }>;

export interface Standing {
  userId: string;
  learnerNumber: number;
  name: string;
  score: number;
  hidden: boolean;
}

/**
 * The all-time and weekly boards. The top list and the per-score counts come from indexed SQL
 * (learner_stats_board_idx / learner_stats_week_idx) and are reused for a few seconds by every
 * request on this instance; the asking learner's own score is always read fresh and merged in, so
 * they see their own progress at once. A rank is one more than the visible learners scoring higher.
 */
export class Leaderboards {
  private readonly tops: TtlCache<string, BoardRow[]>;
  private readonly histograms: TtlCache<string, Histogram>;

  constructor(
    private readonly db: Db,
    cacheMs: number,
  ) {
    this.tops = new TtlCache(cacheMs);
    // The counts behind a rank below the top list cost ~30–50 ms on 100,000 learners and move that
    // rank only slowly, so they are kept six times longer than the list (the learner's own score is
    // always fresh).
    this.histograms = new TtlCache(cacheMs * 6);
  }

  /** The board as the asking learner sees it. */
  async board(kind: LeaderboardKind, me: Standing, now: Date, language = "en"): Promise<Leaderboard> {
    const week = weekStart(indiaDay(now));
    const key = kind === "all" ? "all" : `week:${week}`;
    const cached = await this.tops.get(key, () => this.loadTop(kind, week));

    // Read-your-own-writes: replace the learner's cached row with their fresh score.
    const rows = cached.filter((r) => r.user_id !== me.userId);
    if (!me.hidden && me.score > 0) {
      rows.push({ user_id: me.userId, learner_number: me.learnerNumber, name: me.name, score: me.score });
      rows.sort((a, b) => b.score - a.score || a.learner_number - b.learner_number);
    }
    const top = rows.slice(0, LEADERBOARD_SIZE);
    const ranks = competitionRanks(top.map((r) => r.score));
    const entries = top.map((r, i) => ({
      rank: ranks[i] as number,
      name: leaderboardName(r.name, r.learner_number, language),
      score: r.score,
      you: r.user_id === me.userId,
    }));
    const mine = entries.find((e) => e.you);
    // With no points yet, the learner is on no board: "not ranked yet", never "#1 of one".
    const rank = me.score > 0 ? (mine?.rank ?? (await this.rankOf(kind, week, me.score))) : null;
    return {
      board: kind,
      since: kind === "week" ? week : null,
      entries,
      you: {
        rank,
        name: leaderboardName(me.name, me.learnerNumber, language),
        score: me.score,
        hidden: me.hidden,
        in_list: Boolean(mine),
      },
    };
  }

  /** The all-time rank shown on the home page's pill; null until the learner has points. */
  async allTimeRank(score: number, now: Date): Promise<number | null> {
    if (score <= 0) return null;
    return this.rankOf("all", weekStart(indiaDay(now)), score);
  }

  private async rankOf(kind: LeaderboardKind, week: string, score: number): Promise<number> {
    const key = kind === "all" ? "all" : `week:${week}`;
    const histogram = await this.histograms.get(key, () => this.loadHistogram(kind, week));
    let higher = 0;
    for (const bucket of histogram) {
      if (bucket.score <= score) break;
      higher += bucket.learners;
    }
    return rankAbove(higher);
  }

  private loadTop(kind: LeaderboardKind, week: string): Promise<BoardRow[]> {
    return selectRows<BoardRow>(this.db, topQuery(kind, week));
  }

  private loadHistogram(kind: LeaderboardKind, week: string): Promise<Histogram> {
    return selectRows<{ score: number; learners: number }>(this.db, histogramQuery(kind, week));
  }
}
