import { describe, expect, it } from "vitest";
import { calculateRd, type RdInput, type RdResult } from "./rd.js";

function rd(input: RdInput): RdResult {
  const outcome = calculateRd(input);
  if (!outcome.ok) throw new Error(`${outcome.field}: ${outcome.message}`);
  return outcome.result;
}

function expectTableAddsUp(r: RdResult) {
  const rows = r.yearByYear;
  expect(rows.at(-1)?.balance).toBe(r.maturityAmount);
  expect(rows.reduce((s, row) => s + row.deposited, 0)).toBeCloseTo(r.totalDeposited, 2);
  expect(rows.reduce((s, row) => s + row.interest, 0)).toBeCloseTo(r.totalInterest, 2);
  expect(r.totalDeposited + r.totalInterest).toBeCloseTo(r.maturityAmount, 2);
}

describe("RD worked examples", () => {
  it("₹1,000 a month for 12 months at 7%", () => {
    // Sum of 1,000 × 1.0175^(k/3) for k = 1 … 12, summed as the IBA closed form with 4 quarters:
    // 1.0175⁴ = 1.07185903; 1.0175^(1/3) = 1.00579963, so 1 − 1/1.00579963 = 0.00576619;
    // M = 1,000 × 0.07185903 / 0.00576619 = 12,462.13.
    // Cross-check the way a bank posts it (monthly balances, interest credited each quarter at 7/1200 a
    // month): Q1 (1,000 + 2,000 + 3,000) × 0.0058333 = 35.00 → 3,035; Q2 15,105 → 88.11 → 6,123.11;
    // Q3 24,369.33 → 142.15 → 9,265.26; Q4 33,795.78 → 197.14 → 12,462.40: 27 paise from the formula.
    const r = rd({ monthlyInstalment: 1000, ratePercent: 7, months: 12 });
    expect(r.maturityAmount).toBeCloseTo(12462.13, 2);
    expect(r.totalDeposited).toBe(12000);
    expect(r.totalInterest).toBeCloseTo(462.13, 2);
    expectTableAddsUp(r);
  });

  it("₹5,000 a month for 18 months at 7.5%: the IBA's own worked example, ₹95,502.35", () => {
    // i = 7.5/400 = 0.01875, 6 quarters: 1.01875⁶ = 1.11790714; 1 − 1.01875^(−1/3) = 0.00617300;
    // M = 5,000 × 0.11790714 / 0.00617300 = 95,502.35.
    const r = rd({ monthlyInstalment: 5000, ratePercent: 7.5, months: 18 });
    expect(r.maturityAmount).toBeCloseTo(95502.35, 2);
    // After 12 instalments: 5,000 × (1.01875⁴ − 1) / 0.00617300 = 62,478.46.
    expect(r.yearByYear).toEqual([
      { year: 1, deposited: 60000, interest: 2478.46, balance: 62478.46 },
      { year: 2, deposited: 30000, interest: 3023.89, balance: 95502.35 },
    ]);
    expectTableAddsUp(r);
  });

  it("₹2,000 a month for 6 months at 6%", () => {
    // g = 1.015^(1/3) = 1.00497521; g⁶ = 1.015² = 1.030225;
    // Σ g^k (k = 1 … 6) = g × (g⁶ − 1) / (g − 1) = 1.00497521 × 0.030225 / 0.00497521 = 6.10535;
    // M = 2,000 × 6.10535 = 12,210.70.
    const r = rd({ monthlyInstalment: 2000, ratePercent: 6, months: 6 });
    expect(r.maturityAmount).toBeCloseTo(12210.7, 2);
    expect(r.formula).toBe("M = Σ R × (1 + r/400)^(4k/12), adding up k = 1 to n");
  });
});

describe("RD limits", () => {
  it("accepts 6 to 120 months, and months past the last full year make a short last row", () => {
    const longest = rd({ monthlyInstalment: 100000000, ratePercent: 30, months: 120 });
    expect(longest.yearByYear).toHaveLength(10);
    expect(longest.totalDeposited).toBe(12000000000);
    expectTableAddsUp(longest);
    const odd = rd({ monthlyInstalment: 1000, ratePercent: 0.01, months: 30 });
    expect(odd.yearByYear.map((row) => row.deposited)).toEqual([12000, 12000, 6000]);
    expectTableAddsUp(odd);
  });

  it("names the first bad field with a plain message", () => {
    const ok = { monthlyInstalment: 1000, ratePercent: 7, months: 12 };
    const cases: [RdInput, string, string][] = [
      [
        { ...ok, monthlyInstalment: -5, months: 1 },
        "monthlyInstalment",
        "Monthly instalment must be more than ₹0 and at most ₹10,00,00,000.",
      ],
      [{ ...ok, ratePercent: 0 }, "ratePercent", "Interest rate must be between 0.01% and 30% a year."],
      [{ ...ok, months: 5 }, "months", "Months must be from 6 to 120."],
      [{ ...ok, months: 121 }, "months", "Months must be from 6 to 120."],
      [{ ...ok, months: 12.5 }, "months", "Months must be a whole number."],
    ];
    for (const [input, field, message] of cases) {
      expect(calculateRd(input)).toMatchObject({ ok: false, field, message });
    }
  });
});
