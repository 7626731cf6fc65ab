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
  growthTotals,
  withNotes,
} from "./common.js";
import { CALCULATOR_PHRASES, type Phrase, phrase } from "./phrases.js";

/**
 * Mutual fund SIP: a fixed amount at the start of every month, growing at a steady assumed return
 * compounded monthly at i = r/12/100: FV = P × ((1 + i)^(12n) − 1) / i × (1 + i). For SIPs,
 * "interest" in the table means the estimated gain.
 */

export const SIP_WARNING = CALCULATOR_PHRASES.notes.sipWarning;

export interface SipInput {
  monthlyInvestment: number;
  /** Assumed return, % a year; 0 is allowed (money that only sits). */
  expectedReturnPercent: number;
  /** Whole years, 1 to 50. */
  years: number;
}

export type SipField = "monthlyInvestment" | "expectedReturnPercent" | "years";

export interface SipResult extends GrowthResult {
  warning: typeof SIP_WARNING;
}

function check(input: SipInput): { field: SipField; message: string; phrase: Phrase } | null {
  const amount = checkAmount(input.monthlyInvestment, "monthlyInvestment");
  if (amount) return failure("monthlyInvestment", amount);
  const rate = checkRate(input.expectedReturnPercent, "expectedReturn", 0);
  if (rate) return failure("expectedReturnPercent", rate);
  const years = checkWhole(input.years, "years", 1, 50);
  if (years) return failure("years", years);
  return null;
}

/** What `months` start-of-month payments are worth at the end of the last month. */
function valueAfter(payment: number, i: number, months: number): number {
  if (i === 0) return payment * months;
  return payment * (((1 + i) ** months - 1) / i) * (1 + i);
}

/** Estimated value of a SIP, with the formula used and the value at the end of each year. */
export function calculateSip(input: SipInput): CalculatorOutcome<SipResult, SipField> {
  const failure = check(input);
  if (failure) return { ok: false, ...failure };

  const { monthlyInvestment: P, expectedReturnPercent: r, years: n } = input;
  const i = r / 12 / 100;
  const yearEnds = [];
  for (let y = 1; y <= n; y++) yearEnds.push({ deposited: P * 12 * y, balance: valueAfter(P, i, 12 * y) });
  const totals = growthTotals(yearEnds);

  const returnSymbols: FormulaSymbol[] = [
    formulaSymbol("r", "meanings.expectedReturn", formatNumber(r)),
    formulaSymbol("i", "meanings.monthlyReturn", formatNumber(i, 6)),
  ];
  const symbols: FormulaSymbol[] = [
    formulaSymbol("FV", "meanings.futureValue", { rupees: totals.maturityAmount }),
    formulaSymbol("P", "meanings.monthlyInvestment", { rupees: P }),
    ...(i > 0 ? returnSymbols : []),
    formulaSymbol("n", "meanings.years", String(n)),
  ];

  return {
    ok: true,
    result: {
      ...totals,
      formula: i === 0 ? "FV = P × 12n" : "FV = P × [((1 + i)^(12n) − 1) / i] × (1 + i)",
      symbols,
      ...withNotes([phrase("notes.sipStartOfMonth"), phrase("notes.sipMonthly")]),
      warning: SIP_WARNING,
    },
  };
}
