import {
  type CalculatorOutcome,
  checkAmount,
  checkRate,
  checkWhole,
  type FormulaSymbol,
  failure,
  formatNumber,
  formulaSymbol,
  type GrowthResult,
  growthOutcome,
} from "./common.js";
import { type Phrase, phrase } from "./phrases.js";

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

type Failure = { field: FdField; message: string; phrase: Phrase };

// Bank FDs run from 7 days to 10 years.
const MAX_MONTHS = 120;
const MIN_DAYS = 7;
const MAX_DAYS = 3650;
// Banks pay simple interest on deposits shorter than 6 months (180 days).
const MIN_COMPOUNDING_MONTHS = 6;
const MIN_COMPOUNDING_DAYS = 180;

function checkTenure(tenure: FdTenure): Failure | null {
  if ("days" in tenure) {
    const days = checkWhole(tenure.days, "days", MIN_DAYS, MAX_DAYS, {
      key: "errors.rangeInYears",
      max: "3,650",
      years: 10,
    });
    return days ? failure("days", days) : null;
  }
  const years = checkWhole(tenure.years, "years", 0, 10);
  if (years) return failure("years", years);
  const months = checkWhole(tenure.months, "months", 0, MAX_MONTHS);
  if (months) return failure("months", months);
  const total = tenure.years * 12 + tenure.months;
  if (total < 1 || total > MAX_MONTHS) return failure("months", phrase("errors.fdTenure"));
  return null;
}

function check(input: FdInput): Failure | null {
  const principal = checkAmount(input.principal, "principal");
  if (principal) return failure("principal", principal);
  const rate = checkRate(input.ratePercent, "interestRate");
  if (rate) return failure("ratePercent", rate);
  const tenure = checkTenure(input.tenure);
  if (tenure) return tenure;
  if (input.compounding !== "simple" && input.compounding !== "quarterly") {
    return failure("compounding", phrase("errors.fdCompounding"));
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
  return growthOutcome<FdField, Pick<FdResult, "compounding" | "tenureYears">>(
    yearEnds,
    (totals) => {
      const notes: Phrase[] = [];
      if (input.compounding === "quarterly" && short) notes.push(phrase("notes.fdShortIsSimple"));
      if (inDays) notes.push(phrase("notes.fdYearOfDays"));

      const tValue = inDays
        ? phrase("values.yearsFromDays", { years: formatNumber(t), days: String(tenure.days) })
        : formatNumber(t);
      const symbols: FormulaSymbol[] = [
        formulaSymbol("A", "meanings.maturity", { rupees: totals.maturityAmount }),
        formulaSymbol("P", "meanings.depositPrincipal", { rupees: principal }),
        formulaSymbol("r", "meanings.rate", formatNumber(r)),
      ];
      let formula: string;
      const q = wholeQuarters(t);
      if (compounding === "simple") {
        formula = "A = P × (1 + r × t / 100)";
        symbols.push(formulaSymbol("t", "meanings.tenureYears", tValue));
      } else if (t - q / 4 < 1e-9) {
        formula = "A = P × (1 + r/400)^(4t)";
        symbols.push(formulaSymbol("t", "meanings.tenureQuarters", tValue));
        notes.push(phrase("notes.fdQuarterly"));
      } else {
        formula = "A = P × (1 + r/400)^q × (1 + r × f / 100)";
        const count = inDays ? Number((tenure.days - q * 91.25).toFixed(2)) : months % 3;
        const unit = inDays
          ? count === 1
            ? "values.day"
            : "values.days"
          : count === 1
            ? "values.month"
            : "values.months";
        const left = phrase(unit, { count: formatNumber(count, 2) });
        symbols.push(
          formulaSymbol("q", "meanings.wholeQuarters", String(q)),
          formulaSymbol(
            "f",
            "meanings.partOfYear",
            phrase("values.partOfYear", { part: formatNumber(t - q / 4), left }),
          ),
        );
        notes.push(phrase("notes.fdQuarterly"), phrase("notes.fdLeftover", { left }));
      }
      return { formula, symbols, notes };
    },
    { compounding, tenureYears: t },
  );
}
