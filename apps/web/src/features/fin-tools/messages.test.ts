import { PREDEFINED_CATEGORIES, trackerMessages } from "@arthshala/contracts/tracker-rules";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../lib/i18n";
import { rupees } from "./format";
import { categoryLabel, trackerMessage } from "./messages";
import { monthLabel, monthNameLabel, shortMonthLabel } from "./months";

/** Every English text of contracts' trackerMessages, the two functions with sample values. */
const contractMessages = Object.entries(trackerMessages).map(([key, value]) => [
  key,
  typeof value === "string"
    ? value
    : key === "totalExceeds"
      ? trackerMessages.totalExceeds("12,500", "10,000")
      : trackerMessages.limitExceededBy("2500.00"),
]);

const hindi = async () => {
  await i18n.changeLanguage("hi");
  await i18n.loadNamespaces("tracker");
};

afterEach(async () => {
  await i18n.changeLanguage("en");
});

describe("the tracker's messages", () => {
  it("shows each of the spec's English messages as it is in English", () => {
    for (const [, text] of contractMessages) expect(trackerMessage(text as string)).toBe(text);
  });

  it("shows each of them in Hindi through its tracker:errors key, with the same values", async () => {
    await hindi();
    const untranslated = contractMessages.filter(([, text]) => trackerMessage(text as string) === text);
    expect(untranslated.map(([key]) => key)).toEqual([]);
    expect(trackerMessage(trackerMessages.limitExceededBy("2500.00"))).toBe("सीमा से ₹2500.00 ज़्यादा");
    expect(trackerMessage(trackerMessages.totalExceeds("12,500", "10,000"))).toBe(
      "कैटेगरी बजट का कुल जोड़ (12,500) मासिक सीमा (10,000) से ज़्यादा है।",
    );
    expect(trackerMessage(trackerMessages.amountTooLarge)).toBe("₹1,00,00,000 से ज़्यादा की रकम नहीं ली जाती।");
  });

  it("leaves a message it does not know as it came", async () => {
    await hindi();
    expect(trackerMessage("Line 4: no date")).toBe("Line 4: no date");
  });
});

describe("the tracker's names and formats", () => {
  const t = () => i18n.getFixedT(null, "tracker");

  it("names every built-in category, in English by its own name, Travel and Transportation told apart", async () => {
    for (const name of PREDEFINED_CATEGORIES) {
      if (name === "Travel" || name === "Transportation") continue;
      expect(categoryLabel(t(), name)).toBe(name);
    }
    expect(categoryLabel(t(), "Travel")).toBe("Trips & travel");
    expect(categoryLabel(t(), "Transportation")).toBe("Local transport");
    expect(categoryLabel(t(), "Cash")).toBe("Cash");
    await hindi();
    expect(categoryLabel(t(), "Food")).toBe("खाना");
    expect(categoryLabel(t(), "Bills & Utilities")).toBe("बिल और यूटिलिटी");
    expect(categoryLabel(t(), "Travel")).toBe("यात्रा और घूमना");
    expect(categoryLabel(t(), "Transportation")).toBe("रोज़ का आना-जाना");
    // The learner's own category is theirs: never translated; the "Cash" an import made is the app's.
    expect(categoryLabel(t(), "Chai")).toBe("Chai");
    expect(categoryLabel(t(), "Cash")).toBe("नकद");
    const labels = PREDEFINED_CATEGORIES.map((name) => categoryLabel(t(), name));
    expect(labels.filter((label, i) => label === PREDEFINED_CATEGORIES[i])).toEqual([]);
  });

  it("writes months and ₹ in en-IN, then in hi-IN", async () => {
    const point = { month: "Nov", monthIndex: 11, year: 2026 };
    expect([monthLabel("November", 2026), monthNameLabel("October"), shortMonthLabel(point)]).toEqual([
      "November 2026",
      "October",
      "Nov 2026",
    ]);
    expect([rupees(123456.5), rupees(-120), rupees(-0)]).toEqual(["₹1,23,456.50", "−₹120", "₹0"]);
    await hindi();
    // Whatever the ICU version writes for hi-IN ("नवंबर 2026", "नव॰ 2026").
    const hi = (options: Intl.DateTimeFormatOptions, month: number) =>
      new Intl.DateTimeFormat("hi-IN", { ...options, timeZone: "UTC" }).format(
        new Date(Date.UTC(2026, month, 1)),
      );
    expect([monthLabel("November", 2026), monthNameLabel("October"), shortMonthLabel(point)]).toEqual([
      hi({ month: "long", year: "numeric" }, 10),
      hi({ month: "long" }, 9),
      hi({ month: "short", year: "numeric" }, 10),
    ]);
    expect(monthLabel("November", 2026)).toMatch(/^नव\S* 2026$/);
    expect(rupees(-1250)).toBe("−₹1,250");
  });
});
