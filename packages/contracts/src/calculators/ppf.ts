import {
  type CalculatorOutcome,
  checkRate,
  checkWhole,
  formatNumber,
  formatRupees,
  type GrowthResult,
  growthTotals,
} from "./common.js";

/**
 * Public Provident Fund. Assumes the whole year's deposit goes in on or before 5 April, so it earns
 * interest for the full year; interest is added once a year: balance = (last balance + D) × (1 + r/100).
 */

export interface PpfInput {
  /** ₹500 to ₹1,50,000, the legal limits. */
  yearlyDeposit: number;
  /** The scheme's current rate, from the catalogue. */
  ratePercent: number;
  /** 15, or extended in blocks of 5 up to 50; 15 when left out. */
  years?: number;
}

export type PpfField = "yearlyDeposit" | "ratePercent" | "years";

export type PpfResult = GrowthResult;

export const PPF_MIN_DEPOSIT = 500;
export const PPF_MAX_DEPOSIT = 1_50_000;
const TERM_YEARS = 15;
const MAX_YEARS = 50;

function check(input: PpfInput, years: number): { field: PpfField; message: string } | null {
  const d = input.yearlyDeposit;
  if (!Number.isFinite(d)) return { field: "yearlyDeposit", message: "Yearly deposit must be a number." };
  if (d < PPF_MIN_DEPOSIT || d > PPF_MAX_DEPOSIT) {
    return {
      field: "yearlyDeposit",
      message: "Yearly deposit must be between ₹500 and ₹1,50,000, the PPF limits.",
    };
  }
  const rate = checkRate(input.ratePercent, "Interest rate");
  if (rate) return { field: "ratePercent", message: rate };
  const term = checkWhole(years, "Years", TERM_YEARS, MAX_YEARS, "from 15 to 50");
  if (term) return { field: "years", message: term };
  if ((years - TERM_YEARS) % 5 !== 0) {
    return {
      field: "years",
      message: "PPF runs 15 years and can be extended in blocks of 5 years: 15, 20, 25 … 50.",
    };
  }
  return null;
}

/** Maturity of a PPF account, with the formula used and the balance at the end of each year. */
export function calculatePpf(input: PpfInput): CalculatorOutcome<PpfResult, PpfField> {
  const years = input.years ?? TERM_YEARS;
  const failure = check(input, years);
  if (failure) return { ok: false, ...failure };

  const { yearlyDeposit: D, ratePercent: r } = input;
  const yearEnds = [];
  let balance = 0;
  for (let y = 1; y <= years; y++) {
    balance = (balance + D) * (1 + r / 100);
    yearEnds.push({ deposited: D * y, balance });
  }
  const totals = growthTotals(yearEnds);

  return {
    ok: true,
    result: {
      ...totals,
      formula: "A = D × (1 + r/100) × ((1 + r/100)^n − 1) / (r/100)",
      symbols: [
        {
          symbol: "A",
          meaning: "maturity amount: what you get back at the end",
          value: formatRupees(totals.maturityAmount),
        },
        { symbol: "D", meaning: "the amount you deposit every year", value: formatRupees(D) },
        { symbol: "r", meaning: "interest rate, % a year", value: formatNumber(r) },
        { symbol: "n", meaning: "number of years", value: String(years) },
      ],
      notes: [
        "Assumes you deposit on or before 5 April each year, so the deposit earns interest for the whole year.",
        "Interest is added once a year: new balance = (last year's balance + D) × (1 + r/100).",
        "The rate is set by the government every quarter; this assumes it stays the same.",
      ],
    },
  };
}
