import { finScoreEvents, ledgerEntryFacts } from "@arthshala/contracts/finscore-rules";
import type { FinScoreLogEntry } from "@arthshala/contracts/home";
import type { TFunction } from "i18next";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeLanguage, i18n, initI18n } from "../../lib/i18n";
import { historyLine } from "./historyLine";

/** A log entry as the API sends it: the stored words plus what happened. */
const fromEvent = (e: { sourceKey: string; change: number; description: string }): FinScoreLogEntry => ({
  description: e.description,
  change: e.change,
  created_at: "2026-11-22T13:35:00.000Z",
  ...(ledgerEntryFacts(e.sourceKey, e.change, e.description) ?? {}),
});

const events = [
  finScoreEvents.cardCompleted({ id: 1, title: "What is a budget?" }),
  finScoreEvents.correctAnswer({ id: 2, title: "Needs or wants" }),
  finScoreEvents.moduleFinished({ id: 3, title: "Budgeting basics" }),
  finScoreEvents.streakWeek("2026-11-01", 7),
  finScoreEvents.streakFreezeUsed("2026-11-14", 9),
  finScoreEvents.budgetSetEarly("2026-11", "November 2026"),
  finScoreEvents.budgetKept("2026-10", "October 2026"),
  finScoreEvents.budgetMissed("2026-10", "October 2026"),
  finScoreEvents.trackingDay("2026-11-03"),
];

async function tIn(language: "en" | "hi"): Promise<TFunction<"home">> {
  await changeLanguage(language);
  await i18n.loadNamespaces("home");
  return i18n.getFixedT(language, "home") as TFunction<"home">;
}

beforeAll(() => initI18n("en"));
afterAll(() => changeLanguage("en"));

describe("historyLine", () => {
  it("words every kind of change in English exactly as the server wrote it", async () => {
    const t = await tIn("en");
    for (const e of events) expect(historyLine(t, fromEvent(e))).toBe(e.description);
  });

  it("words them in Hindi, with Hindi months and days, keeping titles as earned", async () => {
    const t = await tIn("hi");
    const lines = events.map((e) => historyLine(t, fromEvent(e)));
    expect(lines[0]).toBe("कार्ड “What is a budget?” पूरा किया");
    expect(lines[3]).toBe("7 दिन की स्ट्रीक का बोनस");
    expect(lines[4]).toMatch(/^14 नव.* को एक स्ट्रीक फ़्रीज़ इस्तेमाल हुआ और आपकी 9 दिन की स्ट्रीक बनी रही$/);
    expect(lines[5]).toBe("नवंबर 2026 का मासिक बजट समय से पहले तय किया");
    // ICU versions spell October अक्टूबर or अक्तूबर.
    expect(lines[7]).toMatch(/^अक्[टत]ूबर 2026 में खर्च मासिक बजट से ज़्यादा हुआ$/);
    for (const line of lines) expect(line).not.toMatch(/[A-Za-z]{4,} (the|your|on|for)\b/);
  });

  it("shows the stored words for a line it has no wording for", async () => {
    const t = await tIn("hi");
    expect(
      historyLine(t, { description: "Welcome bonus", change: 5, created_at: "2026-11-22T13:35:00.000Z" }),
    ).toBe("Welcome bonus");
  });
});
