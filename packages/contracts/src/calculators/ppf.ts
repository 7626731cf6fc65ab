import {
  type CalculatorOutcome,
  checkRate,
  checkWhole,
  failure,
  formatNumber,
  formulaSymbol,
  type GrowthResult,
  growthOutcome,
} from "./common.js";
import { type Phrase, phrase } from "./phrases.js";

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

function check(input: PpfInput, years: number): { field: PpfField; message: string; phrase: Phrase } | null {
  const d = input.yearlyDeposit;
  if (!Number.isFinite(d)) {
    return failure("yearlyDeposit", phrase("errors.notNumber", { label: phrase("labels.yearlyDeposit") }));
  }
  if (d < PPF_MIN_DEPOSIT || d > PPF_MAX_DEPOSIT) {
    return failure(
      "yearlyDeposit",
      phrase("errors.ppfDeposit", { min: { rupees: PPF_MIN_DEPOSIT }, max: { rupees: PPF_MAX_DEPOSIT } }),
    );
  }
  const rate = checkRate(input.ratePercent, "interestRate");
  if (rate) return failure("ratePercent", rate);
  const term = checkWhole(years, "years", TERM_YEARS, MAX_YEARS);
  if (term) return failure("years", term);
  if ((years - TERM_YEARS) % 5 !== 0) return failure("years", phrase("errors.ppfBlocks"));
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
  return growthOutcome(yearEnds, (totals) => ({
    formula: "A = D × (1 + r/100) × ((1 + r/100)^n − 1) / (r/100)",
    symbols: [
      formulaSymbol("A", "meanings.maturity", { rupees: totals.maturityAmount }),
      formulaSymbol("D", "meanings.yearlyDeposit", { rupees: D }),
      formulaSymbol("r", "meanings.rate", formatNumber(r)),
      formulaSymbol("n", "meanings.years", String(years)),
    ],
    notes: [phrase("notes.ppfByApril"), phrase("notes.ppfYearly"), phrase("notes.ppfRate")],
  }));
}
