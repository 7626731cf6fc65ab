import { LEADERBOARD_SIZE, type LeaderboardKind } from "@arthshala/contracts/leaderboard-rules";
import { type SQL, sql } from "drizzle-orm";

/*
 * The leaderboards' SQL, kept apart so the population bench can EXPLAIN exactly what the server runs.
 * It reads learner_stats_board_idx (fin_score DESC NULLS LAST, learner_number) and
 * learner_stats_week_idx (week_start, week_score DESC NULLS LAST, learner_number), both partial on
 * `not leaderboard_hidden`. A plain `desc` means NULLS FIRST in PostgreSQL, an order these indexes
 * cannot give (the scores are never null, but the planner does not use that): it sorted every learner
 * on each load, 288–745 ms with 100,000 of them. So every ORDER BY here spells out `desc nulls last`.
 */

/** The top of a board: the index's order, cut at the list's length. */
export function topQuery(kind: LeaderboardKind, week: string): SQL {
  return kind === "all"
    ? sql`select s.user_id, s.learner_number, u.name, u.handle, u.picture, s.fin_score as score
        from learner_stats s join users u on u.id = s.user_id
        where not s.leaderboard_hidden and s.fin_score > 0
        order by s.fin_score desc nulls last, s.learner_number limit ${LEADERBOARD_SIZE}`
    : sql`select s.user_id, s.learner_number, u.name, u.handle, u.picture, s.week_score as score
        from learner_stats s join users u on u.id = s.user_id
        where not s.leaderboard_hidden and s.week_start = ${week} and s.week_score > 0
        order by s.week_score desc nulls last, s.learner_number limit ${LEADERBOARD_SIZE}`;
}

/** A board's key in leaderboard_score_counts: "all", or "week:" and the week's Monday. */
export const boardKey = (kind: LeaderboardKind, week: string): string =>
  kind === "all" ? "all" : `week:${week}`;

/**
 * How many visible learners score above `score`: the asker's rank is one more (ties share a rank).
 * Summed from the per-score counts a trigger keeps (leaderboard_score_counts, at most 1,001 rows a
 * board): grouping every learner cost 130–270 ms on 100,000 of them, and even counting a range of
 * the board's index 25–70 ms for a learner low on the board (issue 37).
 */
export function higherCountQuery(kind: LeaderboardKind, week: string, score: number): SQL {
  return sql`select coalesce(sum(learners), 0)::int as higher from leaderboard_score_counts
    where board = ${boardKey(kind, week)} and score > ${score}`;
}

export const BOARD_INDEX: Record<LeaderboardKind, string> = {
  all: "learner_stats_board_idx",
  week: "learner_stats_week_idx",
};

export interface BoardQuery {
  name: string;
  kind: LeaderboardKind;
  query: SQL;
  /**
   * A top list reads the first rows of the board's index and stops: it must use the index and sort
   * nothing. A rank sums the kept per-score counts and never reads the learners.
   */
  reads: "top of index" | "score counts";
}

/**
 * Every query a board runs. The rank is counted above a low score, the costliest case: nearly every
 * score on the board is above it.
 */
export function boardQueries(week: string, rankScore = 1): BoardQuery[] {
  return (["all", "week"] as const).flatMap((kind): BoardQuery[] => [
    { name: `${kind} top ${LEADERBOARD_SIZE}`, kind, query: topQuery(kind, week), reads: "top of index" },
    {
      name: `${kind} rank (learners above ${rankScore})`,
      kind,
      query: higherCountQuery(kind, week, rankScore),
      reads: "score counts",
    },
  ]);
}

interface PlanNode {
  "Node Type": string;
  "Index Name"?: string;
  "Relation Name"?: string;
  Plans?: PlanNode[];
}

/** What is wrong with a board query's plan (the JSON of EXPLAIN (FORMAT JSON)); none for a good plan. */
export function boardPlanProblems(explained: unknown, board: Pick<BoardQuery, "kind" | "reads">): string[] {
  const nodes: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    nodes.push(node);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk((explained as Array<{ Plan: PlanNode }>)[0]!.Plan);
  const problems: string[] = [];
  const sorts = nodes.filter((n) => n["Node Type"].endsWith("Sort"));
  if (board.reads === "score counts") {
    const learners = nodes.filter((n) => n["Relation Name"] === "learner_stats");
    if (learners.length)
      problems.push(`reads learner_stats (${learners.map((n) => n["Node Type"]).join(", ")}) to count them`);
    if (!nodes.some((n) => n["Relation Name"] === "leaderboard_score_counts"))
      problems.push("does not read leaderboard_score_counts");
    for (const sort of sorts) problems.push(`sorts rows (${sort["Node Type"]}) to count them`);
  } else {
    const index = BOARD_INDEX[board.kind];
    if (!nodes.some((n) => n["Index Name"] === index)) {
      const scans = nodes.filter((n) => n["Relation Name"] === "learner_stats").map((n) => n["Node Type"]);
      problems.push(`reads learner_stats by ${scans.join(", ") || "nothing"}, not through ${index}`);
    }
    for (const sort of sorts)
      problems.push(`sorts rows (${sort["Node Type"]}) instead of reading ${index} in order`);
  }
  return problems;
}
