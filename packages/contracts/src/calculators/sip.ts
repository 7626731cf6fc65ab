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
 * Mutual fund SIP: a fixed amount at the start of every month, growing at a steady assumed return
 * compounded monthly at i = r/12/100: FV = P × ((1 + i)^(12n) − 1) / i × (1 + i). For SIPs,
 * "interest" in the table means the estimated gain.
 */

export const SIP_WARNING =
  "Mutual fund returns are not guaranteed. This shows what would happen if the return were the same every year; real returns go up and down.";

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

function check(input: SipInput): { field: SipField; message: string } | null {
  const amount = checkAmount(input.monthlyInvestment, "Monthly investment");
  if (amount) return { field: "monthlyInvestment", message: amount };
  const rate = checkRate(input.expectedReturnPercent, "Expected return", 0);
  if (rate) return { field: "expectedReturnPercent", message: rate };
  const years = checkWhole(input.years, "Years", 1, 50, "from 1 to 50");
  if (years) return { field: "years", message: years };
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
    { symbol: "r", meaning: "expected return, % a year", value: formatNumber(r) },
    { symbol: "i", meaning: "monthly return: r ÷ 12 ÷ 100", value: formatNumber(i, 6) },
  ];
  const symbols: FormulaSymbol[] = [
    {
      symbol: "FV",
      meaning: "future value: what the SIP would be worth at the end",
      value: formatRupees(totals.maturityAmount),
    },
    { symbol: "P", meaning: "the amount you invest every month", value: formatRupees(P) },
    ...(i > 0 ? returnSymbols : []),
    { symbol: "n", meaning: "number of years", value: String(n) },
  ];

  return {
    ok: true,
    result: {
      ...totals,
      formula: i === 0 ? "FV = P × 12n" : "FV = P × [((1 + i)^(12n) − 1) / i] × (1 + i)",
      symbols,
      notes: [
        "Each payment is made at the start of the month and grows until the end.",
        "Growth is compounded every month at the same rate.",
      ],
      warning: SIP_WARNING,
    },
  };
}
