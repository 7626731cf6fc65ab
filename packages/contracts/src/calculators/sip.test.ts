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

describe("step-up SIP", () => {
  // Worked independently (exact fractions, month by month: each month's balance plus that month's
  // payment × 1.01, the payment raised 10% at each year's start), not with this file's formula:
  // ₹5,000 a month, 10% step-up, 12% for 10 years → paid 9,56,245.48, worth 16,87,163.13.
  // Paid by hand: 60,000 × (1.1¹⁰ − 1) / 0.1 = 60,000 × 15.93742460 = 9,56,245.48.
  // Year 1 is a plain SIP: 5,000 × 12.682503 × 1.01 = 64,046.64; year 2 pays ₹5,500 a month:
  // 64,046.64 × 1.01¹² + 5,500 × 12.682503 × 1.01 = 72,169.25 + 70,451.30 ≈ 1,42,620.66 (simulation: 1,42,620.66).
  it("₹5,000 a month stepping up 10% a year at 12% for 10 years ≈ ₹16,87,163", () => {
    const r = sip({ monthlyInvestment: 5000, expectedReturnPercent: 12, years: 10, stepUpPercent: 10 });
    expect(r.maturityAmount).toBeCloseTo(1687163.13, 2);
    expect(r.totalDeposited).toBeCloseTo(956245.48, 2);
    expect(r.yearByYear[0]).toEqual({ year: 1, deposited: 60000, interest: 4046.64, balance: 64046.64 });
    expect(r.yearByYear[1]?.deposited).toBe(66000);
    expect(r.yearByYear[1]?.balance).toBeCloseTo(142620.66, 2);
    expect(r.yearByYear[2]?.balance).toBeCloseTo(238204.97, 2);
    expect(r.symbols.find((s) => s.symbol === "s")?.value).toBe("10");
    expect(r.formula).toContain("(1 + s/100)^(k − 1)");
    // 5,000 × 1.1⁹ = 11,789.7 a month in the last year.
    expect(r.notes.at(-1)).toBe(
      "The monthly amount goes up by 10% every year: ₹5,000 a month in year 1, ₹11,789.74 a month in year 10.",
    );
    expectTableAddsUp(r);
  });

  it("₹10,000 a month stepping up 10% a year at 12% for 20 years: ₹68,73,000 paid in", () => {
    // Paid: 1,20,000 × (1.1²⁰ − 1) / 0.1 = 1,20,000 × 57.27499949 = 68,72,999.94; the simulation gives
    // 1,98,88,715.49 in the end (a published example's "about ₹68 lakh invested" agrees on the first).
    const r = sip({ monthlyInvestment: 10000, expectedReturnPercent: 12, years: 20, stepUpPercent: 10 });
    expect(r.totalDeposited).toBeCloseTo(6872999.94, 2);
    expect(r.maturityAmount).toBeCloseTo(19888715.49, 2);
    expectTableAddsUp(r);
  });

  it("at a 0% return it just adds up the stepped-up payments", () => {
    // 12 × (1,000 + 1,100 + 1,210) = 39,720.
    const r = sip({ monthlyInvestment: 1000, expectedReturnPercent: 0, years: 3, stepUpPercent: 10 });
    expect(r.maturityAmount).toBe(39720);
    expect(r.totalInterest).toBe(0);
    expect(r.formula).toBe("FV = Σ 12 × P × (1 + s/100)^(k − 1), adding up k = 1 to n");
  });

  it("a 0% step-up is the plain SIP", () => {
    const plain = sip({ monthlyInvestment: 5000, expectedReturnPercent: 12, years: 10 });
    const zero = sip({ monthlyInvestment: 5000, expectedReturnPercent: 12, years: 10, stepUpPercent: 0 });
    expect(zero.maturityAmount).toBe(plain.maturityAmount);
    expect(zero.formula).toBe(plain.formula);
    expect(zero.symbols.some((s) => s.symbol === "s")).toBe(false);
  });

  it("refuses a step-up below 0%, above 50% or not a number", () => {
    const base = { monthlyInvestment: 5000, expectedReturnPercent: 12, years: 10 };
    for (const stepUpPercent of [-1, 50.01, Number.NaN, Number.POSITIVE_INFINITY]) {
      const outcome = calculateSip({ ...base, stepUpPercent });
      expect(outcome.ok).toBe(false);
      if (!outcome.ok) expect(outcome.field).toBe("stepUpPercent");
    }
    const outcome = calculateSip({ ...base, stepUpPercent: 60 });
    expect(!outcome.ok && outcome.message).toBe("Yearly step-up must be from 0% to 50%.");
    expect(calculateSip({ ...base, stepUpPercent: 50 }).ok).toBe(true);
  });
});
