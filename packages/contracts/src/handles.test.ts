import { describe, expect, it } from "vitest";
import {
  HANDLE_MAX,
  handleMessages,
  handleProblem,
  handleStem,
  madeHandle,
  normaliseHandle,
} from "./handles.js";

describe("leaderboard handles", () => {
  it("accepts short lowercase handles of letters, digits, hyphens and underscores", () => {
    for (const ok of [
      "asha",
      "asha-j-4821",
      "_meera",
      "r2d2",
      "a_b-c",
      "x".repeat(HANDLE_MAX),
      "badminton",
      "modi",
    ])
      expect(handleProblem(ok), ok).toBeNull();
  });

  it("refuses what is too short or long, the wrong characters or start, emails and reserved words", () => {
    expect(handleProblem("ab")).toBe(handleMessages.length);
    expect(handleProblem("a".repeat(21))).toBe(handleMessages.length);
    expect(handleProblem("asha j")).toBe(handleMessages.characters);
    expect(handleProblem("आशा")).toBe(handleMessages.characters);
    expect(handleProblem("asha.j")).toBe(handleMessages.characters);
    expect(handleProblem("4asha")).toBe(handleMessages.start);
    expect(handleProblem("-asha")).toBe(handleMessages.start);
    expect(handleProblem("asha@example.in")).toBe(handleMessages.email);
    expect(handleProblem("asha.joshi", "asha.joshi@example.in")).toBe(handleMessages.email);
    expect(handleProblem("asha-joshi", "asha-joshi@example.in")).toBe(handleMessages.email);
    for (const kept of ["admin", "admin-2", "support_team", "arthshala", "the-arthshala-team", "staff1"])
      expect(handleProblem(kept), kept).toBe(handleMessages.reserved);
  });

  it("stores what was typed trimmed and in lowercase", () => {
    expect(normaliseHandle("  Asha_J ")).toBe("asha_j");
  });

  it("makes a handle from the name's ASCII letters, or 'learner', with digits", () => {
    expect(handleStem("Asha Joshi")).toBe("asha-j");
    expect(handleStem("  Zoë  ")).toBe("zoe");
    expect(handleStem("आशा जोशी")).toBe("learner");
    expect(handleStem("")).toBe("learner");
    expect(handleStem("Admin Kumar")).toBe("learner");
    expect(madeHandle("Asha Joshi", 0, () => 0.5)).toBe("asha-j-5500");
    expect(madeHandle("Asha Joshi", 5, () => 0)).toBe("asha-j-100000");
    const longest = madeHandle("Bhagyalakshmiammal Venkataraman", 9, () => 0.999999);
    expect(longest.length).toBeLessThanOrEqual(HANDLE_MAX);
    for (const name of ["Asha Joshi", "आशा", "Zoë Ng", "Bhagyalakshmiammal Venkataraman"])
      expect(handleProblem(madeHandle(name, 9)), name).toBeNull();
  });
});
