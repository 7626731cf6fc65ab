import { describe, expect, it } from "vitest";
import { notificationText } from "./notification-messages.js";

describe("notifications in Hindi", () => {
  it("say the stored facts in Hindi: months and days in Hindi, Latin digits as the interface writes them", () => {
    expect(
      notificationText("budgetExceeded", { category: "Monthly", month: "November", year: 2026 }, "hi"),
    ).toBe("⚠️ नवंबर 2026 में आपका खर्च महीने के बजट से ज़्यादा हो गया है।");
    expect(notificationText("streakLost", { days: 12, lastDay: "2026-11-05" }, "hi")).toMatch(
      /^आपकी 12 दिन की स्ट्रीक 5 नव\S* को टूट गई।/,
    );
    // A built-in category by its Hindi name; a learner's own as written, even one named like a JS property.
    for (const [category, name] of [
      ["Bills & Utilities", "बिल और यूटिलिटी"],
      ["Chai", "Chai"],
      ["constructor", "constructor"],
    ] as const)
      expect(notificationText("budgetExceeded", { category, month: "November", year: 2026 }, "hi")).toBe(
        `⚠️ नवंबर 2026 में "${name}" पर आपका खर्च बजट से ज़्यादा हो गया है।`,
      );
    expect(notificationText("streakMilestone", { days: 7 }, "hi")).toBe(
      "🔥 लगातार 7 दिन! आपकी सीखने की स्ट्रीक बढ़ रही है।",
    );
  });

  it("stay word for word in English", () => {
    expect(notificationText("budgetExceeded", { category: "Food", month: "November", year: 2026 })).toBe(
      "⚠️ You've spent more than your Food budget for November 2026.",
    );
  });
});
