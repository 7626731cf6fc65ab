import {
  type CalculatorOutcome,
  checkAmount,
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
 * Recurring deposit, by the Indian Banks' Association formula: each instalment is paid at the start of
 * a month and compounds quarterly for the months it stays, M = Σ R(1 + r/400)^(k/3), k = 1 … n.
 * The first instalment stays all n months, the last one month. Summed, this is the IBA's
 * M = R((1+i)^q − 1) / (1 − (1+i)^(−1/3)) with i = r/400 and q = n/3 quarters.
 */

export interface RdInput {
  monthlyInstalment: number;
  ratePercent: number;
  /** 6 to 120 months. */
  months: number;
}

export type RdField = "monthlyInstalment" | "ratePercent" | "months";

export type RdResult = GrowthResult;

const MIN_MONTHS = 6;
const MAX_MONTHS = 120;

function check(input: RdInput): { field: RdField; message: string; phrase: Phrase } | null {
  const amount = checkAmount(input.monthlyInstalment, "monthlyInstalment");
  if (amount) return failure("monthlyInstalment", amount);
  const rate = checkRate(input.ratePercent, "interestRate");
  if (rate) return failure("ratePercent", rate);
  const months = checkWhole(input.months, "months", MIN_MONTHS, MAX_MONTHS);
  if (months) return failure("months", months);
  return null;
}

/** What the first `paid` instalments are worth at the end of the month of the last one. */
function valueAfter(instalment: number, rate: number, paid: number): number {
  let sum = 0;
  for (let k = 1; k <= paid; k++) sum += instalment * (1 + rate / 400) ** (k / 3);
  return sum;
}

/** Maturity of a recurring deposit, with the formula used and the balance at the end of each year. */
export function calculateRd(input: RdInput): CalculatorOutcome<RdResult, RdField> {
  const failure = check(input);
  if (failure) return { ok: false, ...failure };

  const { monthlyInstalment: R, ratePercent: r, months: n } = input;
  const yearEnds = [];
  for (let y = 1; y <= Math.ceil(n / 12); y++) {
    const paid = Math.min(12 * y, n);
    yearEnds.push({ deposited: R * paid, balance: valueAfter(R, r, paid) });
  }
  return growthOutcome(yearEnds, (totals) => ({
    formula: "M = Σ R × (1 + r/400)^(4k/12), adding up k = 1 to n",
    symbols: [
      formulaSymbol("M", "meanings.maturity", { rupees: totals.maturityAmount }),
      formulaSymbol("R", "meanings.monthlyDeposit", { rupees: R }),
      formulaSymbol("r", "meanings.rate", formatNumber(r)),
      formulaSymbol("n", "meanings.instalments", String(n)),
      formulaSymbol("k", "meanings.monthsInDeposit", phrase("values.oneTo", { n: String(n) })),
    ],
    notes: [phrase("notes.rdStartOfMonth"), phrase("notes.rdQuarterly")],
  }));
}
