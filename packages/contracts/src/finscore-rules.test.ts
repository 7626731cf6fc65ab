import { describe, expect, it } from "vitest";
import {
  clampFinScore,
  explainerLines,
  FINSCORE_RULES,
  finScoreEvents,
  formatDay,
  ledgerEntryFacts,
} from "./finscore-rules.js";

describe("FinScore rules", () => {
  it("clamps the sum to 0..1000", () => {
    expect(clampFinScore(-40)).toBe(0);
    expect(clampFinScore(420)).toBe(420);
    expect(clampFinScore(1200)).toBe(1000);
  });

  it("keys each award so it counts once: a card once whichever way, a module once, a run's 7th day once", () => {
    const card = { id: 42, title: "Needs and wants" };
    expect(finScoreEvents.cardCompleted(card).sourceKey).toBe("card:42");
    expect(finScoreEvents.correctAnswer(card).sourceKey).toBe("card:42");
    expect(finScoreEvents.moduleFinished({ id: 7, title: "Budgets" })).toEqual({
      rule: "moduleFinished",
      change: 15,
      sourceKey: "module:7",
      description: 'Finished the module "Budgets"',
    });
    expect(finScoreEvents.streakWeek("2026-11-01", 14).sourceKey).toBe("streak:2026-11-01:14");
  });

  it("has the spec's points", () => {
    expect(FINSCORE_RULES.cardCompleted.points).toBe(5);
    expect(FINSCORE_RULES.correctAnswer.points).toBe(10);
    expect(FINSCORE_RULES.moduleFinished.points).toBe(15);
    expect(FINSCORE_RULES.streakWeek.points).toBe(10);
    expect(FINSCORE_RULES.budgetSetEarly.points).toBe(10);
    expect(FINSCORE_RULES.budgetKept.points).toBe(15);
    expect(FINSCORE_RULES.budgetMissed.points).toBe(-10);
  });

  it("explains only the rules learners can earn today, with signed points", () => {
    const lines = explainerLines();
    expect(lines.map((l) => l.points)).toEqual(["+5", "+10", "+15", "+10", "+10", "+15", "−10", "+2"]);
    expect(lines.every((l) => FINSCORE_RULES[l.id].live)).toBe(true);
  });

  it("writes a freeze note as a change of 0 with the day", () => {
    const note = finScoreEvents.streakFreezeUsed("2026-11-14", 9);
    expect(note.change).toBe(0);
    expect(note.description).toBe("A streak freeze covered 14 Nov and kept your 9-day streak");
    expect(formatDay("2027-01-02")).toBe("2 Jan");
  });
});

describe("ledgerEntryFacts", () => {
  const facts = (e: { sourceKey: string; change: number; description: string }) =>
    ledgerEntryFacts(e.sourceKey, e.change, e.description);

  it("reads back every event the server writes", () => {
    expect(facts(finScoreEvents.cardCompleted({ id: 4, title: 'Say "no" to debt' }))).toEqual({
      kind: "cardCompleted",
      params: { title: 'Say "no" to debt' },
    });
    expect(facts(finScoreEvents.correctAnswer({ id: 4, title: "What is SIP?" }))).toEqual({
      kind: "correctAnswer",
      params: { title: "What is SIP?" },
    });
    expect(facts(finScoreEvents.moduleFinished({ id: 2, title: "Budgets" }))).toEqual({
      kind: "moduleFinished",
      params: { title: "Budgets" },
    });
    expect(facts(finScoreEvents.streakWeek("2026-11-01", 14))).toEqual({
      kind: "streakWeek",
      params: { days: 14 },
    });
    expect(facts(finScoreEvents.streakFreezeUsed("2026-11-14", 9))).toEqual({
      kind: "streakFreezeUsed",
      params: { day: "2026-11-14", days: 9 },
    });
    expect(facts(finScoreEvents.budgetSetEarly("2026-11", "November 2026"))).toEqual({
      kind: "budgetSetEarly",
      params: { month: "2026-11" },
    });
    expect(facts(finScoreEvents.budgetKept("2026-10", "October 2026"))?.kind).toBe("budgetKept");
    expect(facts(finScoreEvents.budgetMissed("2026-10", "October 2026"))?.kind).toBe("budgetMissed");
    expect(facts(finScoreEvents.trackingDay("2026-11-03"))).toEqual({
      kind: "trackingDay",
      params: { day: "2026-11-03" },
    });
  });

  it("gives up on rows it cannot read, so they show their stored words", () => {
    expect(ledgerEntryFacts("seed:1", 5, "Welcome bonus")).toBeNull();
    expect(ledgerEntryFacts("card:1", 5, "no title here")).toBeNull();
    expect(ledgerEntryFacts("tracking:yesterday", 2, "Logged")).toBeNull();
    expect(ledgerEntryFacts("streak:2026-11-01:x", 10, "bonus")).toBeNull();
  });
});
