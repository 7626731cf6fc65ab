import { describe, expect, it } from "vitest";
import { calculateEmi, type EmiInput, type EmiResult } from "./emi.js";

function emi(input: EmiInput): EmiResult {
  const outcome = calculateEmi(input);
  if (!outcome.ok) throw new Error(`${outcome.field}: ${outcome.message}`);
  return outcome.result;
}

function expectTableAddsUp(r: EmiResult) {
  const rows = r.yearByYear;
  expect(rows.at(-1)?.balance).toBe(0);
  expect(rows.reduce((s, row) => s + row.principalPaid, 0)).toBeCloseTo(r.principal, 2);
  expect(rows.reduce((s, row) => s + row.interestPaid, 0)).toBeCloseTo(r.totalInterest, 2);
  expect(r.principal + r.totalInterest).toBeCloseTo(r.totalPayment, 2);
}

describe("EMI worked examples", () => {
  it("₹10,00,000 at 8.5% for 20 years → ₹8,678.23", () => {
    // i = 8.5/1200 = 0.00708333; 1.00708333²⁴⁰ = 5.44124257; 5.44124257 / 4.44124257 = 1.22516221;
    // EMI = 10,00,000 × 0.00708333 × 1.22516221 = 7,083.33 × 1.22516221 = 8,678.23.
    // Total = 8,678.23233 × 240 = 20,82,775.76, so interest = 10,82,775.76.
    const r = emi({ principal: 1000000, ratePercent: 8.5, months: 240 });
    expect(r.emi).toBeCloseTo(8678.23, 2);
    expect(r.totalPayment).toBeCloseTo(2082775.76, 2);
    expect(r.totalInterest).toBeCloseTo(1082775.76, 2);
    expect(r.yearByYear).toHaveLength(20);
    // Early years are mostly interest: about 10,00,000 × 8.5% = 85,000 in year 1, less as the loan shrinks.
    expect(r.yearByYear[0]?.interestPaid).toBeCloseTo(84236.5, 2);
    expectTableAddsUp(r);
  });

  it("₹5,00,000 at 10.5% for 5 years → ₹10,747", () => {
    // i = 0.00875; 1.00875⁶⁰ = 1.68660298; 1.68660298 / 0.68660298 = 2.45644576;
    // EMI = 5,00,000 × 0.00875 × 2.45644576 = 4,375 × 2.45644576 = 10,746.95 ≈ ₹10,747.
    const r = emi({ principal: 500000, ratePercent: 10.5, months: 60 });
    expect(r.emi).toBeCloseTo(10746.95, 2);
    expect(Math.round(r.emi)).toBe(10747);
    expectTableAddsUp(r);
  });

  it("₹1,00,000 at 12% for 12 months", () => {
    // i = 0.01; 1.01¹² = 1.12682503; EMI = 1,00,000 × 0.01 × 1.12682503 / 0.12682503 = 1,000 × 8.88487887
    // = 8,884.88; total 8,884.87887 × 12 = 1,06,618.55; interest 6,618.55, all in year 1.
    const r = emi({ principal: 100000, ratePercent: 12, months: 12 });
    expect(r.emi).toBeCloseTo(8884.88, 2);
    expect(r.totalInterest).toBeCloseTo(6618.55, 2);
    expect(r.yearByYear).toEqual([{ year: 1, principalPaid: 100000, interestPaid: 6618.55, balance: 0 }]);
    expect(r.formula).toBe("EMI = P × i × (1 + i)^n / ((1 + i)^n − 1)");
  });

  it("a tenure that is not whole years ends with a short year", () => {
    // ₹1,00,000 at 12% for 18 months: 1.01¹⁸ = 1.19614748, EMI = 1,000 × 1.19614748 / 0.19614748 = 6,098.20.
    // Left after 12 payments = EMI × (1 − 1.01⁻⁶) / 0.01 = 6,098.20479 × 5.79547647 = 35,342.00.
    const r = emi({ principal: 100000, ratePercent: 12, months: 18 });
    expect(r.emi).toBeCloseTo(6098.2, 2);
    expect(r.yearByYear.map((row) => row.balance)).toEqual([35342, 0]);
    expect(r.yearByYear.map((row) => row.year)).toEqual([1, 2]);
    expectTableAddsUp(r);
  });
});

describe("EMI edge cases", () => {
  it("a 0% loan is P / n with no interest", () => {
    // 1,20,000 / 12 = 10,000.
    const r = emi({ principal: 120000, ratePercent: 0, months: 12 });
    expect(r.emi).toBe(10000);
    expect(r.totalInterest).toBe(0);
    expect(r.formula).toBe("EMI = P / n");
    expect(r.symbols.map((s) => s.symbol)).toEqual(["EMI", "P", "n"]);
    expectTableAddsUp(r);
  });

  it("one month: pay back the principal and one month's interest", () => {
    // 1,00,000 × 1.01 = 1,01,000.
    expect(emi({ principal: 100000, ratePercent: 12, months: 1 }).emi).toBeCloseTo(101000, 2);
  });

  it("the largest loan over the longest tenure still repays to zero", () => {
    const r = emi({ principal: 100000000, ratePercent: 30, months: 360 });
    expect(r.yearByYear).toHaveLength(30);
    expectTableAddsUp(r);
  });

  it("names the first bad field with a plain message", () => {
    const ok = { principal: 500000, ratePercent: 10.5, months: 60 };
    const cases: [EmiInput, string, string][] = [
      [
        { ...ok, principal: 100000001, months: 0 },
        "principal",
        "Loan amount must be more than ₹0 and at most ₹10,00,00,000.",
      ],
      [{ ...ok, ratePercent: -0.5 }, "ratePercent", "Interest rate must be between 0% and 30% a year."],
      [{ ...ok, ratePercent: 30.01 }, "ratePercent", "Interest rate must be between 0% and 30% a year."],
      [{ ...ok, months: 0 }, "months", "Tenure must be from 1 to 360 months (30 years)."],
      [{ ...ok, months: 361 }, "months", "Tenure must be from 1 to 360 months (30 years)."],
      [{ ...ok, months: 12.5 }, "months", "Tenure must be a whole number."],
    ];
    for (const [input, field, message] of cases) {
      expect(calculateEmi(input)).toMatchObject({ ok: false, field, message });
    }
  });
});
