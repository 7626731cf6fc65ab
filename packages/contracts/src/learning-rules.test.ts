import { describe, expect, it } from "vitest";
import { isCorrectAnswer, progressPercent, roadmapStates } from "./learning-rules.js";

describe("learning rules", () => {
  it("progress percent rounds and handles empty courses", () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(5, 4)).toBe(100);
  });

  it("unlocks the first card of each module and the card after a completed one; one current card", () => {
    const c = "completed" as const;
    const i = "incomplete" as const;
    expect(
      roadmapStates([
        { cards: [{ status: c }, { status: i }, { status: i }] },
        { cards: [{ status: i }, { status: i }] },
      ]),
    ).toEqual([
      ["completed", "current", "locked"],
      ["unlocked", "locked"],
    ]);
  });

  it("checks answers: exact for single choice, as sets for multiple, null without a key", () => {
    expect(isCorrectAnswer("mcq_single", "₹5 lakh", " ₹5 lakh ")).toBe(true);
    expect(isCorrectAnswer("mcq_single", "₹5 lakh", "₹1 lakh")).toBe(false);
    expect(isCorrectAnswer("mcq_multiple", "PPF, NPS", "NPS,PPF")).toBe(true);
    expect(isCorrectAnswer("mcq_multiple", "PPF, NPS", "PPF")).toBe(false);
    expect(isCorrectAnswer("subjective", "anything", "my words")).toBeNull();
    expect(isCorrectAnswer("mcq_single", null, "A")).toBeNull();
  });
});
