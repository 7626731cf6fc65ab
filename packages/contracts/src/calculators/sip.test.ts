import { describe, expect, it } from "vitest";
import { calculateSip, SIP_WARNING, type SipInput, type SipResult } from "./sip.js";

function sip(input: SipInput): SipResult {
  const outcome = calculateSip(input);
  if (!outcome.ok) throw new Error(`${outcome.field}: ${outcome.message}`);
  return outcome.result;
}

function expectTableAddsUp(r: SipResult) {
  const rows = r.yearByYear;
  expect(rows.at(-1)?.balance).toBe(r.maturityAmount);
  expect(rows.reduce((s, row) => s + row.deposited, 0)).toBeCloseTo(r.totalDeposited, 2);
  expect(rows.reduce((s, row) => s + row.interest, 0)).toBeCloseTo(r.totalInterest, 2);
  expect(r.totalDeposited + r.totalInterest).toBeCloseTo(r.maturityAmount, 2);
}

describe("SIP worked examples", () => {
  it("₹5,000 a month at 12% for 10 years ≈ ₹11,61,695", () => {
    // i = 12/12/100 = 0.01; 1.01¹²⁰ = 3.30038689; (3.30038689 − 1) / 0.01 = 230.038689;
    // × 1.01 = 232.339076; × 5,000 = 11,61,695.38.
    const r = sip({ monthlyInvestment: 5000, expectedReturnPercent: 12, years: 10 });
    expect(r.maturityAmount).toBeCloseTo(1161695.38, 2);
    expect(r.totalDeposited).toBe(600000);
    expect(r.totalInterest).toBeCloseTo(561695.38, 2);
    expect(r.yearByYear).toHaveLength(10);
    // After year 1: 5,000 × (1.01¹² − 1) / 0.01 × 1.01 = 5,000 × 12.682503 × 1.01 = 64,046.64.
    expect(r.yearByYear[0]?.balance).toBeCloseTo(64046.64, 2);
    expect(r.warning).toBe(SIP_WARNING);
    expectTableAddsUp(r);
  });

  it("₹1,000 a month at 12% for 1 year", () => {
    // 1.01¹² = 1.12682503; (0.12682503 / 0.01) × 1.01 × 1,000 = 12.682503 × 1,010 = 12,809.33.
    const r = sip({ monthlyInvestment: 1000, expectedReturnPercent: 12, years: 1 });
    expect(r.maturityAmount).toBeCloseTo(12809.33, 2);
    expect(r.formula).toBe("FV = P × [((1 + i)^(12n) − 1) / i] × (1 + i)");
    expect(r.symbols.find((s) => s.symbol === "i")?.value).toBe("0.01");
  });

  it("₹2,000 a month at 10% for 20 years", () => {
    // i = 10/1200 = 0.00833333; 1.00833333²⁴⁰ = 7.32807363; 6.32807363 / 0.00833333 = 759.368836;
    // × 1.00833333 = 765.696910; × 2,000 = 15,31,393.82.
    const r = sip({ monthlyInvestment: 2000, expectedReturnPercent: 10, years: 20 });
    expect(r.maturityAmount).toBeCloseTo(1531393.82, 2);
    expectTableAddsUp(r);
  });

  it("a 0% return just adds up the payments", () => {
    // 10,000 × 12 × 5 = 6,00,000.
    const r = sip({ monthlyInvestment: 10000, expectedReturnPercent: 0, years: 5 });
    expect(r.maturityAmount).toBe(600000);
    expect(r.totalInterest).toBe(0);
    expect(r.formula).toBe("FV = P × 12n");
    expect(r.symbols.map((s) => s.symbol)).toEqual(["FV", "P", "n"]);
    expect(r.warning).toBe(SIP_WARNING);
  });
});

describe("SIP limits", () => {
  it("accepts the extremes", () => {
    const longest = sip({ monthlyInvestment: 100, expectedReturnPercent: 30, years: 50 });
    expect(longest.yearByYear).toHaveLength(50);
    expectTableAddsUp(longest);
    expect(
      sip({ monthlyInvestment: 100000000, expectedReturnPercent: 0.01, years: 1 }).maturityAmount,
    ).toBeGreaterThan(1200000000);
  });

  it("names the first bad field with a plain message", () => {
    const ok = { monthlyInvestment: 5000, expectedReturnPercent: 12, years: 10 };
    const cases: [SipInput, string, string][] = [
      [
        { ...ok, monthlyInvestment: 0, years: 0 },
        "monthlyInvestment",
        "Monthly investment must be more than ₹0 and at most ₹10,00,00,000.",
      ],
      [
        { ...ok, expectedReturnPercent: -1 },
        "expectedReturnPercent",
        "Expected return must be between 0% and 30% a year.",
      ],
      [{ ...ok, years: 0 }, "years", "Years must be from 1 to 50."],
      [{ ...ok, years: 51 }, "years", "Years must be from 1 to 50."],
      [{ ...ok, years: 2.5 }, "years", "Years must be a whole number."],
    ];
    for (const [input, field, message] of cases) {
      expect(calculateSip(input)).toMatchObject({ ok: false, field, message });
    }
  });
});
