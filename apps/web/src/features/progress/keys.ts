import type { LeaderboardKind } from "@arthshala/contracts/leaderboard-rules";

/**
 * Query keys of the home feature, apart from its calls, so other features (the card viewer) can
 * invalidate them without importing them. Keys carry the user's sub: one learner never sees another's.
 */
export const homeKeys = {
  all: (who: string) => ["home", who] as const,
  data: (who: string) => ["home", who, "data"] as const,
  finScoreLog: (who: string) => ["home", who, "finscore-log"] as const,
  leaderboards: (who: string) => ["home", who, "leaderboard"] as const,
  leaderboard: (who: string, board: LeaderboardKind) => ["home", who, "leaderboard", board] as const,
};
