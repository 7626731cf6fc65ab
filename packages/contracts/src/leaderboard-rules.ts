/**
 * Leaderboard rules shared by server and browser (zod-free). Spec section 4: equal scores share a rank
 * and the next distinct score takes the rank after the tied group (1, 1, 3).
 */

/** How many learners a board lists; the asking learner is added below when outside it. */
export const LEADERBOARD_SIZE = 50;
/** Spec section 9: the list scrolls within this height. */
export const LEADERBOARD_MAX_HEIGHT_PX = 400;

export type LeaderboardKind = "all" | "week";

/** Competition ranks for scores already sorted from highest to lowest: [90, 90, 80] → [1, 1, 3]. */
export function competitionRanks(sortedScores: readonly number[]): number[] {
  const ranks: number[] = [];
  sortedScores.forEach((score, i) => {
    ranks.push(i > 0 && score === sortedScores[i - 1] ? (ranks[i - 1] as number) : i + 1);
  });
  return ranks;
}

/** A learner's rank: one more than the number of learners with a strictly higher score. */
export function rankAbove(higherCount: number): number {
  return higherCount + 1;
}

/**
 * What the board shows instead of an email: the learner's first name and the initial of their last
 * ("Priya S."), or "Learner #12" ("शिक्षार्थी #12" for a Hindi reader) when they gave no name.
 */
export function leaderboardName(
  name: string | null | undefined,
  learnerNumber: number,
  language: string = "en",
): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return `${language === "hi" ? "शिक्षार्थी" : "Learner"} #${learnerNumber}`;
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const short = first.length > 24 ? `${first.slice(0, 24)}…` : first;
  return last ? `${short} ${[...last][0]?.toUpperCase()}.` : short;
}

/** The Monday (India calendar day) starting the week that holds `day`. */
export function weekStart(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * 86_400_000).toISOString().slice(0, 10);
}
