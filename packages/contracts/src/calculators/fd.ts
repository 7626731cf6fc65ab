import {
  type CalculatorOutcome,
  checkAmount,
  checkRate,
  checkWhole,
  type FormulaSymbol,
  formatNumber,
  formatRupees,
  type GrowthResult,
  growthTotals,
} from "./common.js";

/**
 * Fixed deposit. Quarterly compounding as Indian banks do for deposits of 6 months or more:
 * A = P(1 + r/400)^(4t). Convention for tenures that are not whole quarters: the whole quarters
 * compound, and the part of a year left over earns simple interest on the compounded amount. A quarter
 * is 3 months, or 91.25 days when the tenure is given in days (a year is 365 days).
 */

export type FdCompounding = "simple" | "quarterly";
/** Years and months (months may be more than 11), or days. */
export type FdTenure = { years: number; months: number } | { days: number };

export interface FdInput {
  principal: number;
  ratePercent: number;
  tenure: FdTenure;
  compounding: FdCompounding;
}

export type FdField = "principal" | "ratePercent" | "years" | "months" | "days" | "compounding";

export interface FdResult extends GrowthResult {
  /** The compounding used: simple for deposits under 6 months, whatever was asked. */
  compounding: FdCompounding;
  /** Tenure in years (days ÷ 365 for a tenure in days). */
  tenureYears: number;
}

type Failure = { field: FdField; message: string };

// Bank FDs run from 7 days to 10 years.
const MAX_MONTHS = 120;
const MIN_DAYS = 7;
const MAX_DAYS = 3650;
// Banks pay simple interest on deposits shorter than 6 months (180 days).
const MIN_COMPOUNDING_MONTHS = 6;
const MIN_COMPOUNDING_DAYS = 180;

function checkTenure(tenure: FdTenure): Failure | null {
  if ("days" in tenure) {
    const days = checkWhole(tenure.days, "Days", MIN_DAYS, MAX_DAYS, "from 7 to 3,650 (10 years)");
    return days ? { field: "days", message: days } : null;
  }
  const years = checkWhole(tenure.years, "Years", 0, 10, "from 0 to 10");
  if (years) return { field: "years", message: years };
  const months = checkWhole(tenure.months, "Months", 0, MAX_MONTHS, "from 0 to 120");
  if (months) return { field: "months", message: months };
  const total = tenure.years * 12 + tenure.months;
  if (total < 1 || total > MAX_MONTHS) {
    return { field: "months", message: "Tenure must be between 1 month and 10 years." };
  }
  return null;
}

function check(input: FdInput): Failure | null {
  const principal = checkAmount(input.principal, "Principal");
  if (principal) return { field: "principal", message: principal };
  const rate = checkRate(input.ratePercent, "Interest rate");
  if (rate) return { field: "ratePercent", message: rate };
  const tenure = checkTenure(input.tenure);
  if (tenure) return tenure;
  if (input.compounding !== "simple" && input.compounding !== "quarterly") {
    return { field: "compounding", message: "Compounding must be simple or quarterly." };
  }
  return null;
}

// The epsilon keeps 4 × (9/12) = 3 quarters from becoming 2.999… and losing a quarter.
function wholeQuarters(years: number): number {
  return Math.floor(years * 4 + 1e-9);
}

function quarterlyValue(principal: number, rate: number, years: number): number {
  const q = wholeQuarters(years);
  const leftover = Math.max(0, years - q / 4);
  return principal * (1 + rate / 400) ** q * (1 + (rate * leftover) / 100);
}

/** Maturity of a fixed deposit, with the formula used and the balance at the end of each year. */
export function calculateFd(input: FdInput): CalculatorOutcome<FdResult, FdField> {
  const failure = check(input);
  if (failure) return { ok: false, ...failure };

  const { principal, ratePercent: r, tenure } = input;
  const inDays = "days" in tenure;
  const months = inDays ? 0 : tenure.years * 12 + tenure.months;
  const t = inDays ? tenure.days / 365 : months / 12;
  const short = inDays ? tenure.days < MIN_COMPOUNDING_DAYS : months < MIN_COMPOUNDING_MONTHS;
  const compounding: FdCompounding = input.compounding === "quarterly" && !short ? "quarterly" : "simple";

  const valueAt = (years: number) =>
    compounding === "simple" ? principal * (1 + (r * years) / 100) : quarterlyValue(principal, r, years);
  const yearEnds = [];
  for (let y = 1; y <= Math.ceil(t - 1e-9); y++) {
    yearEnds.push({ deposited: principal, balance: valueAt(Math.min(y, t)) });
  }
  const totals = growthTotals(yearEnds);

  const notes: string[] = [];
  if (input.compounding === "quarterly" && short) {
    notes.push("Banks pay simple interest on deposits shorter than 6 months, so this uses simple interest.");
  }
  if (inDays) notes.push("A year is taken as 365 days.");

  const tValue = inDays ? `${formatNumber(t)} (${tenure.days} days ÷ 365)` : formatNumber(t);
  const symbols: FormulaSymbol[] = [
    {
      symbol: "A",
      meaning: "maturity amount: what you get back at the end",
      value: formatRupees(totals.maturityAmount),
    },
    { symbol: "P", meaning: "principal: the amount you deposit", value: formatRupees(principal) },
    { symbol: "r", meaning: "interest rate, % a year", value: formatNumber(r) },
  ];
  let formula: string;
  const q = wholeQuarters(t);
  if (compounding === "simple") {
    formula = "A = P × (1 + r × t / 100)";
    symbols.push({ symbol: "t", meaning: "tenure in years", value: tValue });
  } else if (t - q / 4 < 1e-9) {
    formula = "A = P × (1 + r/400)^(4t)";
    symbols.push({ symbol: "t", meaning: "tenure in years; 4t is the number of quarters", value: tValue });
    notes.push("Interest is added to the deposit every quarter (3 months), so it earns interest too.");
  } else {
    formula = "A = P × (1 + r/400)^q × (1 + r × f / 100)";
    const count = inDays ? Number((tenure.days - q * 91.25).toFixed(2)) : months % 3;
    const leftover = `${formatNumber(count, 2)} ${inDays ? "day" : "month"}${count === 1 ? "" : "s"}`;
    symbols.push(
      { symbol: "q", meaning: "whole quarters (3 months each) in the tenure", value: String(q) },
      {
        symbol: "f",
        meaning: "the part of a year left after the whole quarters",
        value: `${formatNumber(t - q / 4)} (${leftover})`,
      },
    );
    notes.push(
      "Interest is added to the deposit every quarter (3 months), so it earns interest too.",
      `Interest for the last ${leftover}, less than a quarter, is simple interest on the compounded amount.`,
    );
  }

  return {
    ok: true,
    result: { ...totals, formula, symbols, notes, compounding, tenureYears: t },
  };
}
