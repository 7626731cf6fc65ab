import { describe, expect, it } from "vitest";
import { competitionRanks, leaderboardName, weekStart } from "./leaderboard-rules.js";

describe("leaderboard rules", () => {
  it("ties share a rank and the next score takes the rank after the group", () => {
    expect(competitionRanks([90, 90, 80])).toEqual([1, 1, 3]);
    expect(competitionRanks([100, 90, 90, 90, 10, 10, 5])).toEqual([1, 2, 2, 2, 5, 5, 7]);
    expect(competitionRanks([])).toEqual([]);
  });

  it("shows a first name and an initial, never an email", () => {
    expect(leaderboardName("Priya Sharma", 3)).toBe("Priya S.");
    expect(leaderboardName("  Arjun  ", 3)).toBe("Arjun");
    expect(leaderboardName("Anil Kumar Verma", 3)).toBe("Anil V.");
    expect(leaderboardName("", 12)).toBe("Learner #12");
    expect(leaderboardName(null, 12)).toBe("Learner #12");
    expect(leaderboardName(null, 12, "hi")).toBe("शिक्षार्थी #12");
    expect(leaderboardName("Priya Sharma", 12, "hi")).toBe("Priya S.");
    expect(leaderboardName("अनन्या शर्मा", 1)).toBe("अनन्या श.");
  });

  it("weeks start on Monday", () => {
    expect(weekStart("2026-11-23")).toBe("2026-11-23"); // a Monday
    expect(weekStart("2026-11-22")).toBe("2026-11-16"); // Sunday belongs to the week before
    expect(weekStart("2026-11-26")).toBe("2026-11-23");
    expect(weekStart("2027-01-01")).toBe("2026-12-28");
  });
});
