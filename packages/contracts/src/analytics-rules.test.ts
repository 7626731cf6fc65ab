import { describe, expect, it } from "vitest";
import { percentOf, resolvePeriod, tallyAnswers } from "./analytics-rules.js";

describe("resolvePeriod", () => {
  const today = "2026-11-29";
  it("fills a missing period with the last 30 India days, and a missing end with today", () => {
    expect(resolvePeriod({}, today)).toEqual({ from: "2026-10-31", to: "2026-11-29" });
    expect(resolvePeriod({ from: "2026-11-01" }, today)).toEqual({ from: "2026-11-01", to: "2026-11-29" });
    expect(resolvePeriod({ to: "2026-03-01" }, today)).toEqual({ from: "2026-01-31", to: "2026-03-01" });
    expect(resolvePeriod({ days: 7 }, today)).toEqual({ from: "2026-11-23", to: "2026-11-29" });
  });

  it("counts days from the start, or back from the end, across months and leap days", () => {
    expect(resolvePeriod({ from: "2028-02-28", days: 3 }, today)).toEqual({
      from: "2028-02-28",
      to: "2028-03-01",
    });
    expect(resolvePeriod({ from: "2026-11-01", to: "2026-11-30", days: 30 }, today)).toEqual({
      from: "2026-11-01",
      to: "2026-11-30",
    });
    expect(resolvePeriod({ to: "2025-01-01", days: 366 }, today)).toEqual({
      from: "2024-01-02",
      to: "2025-01-01",
    });
  });

  it("names what is wrong", () => {
    expect(resolvePeriod({ from: "2026-02-29" }, today)).toEqual({ problem: "notADay" });
    expect(resolvePeriod({ to: "1999-12-31" }, today)).toEqual({ problem: "notADay" });
    expect(resolvePeriod({ from: "2026-11-02", to: "2026-11-01" }, today)).toEqual({
      problem: "startAfterEnd",
    });
    expect(resolvePeriod({ from: "2025-11-28", to: "2026-11-29" }, today)).toEqual({ problem: "tooLong" });
    expect(resolvePeriod({ days: 0 }, today)).toEqual({ problem: "days" });
    expect(resolvePeriod({ days: 367 }, today)).toEqual({ problem: "days" });
    expect(resolvePeriod({ from: "2026-11-01", to: "2026-11-05", days: 3 }, today)).toEqual({
      problem: "daysMismatch",
    });
  });
});

describe("tallyAnswers", () => {
  it("judges single-choice answers as the lesson does and counts each option", () => {
    const tally = tallyAnswers({ questionType: "mcq_single", options: ["A", "B", "C"], correctAnswer: "B" }, [
      { answer: "B", learners: 3 },
      { answer: "A", learners: 1 },
      { answer: "Old option", learners: 2 },
    ]);
    expect(tally).toEqual({
      answered: 6,
      right: 3,
      wrong: 3,
      accuracy: 50,
      options: [
        { option: "A", correct: false, learners: 1 },
        { option: "B", correct: true, learners: 3 },
        { option: "C", correct: false, learners: 0 },
      ],
      other: 2,
    });
  });

  it("judges multiple choice as sets and counts an option once per learner who chose it", () => {
    const tally = tallyAnswers(
      { questionType: "mcq_multiple", options: ["PPF", "FD", "Crypto"], correctAnswer: "FD, PPF" },
      [
        { answer: "PPF, FD", learners: 2 },
        { answer: "PPF", learners: 1 },
        { answer: "PPF, FD, Crypto", learners: 1 },
      ],
    );
    expect(tally).toMatchObject({ answered: 4, right: 2, wrong: 2, accuracy: 50, other: 0 });
    expect(tally.options).toEqual([
      { option: "PPF", correct: true, learners: 4 },
      { option: "FD", correct: true, learners: 3 },
      { option: "Crypto", correct: false, learners: 1 },
    ]);
  });

  it("only counts written and unkeyed answers", () => {
    expect(
      tallyAnswers({ questionType: "subjective", options: [], correctAnswer: null }, [
        { answer: null, learners: 4 },
      ]),
    ).toEqual({ answered: 4, right: 0, wrong: 0, accuracy: null, options: [], other: 0 });
    expect(
      tallyAnswers({ questionType: "mcq_single", options: ["A", "B"], correctAnswer: null }, [
        { answer: "A", learners: 1 },
      ]),
    ).toMatchObject({
      answered: 1,
      accuracy: null,
      options: [
        { option: "A", correct: false, learners: 1 },
        { option: "B", correct: false, learners: 0 },
      ],
    });
  });

  it("rounds shares to whole percents", () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(0, 0)).toBeNull();
  });
});

describe("tallying true/false, numeric and order questions (issue 42)", () => {
  it("counts true and false as a true/false question's choices", () => {
    const tally = tallyAnswers({ questionType: "true_false", options: [], correctAnswer: "false" }, [
      { answer: "true", learners: 3 },
      { answer: "false", learners: 5 },
    ]);
    expect(tally).toMatchObject({ answered: 8, right: 5, wrong: 3, accuracy: 63, other: 0 });
    expect(tally.options).toEqual([
      { option: "true", correct: false, learners: 3 },
      { option: "false", correct: true, learners: 5 },
    ]);
  });

  it("judges numbers within the tolerance and orders as a whole, with no choices to count", () => {
    const numeric = tallyAnswers(
      { questionType: "numeric", options: [], correctAnswer: "1200", toleranceHundredths: 1000 },
      [
        { answer: "1205", learners: 2 },
        { answer: "1300", learners: 1 },
      ],
    );
    expect(numeric).toMatchObject({ answered: 3, right: 2, wrong: 1, options: [], other: 0 });
    const key = JSON.stringify(["a, b", "c", "d"]);
    const order = tallyAnswers({ questionType: "order", options: ["a, b", "c", "d"], correctAnswer: key }, [
      { answer: key, learners: 1 },
      { answer: JSON.stringify(["c", "a, b", "d"]), learners: 1 },
    ]);
    expect(order).toMatchObject({ answered: 2, right: 1, wrong: 1, accuracy: 50, options: [], other: 0 });
  });
});
