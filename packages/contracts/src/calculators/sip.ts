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
  roundToPaisa,
} from "./common.js";
import { CALCULATOR_PHRASES, type Phrase, phrase } from "./phrases.js";

/**
 * Mutual fund SIP: a fixed amount at the start of every month, growing at a steady assumed return
 * compounded monthly at i = r/12/100: FV = P × ((1 + i)^(12n) − 1) / i × (1 + i). For SIPs,
 * "interest" in the table means the estimated gain.
 *
 * A step-up SIP raises the monthly amount by s% at the start of every year (year k pays
 * P × (1 + s/100)^(k−1) a month), as fund houses' "top-up" facility does; each year is then a plain
 * 12-month SIP whose value keeps compounding to the end.
 */

export const SIP_WARNING = CALCULATOR_PHRASES.notes.sipWarning;

export interface SipInput {
  monthlyInvestment: number;
  /** Assumed return, % a year; 0 is allowed (money that only sits). */
  expectedReturnPercent: number;
  /** Whole years, 1 to 50. */
  years: number;
  /** Yearly step-up, % (0 to 50); 0 or left out is a plain SIP. */
  stepUpPercent?: number;
}

export type SipField = "monthlyInvestment" | "expectedReturnPercent" | "years" | "stepUpPercent";

export const MAX_STEP_UP_PERCENT = 50;

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
  const stepUp = input.stepUpPercent ?? 0;
  if (!Number.isFinite(stepUp)) {
    return failure("stepUpPercent", phrase("errors.notNumber", { label: phrase("labels.stepUp") }));
  }
  if (stepUp < 0 || stepUp > MAX_STEP_UP_PERCENT) {
    return failure("stepUpPercent", phrase("errors.stepUp", { max: String(MAX_STEP_UP_PERCENT) }));
  }
  return null;
}

/** What `months` start-of-month payments are worth at the end of the last month. */
function valueAfter(payment: number, i: number, months: number): number {
  if (i === 0) return payment * months;
  return payment * (((1 + i) ** months - 1) / i) * (1 + i);
}

/** Estimated value of a SIP (stepping up or not), with the formula used and the value at the end of each year. */
export function calculateSip(input: SipInput): CalculatorOutcome<SipResult, SipField> {
  const failure = check(input);
  if (failure) return { ok: false, ...failure };

  const { monthlyInvestment: P, expectedReturnPercent: r, years: n } = input;
  const s = input.stepUpPercent ?? 0;
  const i = r / 12 / 100;
  const yearEnds = [];
  let deposited = 0;
  let balance = 0;
  let monthly = P;
  for (let y = 1; y <= n; y++) {
    if (y > 1) monthly *= 1 + s / 100;
    deposited += monthly * 12;
    // Last year's balance grows 12 more months; this year's 12 payments are a 1-year SIP.
    balance = balance * (1 + i) ** 12 + valueAfter(monthly, i, 12);
    yearEnds.push({ deposited, balance });
  }
  return growthOutcome<SipField, Pick<SipResult, "warning">>(
    yearEnds,
    (totals) => {
      const returnSymbols: FormulaSymbol[] = [
        formulaSymbol("r", "meanings.expectedReturn", formatNumber(r)),
        formulaSymbol("i", "meanings.monthlyReturn", formatNumber(i, 6)),
      ];
      const symbols: FormulaSymbol[] = [
        formulaSymbol("FV", "meanings.futureValue", { rupees: totals.maturityAmount }),
        formulaSymbol("P", "meanings.monthlyInvestment", { rupees: P }),
        ...(s > 0 ? [formulaSymbol("s", "meanings.stepUp", formatNumber(s))] : []),
        ...(i > 0 ? returnSymbols : []),
        formulaSymbol("n", "meanings.years", String(n)),
      ];
      const notes: Phrase[] = [phrase("notes.sipStartOfMonth"), phrase("notes.sipMonthly")];
      if (s > 0) {
        notes.push(
          phrase("notes.sipStepUp", {
            percent: formatNumber(s),
            first: { rupees: P },
            last: { rupees: roundToPaisa(monthly) },
            years: String(n),
          }),
        );
      }
      return { formula: formulaOf(i, s), symbols, notes };
    },
    { warning: SIP_WARNING },
  );
}

function formulaOf(i: number, stepUp: number): string {
  if (stepUp > 0) {
    return i === 0
      ? "FV = Σ 12 × P × (1 + s/100)^(k − 1), adding up k = 1 to n"
      : "FV = Σ P × (1 + s/100)^(k − 1) × [((1 + i)^12 − 1) / i] × (1 + i) × (1 + i)^(12(n − k)), adding up k = 1 to n";
  }
  return i === 0 ? "FV = P × 12n" : "FV = P × [((1 + i)^(12n) − 1) / i] × (1 + i)";
}
