import { describe, expect, it } from "vitest";
import { calculateFd, type FdInput, type FdResult } from "./fd.js";

function fd(input: FdInput): FdResult {
  const outcome = calculateFd(input);
  if (!outcome.ok) throw new Error(`${outcome.field}: ${outcome.message}`);
  return outcome.result;
}

function expectTableAddsUp(r: FdResult) {
  const rows = r.yearByYear;
  expect(rows.at(-1)?.balance).toBe(r.maturityAmount);
  expect(rows.reduce((s, row) => s + row.deposited, 0)).toBeCloseTo(r.totalDeposited, 2);
  expect(rows.reduce((s, row) => s + row.interest, 0)).toBeCloseTo(r.totalInterest, 2);
  expect(r.totalDeposited + r.totalInterest).toBeCloseTo(r.maturityAmount, 2);
}

const base = { principal: 100000, ratePercent: 7, compounding: "quarterly" } as const;

describe("FD worked examples", () => {
  it("₹1,00,000 at 7% for 1 year, quarterly", () => {
    // r/400 = 0.0175; 1.0175² = 1.03530625; 1.03530625² = 1.07185903; × 1,00,000 = 1,07,185.90.
    const r = fd({ ...base, tenure: { years: 1, months: 0 } });
    expect(r.maturityAmount).toBeCloseTo(107185.9, 2);
    expect(r.totalInterest).toBeCloseTo(7185.9, 2);
    expect(r.formula).toBe("A = P × (1 + r/400)^(4t)");
    expect(r.compounding).toBe("quarterly");
    expectTableAddsUp(r);
  });

  it("₹1,00,000 at 6.5% for 2 years, simple", () => {
    // A = 1,00,000 × (1 + 6.5 × 2 / 100) = 1,00,000 × 1.13 = 1,13,000; ₹6,500 of interest each year.
    const r = fd({
      principal: 100000,
      ratePercent: 6.5,
      tenure: { years: 2, months: 0 },
      compounding: "simple",
    });
    expect(r.maturityAmount).toBeCloseTo(113000, 2);
    expect(r.formula).toBe("A = P × (1 + r × t / 100)");
    expect(r.yearByYear).toEqual([
      { year: 1, deposited: 100000, interest: 6500, balance: 106500 },
      { year: 2, deposited: 0, interest: 6500, balance: 113000 },
    ]);
  });

  it("₹50,000 at 8% for 2 years 6 months, quarterly (10 whole quarters)", () => {
    // r/400 = 0.02; 1.02^10 = 1.21899442; × 50,000 = 60,949.72.
    // Year ends: 50,000 × 1.02⁴ = 54,121.61; 50,000 × 1.02⁸ = 58,582.97.
    const r = fd({
      principal: 50000,
      ratePercent: 8,
      tenure: { years: 2, months: 6 },
      compounding: "quarterly",
    });
    expect(r.maturityAmount).toBeCloseTo(60949.72, 2);
    expect(r.yearByYear.map((row) => row.balance)).toEqual([54121.61, 58582.97, 60949.72]);
    expect(r.tenureYears).toBe(2.5);
    expectTableAddsUp(r);
  });

  it("6 months is the shortest tenure that compounds", () => {
    // 2 quarters at 1.5%: 1,00,000 × 1.015² = 1,00,000 × 1.030225 = 1,03,022.50.
    const r = fd({
      principal: 100000,
      ratePercent: 6,
      tenure: { years: 0, months: 6 },
      compounding: "quarterly",
    });
    expect(r.compounding).toBe("quarterly");
    expect(r.maturityAmount).toBeCloseTo(103022.5, 2);
  });
});

describe("FD tenures that are not whole quarters", () => {
  it("1 year 1 month: 4 quarters compound, the last month earns simple interest on the result", () => {
    // 4 quarters: 1,07,185.903 (above). Leftover f = 1/12 year: × (1 + 7 × (1/12) / 100) = × 1.00583333
    // = 1,07,811.154 → ₹1,07,811.15.
    const r = fd({ ...base, tenure: { years: 1, months: 1 } });
    expect(r.maturityAmount).toBeCloseTo(107811.15, 2);
    expect(r.formula).toBe("A = P × (1 + r/400)^q × (1 + r × f / 100)");
    expect(r.symbols.find((s) => s.symbol === "q")?.value).toBe("4");
    expect(r.symbols.find((s) => s.symbol === "f")?.value).toBe("0.0833 (1 month)");
    expect(r.yearByYear.map((row) => row.interest)).toEqual([7185.9, 625.25]);
    expectTableAddsUp(r);
  });

  it("a tenure in days: quarters of 91.25 days, the rest simple, a year of 365 days", () => {
    // ₹10,000 at 6% for 400 days: t = 400/365 = 1.09589 years, q = floor(4.38) = 4 quarters,
    // 1.015⁴ = 1.06136355 → 10,613.64; leftover 400 − 365 = 35 days, f = 35/365 = 0.0958904;
    // × (1 + 0.06 × 0.0958904) = × 1.00575342 → 10,674.70.
    const r = fd({ principal: 10000, ratePercent: 6, tenure: { days: 400 }, compounding: "quarterly" });
    expect(r.maturityAmount).toBeCloseTo(10674.7, 2);
    expect(r.yearByYear.map((row) => row.balance)).toEqual([10613.64, 10674.7]);
    expect(r.notes).toContain("A year is taken as 365 days.");
    expectTableAddsUp(r);
  });

  it("under 6 months, quarterly falls back to simple interest with a note", () => {
    // 1,00,000 × (1 + 6 × (5/12) / 100) = 1,00,000 × 1.025 = 1,02,500.
    const r = fd({
      principal: 100000,
      ratePercent: 6,
      tenure: { years: 0, months: 5 },
      compounding: "quarterly",
    });
    expect(r.compounding).toBe("simple");
    expect(r.maturityAmount).toBeCloseTo(102500, 2);
    expect(r.notes[0]).toMatch(/simple interest on deposits shorter than 6 months/);
    const days = fd({ principal: 100000, ratePercent: 6, tenure: { days: 179 }, compounding: "quarterly" });
    expect(days.compounding).toBe("simple");
    expect(fd({ ...base, tenure: { days: 180 } }).compounding).toBe("quarterly");
  });
});

describe("FD limits", () => {
  it("accepts the extremes", () => {
    // 7 days simple: 1,00,000 × 7% × 7/365 = 134.25 of interest.
    expect(fd({ ...base, tenure: { days: 7 } }).totalInterest).toBeCloseTo(134.25, 2);
    // ₹10 crore at 30% for 10 years: 1e8 × 1.075^40 = 1,80,44,23,896.98.
    const big = fd({
      principal: 100000000,
      ratePercent: 30,
      tenure: { years: 10, months: 0 },
      compounding: "quarterly",
    });
    expect(big.maturityAmount).toBeCloseTo(1804423896.98, 2);
    expect(big.yearByYear).toHaveLength(10);
    expectTableAddsUp(big);
    expect(fd({ ...base, ratePercent: 0.01, tenure: { years: 0, months: 120 } }).yearByYear).toHaveLength(10);
  });

  it("names the first bad field with a plain message", () => {
    const cases: [FdInput, string, string][] = [
      [
        { ...base, principal: 0, tenure: { years: 1, months: 0 } },
        "principal",
        "Principal must be more than ₹0 and at most ₹10,00,00,000.",
      ],
      [
        { ...base, principal: 100000001, ratePercent: 0, tenure: { years: 1, months: 0 } },
        "principal",
        "Principal must be more than ₹0 and at most ₹10,00,00,000.",
      ],
      [
        { ...base, principal: Number.NaN, tenure: { years: 1, months: 0 } },
        "principal",
        "Principal must be a number.",
      ],
      [
        { ...base, ratePercent: 0, tenure: { years: 1, months: 0 } },
        "ratePercent",
        "Interest rate must be between 0.01% and 30% a year.",
      ],
      [
        { ...base, ratePercent: 30.5, tenure: { years: 1, months: 0 } },
        "ratePercent",
        "Interest rate must be between 0.01% and 30% a year.",
      ],
      [{ ...base, tenure: { years: 11, months: 0 } }, "years", "Years must be from 0 to 10."],
      [{ ...base, tenure: { years: 1.5, months: 0 } }, "years", "Years must be a whole number."],
      [
        { ...base, tenure: { years: 0, months: 0 } },
        "months",
        "Tenure must be between 1 month and 10 years.",
      ],
      [
        { ...base, tenure: { years: 10, months: 1 } },
        "months",
        "Tenure must be between 1 month and 10 years.",
      ],
      [{ ...base, tenure: { days: 6 } }, "days", "Days must be from 7 to 3,650 (10 years)."],
      [{ ...base, tenure: { days: 3651 } }, "days", "Days must be from 7 to 3,650 (10 years)."],
      [
        { ...base, tenure: { years: 1, months: 0 }, compounding: "monthly" as "simple" },
        "compounding",
        "Compounding must be simple or quarterly.",
      ],
    ];
    for (const [input, field, message] of cases) {
      expect(calculateFd(input)).toMatchObject({ ok: false, field, message });
    }
  });
});
