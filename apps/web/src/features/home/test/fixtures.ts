/** Home, leaderboard and FinScore-log answers as the API sends them, for component tests. */
import type { FinScoreLogEntry, HomeData, Leaderboard, LeaderboardEntry } from "@arthshala/contracts/home";
import { courseSummary } from "../../courses/test/fixtures";

type UserData = HomeData["userData"];

export function homeData(
  overrides: Partial<Omit<HomeData, "userData">> & { userData?: Partial<UserData> } = {},
): HomeData {
  const { userData, ...rest } = overrides;
  return {
    userData: {
      fin_stars: 40,
      streak_count: 3,
      streak_freezes: 0,
      learned_today: false,
      rank: 7,
      fin_score: 120,
      greeting: "back",
      leaderboard_hidden: false,
      ...userData,
    },
    featuredArticle: {
      id: 9,
      slug: "why-an-emergency-fund-comes-first",
      title: "Why an emergency fund comes first",
      content_text: "Three months of needs, kept safe.",
      image_url: null,
      created_at: "2026-11-20T04:30:00.000Z",
    },
    recommendedCourses: [courseSummary({ id: 2, title: "Banking and Saving" })],
    ongoingCourseData: null,
    logData: [],
    showFeedback: false,
    ...rest,
  };
}

export const logEntry = (change: number, description: string, created_at = "2026-11-22T13:35:00.000Z") =>
  ({ change, description, created_at }) satisfies FinScoreLogEntry;

/** A handle as the server makes one: the name's letters and digits ("priya-s-4821"). */
const handleOf = (name: string, rank: number) =>
  `${name
    .toLowerCase()
    .replace(/[^a-z]+/g, "-")
    .replace(/-+$/, "")}-${1000 + rank}`;

export const entry = (rank: number, name: string, score: number, you = false): LeaderboardEntry => ({
  rank,
  name,
  handle: handleOf(name, rank),
  picture: null,
  score,
  you,
});

export function leaderboard(overrides: Partial<Leaderboard> = {}): Leaderboard {
  return {
    board: "all",
    since: null,
    entries: [
      entry(1, "Priya S.", 300),
      entry(2, "Asha", 250, true),
      entry(3, "Kabir", 200),
      entry(4, "Learner #4", 150),
    ],
    you: {
      rank: 2,
      name: "Asha",
      handle: "asha-1002",
      picture: null,
      score: 250,
      hidden: false,
      in_list: true,
    },
    ...overrides,
  };
}
