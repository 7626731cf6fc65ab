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
import { ensureHandles } from "../../platform/auth/handles.js";
import { TtlCache } from "../../platform/cache/ttl-cache.js";
import { type Db, selectRows } from "../../platform/db/client.js";
import { boardKey, higherCountQuery, topQuery } from "./board-queries.js";

interface BoardRow {
  user_id: string;
  learner_number: number;
  name: string;
  handle: string | null;
  picture: string | null;
  score: number;
}

export interface Standing {
  userId: string;
  learnerNumber: number;
  name: string;
  handle: string;
  picture: string | null;
  score: number;
  hidden: boolean;
}

/** Only a picture this site serves goes on the board: an identity provider's address says too much. */
const boardPicture = (picture: string | null): string | null =>
  picture?.startsWith("/uploads/") ? picture : null;

/**
 * The all-time and weekly boards. The top list comes from the board's index (learner_stats_board_idx /
 * learner_stats_week_idx), the count of learners above a score from the per-score counts a trigger keeps
 * (leaderboard_score_counts); both are reused for a few seconds by every request on this instance. The
 * asking learner's own score is always read fresh and merged in, so they see their own progress at once.
 * A rank is one more than the visible learners scoring higher.
 */
export class Leaderboards {
  private readonly tops: TtlCache<string, BoardRow[]>;
  private readonly higher: TtlCache<string, number>;

  constructor(
    private readonly db: Db,
    cacheMs: number,
  ) {
    this.tops = new TtlCache(cacheMs);
    // A rank below the top list sums the kept per-score counts (under a millisecond), reused per score
    // (at most 1,001 a board) six times longer than the list: it moves only slowly, and the
    // learner's own score is always fresh.
    this.higher = new TtlCache(cacheMs * 6, { maxEntries: 4096 });
  }

  /** The board as the asking learner sees it. */
  async board(kind: LeaderboardKind, me: Standing, now: Date, language = "en"): Promise<Leaderboard> {
    const week = weekStart(indiaDay(now));
    const key = kind === "all" ? "all" : `week:${week}`;
    const cached = await this.tops.get(key, () => this.loadTop(kind, week));

    // Read-your-own-writes: replace the learner's cached row with their fresh score.
    const rows = cached.filter((r) => r.user_id !== me.userId);
    if (!me.hidden && me.score > 0) {
      rows.push({
        user_id: me.userId,
        learner_number: me.learnerNumber,
        name: me.name,
        handle: me.handle,
        picture: me.picture,
        score: me.score,
      });
      rows.sort((a, b) => b.score - a.score || a.learner_number - b.learner_number);
    }
    const top = rows.slice(0, LEADERBOARD_SIZE);
    const ranks = competitionRanks(top.map((r) => r.score));
    const entries = top.map((r, i) => ({
      rank: ranks[i] as number,
      name: leaderboardName(r.name, r.learner_number, language),
      handle: r.handle ?? "",
      picture: boardPicture(r.picture),
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
        handle: me.handle,
        picture: boardPicture(me.picture),
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
    const key = `${boardKey(kind, week)}:${score}`;
    return rankAbove(await this.higher.get(key, () => this.countAbove(kind, week, score)));
  }

  /** The top list; learners from before handles existed get theirs made here, the first time it is needed. */
  private async loadTop(kind: LeaderboardKind, week: string): Promise<BoardRow[]> {
    const rows = await selectRows<BoardRow>(this.db, topQuery(kind, week));
    const missing = rows.filter((r) => !r.handle).map((r) => r.user_id);
    if (missing.length === 0) return rows;
    const made = await ensureHandles(this.db, missing);
    return rows.map((r) => (r.handle ? r : { ...r, handle: made.get(r.user_id) ?? null }));
  }

  private async countAbove(kind: LeaderboardKind, week: string, score: number): Promise<number> {
    const [row] = await selectRows<{ higher: number }>(this.db, higherCountQuery(kind, week, score));
    return row?.higher ?? 0;
  }
}
