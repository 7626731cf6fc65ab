/**
 * Shared pieces of the savings and loan calculators: result shapes, input checks, rounding and the
 * year-by-year table. Pure and zod-free, so the browser can recompute on every keystroke.
 */

/** Either a result or the first bad field with a plain English message to show next to it. */
export type CalculatorOutcome<R, F extends string> =
  | { ok: true; result: R }
  | { ok: false; field: F; message: string };

/** One symbol of a formula, explained for a learner, with the value used in this calculation. */
export interface FormulaSymbol {
  symbol: string;
  meaning: string;
  value: string;
}

/** One year of a savings table: money put in that year, interest earned that year, balance at its end. */
export interface SavingsYearRow {
  year: number;
  deposited: number;
  interest: number;
  balance: number;
}

/** What every savings calculator returns. Money is rounded to the paisa; the rows sum to the totals. */
export interface GrowthResult {
  maturityAmount: number;
  totalDeposited: number;
  totalInterest: number;
  formula: string;
  symbols: FormulaSymbol[];
  /** Conventions and assumptions behind the numbers, one sentence each. */
  notes: string[];
  yearByYear: SavingsYearRow[];
}

/** ₹10 crore: far beyond any learner's example, low enough that paise stay exact in a double. */
export const MAX_AMOUNT = 10_00_00_000;
export const MIN_RATE_PERCENT = 0.01;
export const MAX_RATE_PERCENT = 30;

// toPrecision(15) first, so 1.005 × 100 = 100.49999999999999 still rounds up to 101 paise.
export function toPaise(rupees: number): number {
  return Math.round(Number((rupees * 100).toPrecision(15)));
}

export function roundToPaisa(rupees: number): number {
  return toPaise(rupees) / 100;
}

const withPaise = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const wholeRupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Indian grouping with ₹; paise only when there are any: ₹1,23,456.50, ₹40,68,209. */
export function formatRupees(amount: number): string {
  // + 0 turns -0 (a tiny negative rounded away) into 0, so it never prints as "-₹0".
  const paise = toPaise(amount) + 0;
  return paise % 100 === 0 ? wholeRupees.format(paise / 100) : withPaise.format(paise / 100);
}

/** A number for a formula's value column: at most `digits` decimals, no trailing zeros. */
export function formatNumber(value: number, digits = 4): string {
  return String(Number(value.toFixed(digits)));
}

type Check = string | null;

/** An amount of money: more than ₹0 and at most max. */
export function checkAmount(value: number, label: string, max = MAX_AMOUNT): Check {
  if (!Number.isFinite(value)) return `${label} must be a number.`;
  if (value <= 0 || value > max) return `${label} must be more than ₹0 and at most ${formatRupees(max)}.`;
  return null;
}

/** A rate in percent a year; min is 0 where a zero rate makes sense (a loan, an assumed return). */
export function checkRate(value: number, label: string, min = MIN_RATE_PERCENT): Check {
  if (!Number.isFinite(value)) return `${label} must be a number.`;
  if (value < min || value > MAX_RATE_PERCENT) {
    return `${label} must be between ${min}% and ${MAX_RATE_PERCENT}% a year.`;
  }
  return null;
}

/** A count (months, years, days) that must be whole and within limits; rangeText says the limits. */
export function checkWhole(value: number, label: string, min: number, max: number, rangeText: string): Check {
  if (!Number.isFinite(value)) return `${label} must be a number.`;
  if (!Number.isInteger(value)) return `${label} must be a whole number.`;
  if (value < min || value > max) return `${label} must be ${rangeText}.`;
  return null;
}

/** Exact running totals at the end of a year, before any rounding. */
export interface YearEnd {
  deposited: number;
  balance: number;
}

/**
 * Rounds the running totals to paise and takes each row as the difference of rounded totals, so the
 * rows add up exactly to the totals and the last balance is the maturity amount.
 */
export function growthTotals(
  yearEnds: YearEnd[],
): Pick<GrowthResult, "maturityAmount" | "totalDeposited" | "totalInterest" | "yearByYear"> {
  let lastDeposited = 0;
  let lastBalance = 0;
  const yearByYear = yearEnds.map((end, i) => {
    const deposited = toPaise(end.deposited);
    const balance = toPaise(end.balance);
    const row = {
      year: i + 1,
      deposited: (deposited - lastDeposited) / 100,
      interest: (balance - lastBalance - (deposited - lastDeposited)) / 100,
      balance: balance / 100,
    };
    lastDeposited = deposited;
    lastBalance = balance;
    return row;
  });
  return {
    maturityAmount: lastBalance / 100,
    totalDeposited: lastDeposited / 100,
    totalInterest: (lastBalance - lastDeposited) / 100,
    yearByYear,
  };
}
