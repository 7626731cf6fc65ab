import { describe, expect, it } from "vitest";
import {
  completionSeries,
  daysFrom,
  learnerProgress,
  moduleCell,
  rightFirstTimePercent,
} from "./class-progress-rules.js";

describe("a learner × module cell", () => {
  it("is not started, in progress from the first card's day, done on the last card's day", () => {
    expect(moduleCell([], 3)).toEqual({
      status: "not_started",
      completed: 0,
      startedOn: null,
      finishedOn: null,
    });
    expect(moduleCell(["2026-11-18", "2026-11-17"], 3)).toEqual({
      status: "in_progress",
      completed: 2,
      startedOn: "2026-11-17",
      finishedOn: null,
    });
    expect(moduleCell(["2026-11-19", "2026-11-17", "2026-11-18"], 3)).toEqual({
      status: "done",
      completed: 3,
      startedOn: "2026-11-17",
      finishedOn: "2026-11-19",
    });
  });
});

describe("the class's completion over time", () => {
  it("counts cells done by the end of each day, from the first day to today", () => {
    expect(daysFrom("2026-11-29", "2026-12-02")).toEqual([
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
    ]);
    expect(
      completionSeries(["2026-11-30", null, "2026-11-01", "2026-12-02"], 4, "2026-11-29", "2026-12-01"),
    ).toEqual([
      { day: "2026-11-29", share: 0.25 },
      { day: "2026-11-30", share: 0.5 },
      { day: "2026-12-01", share: 0.5 },
    ]);
    expect(completionSeries([], 0, "2026-11-29", "2026-11-29")).toEqual([{ day: "2026-11-29", share: 0 }]);
  });
});

describe("a learner's progress and a question's first-try share", () => {
  it("counts a done module whole and a started one by its cards", () => {
    const done = moduleCell(["2026-11-18", "2026-11-18"], 2);
    const half = moduleCell(["2026-11-18"], 4);
    expect(learnerProgress([done, half], [2, 4])).toBe((1 + 0.25) / 2);
    expect(learnerProgress([], [])).toBe(0);
  });

  it("rounds to a whole percentage and has none for an open question or no answers", () => {
    expect(rightFirstTimePercent(5, 8)).toBe(63);
    expect(rightFirstTimePercent(null, 8)).toBeNull();
    expect(rightFirstTimePercent(0, 0)).toBeNull();
  });
});
