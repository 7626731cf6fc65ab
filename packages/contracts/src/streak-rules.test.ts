import { describe, expect, it } from "vitest";
import { applyActiveDay, currentStreak, EMPTY_STREAK, type StreakState } from "./streak-rules.js";

/** Activity on each listed day, in order, from an empty streak. */
function run(days: string[], from: StreakState = EMPTY_STREAK) {
  let state = from;
  const events = [];
  for (const day of days) {
    const next = applyActiveDay(state, day);
    state = next.state;
    events.push(...next.events);
  }
  return { state, events };
}

const week = (start: number, n: number, month = "2026-11") =>
  Array.from({ length: n }, (_, i) => `${month}-${String(start + i).padStart(2, "0")}`);

describe("streaks", () => {
  it("counts consecutive days and ignores a second activity on the same day", () => {
    const { state, events } = run(["2026-11-01", "2026-11-01", "2026-11-02", "2026-11-03"]);
    expect(state).toEqual({ count: 3, lastDay: "2026-11-03", runStart: "2026-11-01", freezes: 0 });
    expect(events).toEqual([]);
  });

  it("crosses months and years", () => {
    expect(run(["2026-12-31", "2027-01-01"]).state.count).toBe(2);
    expect(run(["2028-02-28", "2028-02-29", "2028-03-01"]).state.count).toBe(3);
  });

  it("gives a bonus and a freeze on every 7th day, at most 2 freezes, and milestones at 7 and 30", () => {
    const { state, events } = run(week(1, 30));
    expect(state.count).toBe(30);
    expect(state.freezes).toBe(2);
    const bonuses = events.filter((e) => e.kind === "bonus").map((e) => e.kind === "bonus" && e.days);
    expect(bonuses).toEqual([7, 14, 21, 28]);
    expect(events.filter((e) => e.kind === "freezeEarned")).toHaveLength(2);
    expect(events.filter((e) => e.kind === "milestone")).toEqual([
      { kind: "milestone", days: 7 },
      { kind: "milestone", days: 30 },
    ]);
  });

  it("uses a held freeze for a missed day and keeps the run", () => {
    const seven = run(week(1, 7));
    const after = applyActiveDay(seven.state, "2026-11-09"); // the 8th was missed
    expect(after.events).toEqual([{ kind: "freezeUsed", day: "2026-11-08", streak: 7 }]);
    expect(after.state).toEqual({ count: 8, lastDay: "2026-11-09", runStart: "2026-11-01", freezes: 0 });
  });

  it("loses the run when the gap is longer than the freezes held, keeping the freezes", () => {
    const seven = run(week(1, 7));
    const after = applyActiveDay(seven.state, "2026-11-10"); // the 8th and 9th missed, one freeze
    expect(after.events).toEqual([{ kind: "lost", streak: 7, lastDay: "2026-11-07" }]);
    expect(after.state).toEqual({ count: 1, lastDay: "2026-11-10", runStart: "2026-11-10", freezes: 1 });
  });

  it("a new run earns its own 7-day bonus", () => {
    const first = run(week(1, 7));
    const second = run(week(10, 7), first.state);
    expect(second.events.find((e) => e.kind === "bonus")).toEqual({
      kind: "bonus",
      runStart: "2026-11-10",
      days: 7,
    });
  });

  it("ignores activity on a day before the last one", () => {
    const { state } = run(["2026-11-05"]);
    expect(applyActiveDay(state, "2026-11-04")).toEqual({ state, events: [] });
  });
});

describe("the streak shown on a day", () => {
  const state: StreakState = { count: 5, lastDay: "2026-11-10", runStart: "2026-11-06", freezes: 1 };
  it("is the run while today is still open, and yesterday's run in the morning", () => {
    expect(currentStreak(state, "2026-11-10")).toEqual({ days: 5, freezes: 1 });
    expect(currentStreak(state, "2026-11-11")).toEqual({ days: 5, freezes: 1 });
  });
  it("stays alive over a gap the freezes cover, showing what is left", () => {
    expect(currentStreak(state, "2026-11-12")).toEqual({ days: 5, freezes: 0 });
  });
  it("is 0 once the gap is longer than the freezes", () => {
    expect(currentStreak(state, "2026-11-13")).toEqual({ days: 0, freezes: 1 });
    expect(currentStreak(EMPTY_STREAK, "2026-11-13")).toEqual({ days: 0, freezes: 0 });
  });
});
