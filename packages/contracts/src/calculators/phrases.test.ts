import { describe, expect, it } from "vitest";
import type { FormulaSymbol } from "./common.js";
import { calculateEmi } from "./emi.js";
import { calculateFd } from "./fd.js";
import { paramInEnglish } from "./phrases.js";
import { calculatePpf } from "./ppf.js";
import { calculateRd } from "./rd.js";
import { calculateSip } from "./sip.js";

/** The English texts and the phrases they come from agree, so another language says the same thing. */
function expectAgreement(result: { notes: string[]; notePhrases: unknown[]; symbols: FormulaSymbol[] }) {
  expect(result.notePhrases).toHaveLength(result.notes.length);
  for (const s of result.symbols) {
    expect(paramInEnglish(s.phrases.meaning)).toBe(s.meaning);
    expect(paramInEnglish(s.phrases.value)).toBe(s.value);
  }
}

describe("calculator phrases", () => {
  it("carry every note and symbol of the results as keys with parameters", () => {
    const fd = calculateFd({
      principal: 100000,
      ratePercent: 7,
      tenure: { days: 400 },
      compounding: "quarterly",
    });
    if (!fd.ok) throw new Error(fd.message);
    expectAgreement(fd.result);
    expect(fd.result.symbols.find((s) => s.symbol === "f")?.phrases.value).toEqual({
      key: "values.partOfYear",
      params: { part: "0.0959", left: { key: "values.days", params: { count: "35" } } },
    });
    expect(fd.result.notePhrases.map((p) => p.key)).toEqual([
      "notes.fdYearOfDays",
      "notes.fdQuarterly",
      "notes.fdLeftover",
    ]);
    for (const outcome of [
      calculateRd({ monthlyInstalment: 5000, ratePercent: 7.5, months: 18 }),
      calculatePpf({ yearlyDeposit: 150000, ratePercent: 7.1 }),
      calculateSip({ monthlyInvestment: 5000, expectedReturnPercent: 12, years: 10 }),
      calculateEmi({ principal: 1000000, ratePercent: 8.5, months: 240 }),
    ]) {
      if (!outcome.ok) throw new Error(outcome.message);
      expectAgreement(outcome.result);
    }
  });

  it("give a failed check's message as a phrase", () => {
    expect(calculateEmi({ principal: 1000000, ratePercent: 8.5, months: 361 })).toEqual({
      ok: false,
      field: "months",
      message: "Tenure must be from 1 to 360 months (30 years).",
      phrase: {
        key: "errors.monthsInYears",
        params: { label: { key: "labels.tenure" }, min: "1", max: "360", years: "30" },
      },
    });
  });
});
