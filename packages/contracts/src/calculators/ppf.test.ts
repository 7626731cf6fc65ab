import { describe, expect, it } from "vitest";
import { calculatePpf, type PpfInput, type PpfResult } from "./ppf.js";

function ppf(input: PpfInput): PpfResult {
  const outcome = calculatePpf(input);
  if (!outcome.ok) throw new Error(`${outcome.field}: ${outcome.message}`);
  return outcome.result;
}

function expectTableAddsUp(r: PpfResult) {
  const rows = r.yearByYear;
  expect(rows.at(-1)?.balance).toBe(r.maturityAmount);
  expect(rows.reduce((s, row) => s + row.deposited, 0)).toBeCloseTo(r.totalDeposited, 2);
  expect(rows.reduce((s, row) => s + row.interest, 0)).toBeCloseTo(r.totalInterest, 2);
  expect(r.totalDeposited + r.totalInterest).toBeCloseTo(r.maturityAmount, 2);
}

describe("PPF worked examples", () => {
  it("₹1,50,000 a year for 15 years at 7.1% = ₹40,68,209", () => {
    // A = D × 1.071 × (1.071¹⁵ − 1) / 0.071. 1.071¹⁵ = 2.79796361, so (2.79796361 − 1) / 0.071 = 25.32343119;
    // × 1.071 = 27.12139480; × 1,50,000 = 40,68,209.22.
    const r = ppf({ yearlyDeposit: 150000, ratePercent: 7.1 });
    expect(r.maturityAmount).toBeCloseTo(4068209.22, 2);
    expect(r.totalDeposited).toBe(2250000);
    expect(r.totalInterest).toBeCloseTo(1818209.22, 2);
    expect(r.yearByYear).toHaveLength(15);
    // Year 1: 1,50,000 × 1.071 = 1,60,650.
    expect(r.yearByYear[0]).toEqual({ year: 1, deposited: 150000, interest: 10650, balance: 160650 });
    expectTableAddsUp(r);
  });

  it("₹12,000 a year for 15 years at 7.1% ≈ ₹3.25 lakh", () => {
    // Same factor: 12,000 × 27.12139480 = 3,25,456.74.
    const r = ppf({ yearlyDeposit: 12000, ratePercent: 7.1, years: 15 });
    expect(r.maturityAmount).toBeCloseTo(325456.74, 2);
    expectTableAddsUp(r);
  });

  it("₹10,000 a year for 15 years at 10%, year by year", () => {
    // Year 1: 10,000 × 1.1 = 11,000; year 2: (11,000 + 10,000) × 1.1 = 23,100;
    // year 3: 33,100 × 1.1 = 36,410. All 15: 11,000 × (1.1¹⁵ − 1) / 0.1 = 11,000 × 31.77248169 = 3,49,497.30.
    const r = ppf({ yearlyDeposit: 10000, ratePercent: 10 });
    expect(r.yearByYear.slice(0, 3)).toEqual([
      { year: 1, deposited: 10000, interest: 1000, balance: 11000 },
      { year: 2, deposited: 10000, interest: 2100, balance: 23100 },
      { year: 3, deposited: 10000, interest: 3310, balance: 36410 },
    ]);
    expect(r.maturityAmount).toBeCloseTo(349497.3, 2);
    expectTableAddsUp(r);
  });

  it("extended by one block of 5 years", () => {
    // 1.071²⁰ = 3.94266082; 1,50,000 × 1.071 × 2.94266082 / 0.071 = 66,58,288.17.
    const r = ppf({ yearlyDeposit: 150000, ratePercent: 7.1, years: 20 });
    expect(r.maturityAmount).toBeCloseTo(6658288.17, 2);
    expect(r.yearByYear).toHaveLength(20);
  });
});

describe("PPF limits", () => {
  it("accepts the legal minimum and maximum and the longest extension", () => {
    // ₹500 is 1/300 of ₹1,50,000: 500 × 27.12139480 = 13,560.70.
    expect(ppf({ yearlyDeposit: 500, ratePercent: 7.1 }).maturityAmount).toBeCloseTo(13560.7, 2);
    const longest = ppf({ yearlyDeposit: 150000, ratePercent: 30, years: 50 });
    expect(longest.yearByYear).toHaveLength(50);
    expectTableAddsUp(longest);
    expect(ppf({ yearlyDeposit: 500, ratePercent: 0.01 }).maturityAmount).toBeGreaterThan(7500);
  });

  it("names the first bad field with a plain message", () => {
    const ok = { yearlyDeposit: 150000, ratePercent: 7.1 };
    const limits = "Yearly deposit must be between ₹500 and ₹1,50,000, the PPF limits.";
    const blocks = "PPF runs 15 years and can be extended in blocks of 5 years: 15, 20, 25 … 50.";
    const cases: [PpfInput, string, string][] = [
      [{ ...ok, yearlyDeposit: 499, years: 16 }, "yearlyDeposit", limits],
      [{ ...ok, yearlyDeposit: 150001 }, "yearlyDeposit", limits],
      [{ ...ok, yearlyDeposit: Number.NaN }, "yearlyDeposit", "Yearly deposit must be a number."],
      [{ ...ok, ratePercent: 31 }, "ratePercent", "Interest rate must be between 0.01% and 30% a year."],
      [{ ...ok, years: 14 }, "years", "Years must be from 15 to 50."],
      [{ ...ok, years: 55 }, "years", "Years must be from 15 to 50."],
      [{ ...ok, years: 16 }, "years", blocks],
      [{ ...ok, years: 22.5 }, "years", "Years must be a whole number."],
    ];
    for (const [input, field, message] of cases) {
      expect(calculatePpf(input)).toMatchObject({ ok: false, field, message });
    }
  });
});
