import {
  type CalculatorOutcome,
  checkAmount,
  checkRate,
  checkWhole,
  type FormulaSymbol,
  failure,
  formatNumber,
  formulaSymbol,
  toPaise,
  withNotes,
} from "./common.js";
import { type Phrase, phrase } from "./phrases.js";

/**
 * Loan EMI on a reducing balance: EMI = P i (1+i)^n / ((1+i)^n − 1), i = r/12/100; at 0 % it is P/n.
 * The schedule runs on the exact EMI and is rounded only at output, so the EMI shown × n can differ
 * from the total payment by a few paise a month (banks round the EMI and adjust the last one instead).
 */

export interface EmiInput {
  principal: number;
  /** % a year; 0 is allowed (an interest-free loan). */
  ratePercent: number;
  /** 1 to 360 months (30 years). */
  months: number;
}

export type EmiField = "principal" | "ratePercent" | "months";

/** One year of repayments: principal and interest paid that year, loan left at its end. */
export interface EmiYearRow {
  year: number;
  principalPaid: number;
  interestPaid: number;
  balance: number;
}

export interface EmiResult {
  emi: number;
  principal: number;
  totalInterest: number;
  totalPayment: number;
  formula: string;
  symbols: FormulaSymbol[];
  notes: string[];
  /** The notes as phrases. */
  notePhrases: Phrase[];
  yearByYear: EmiYearRow[];
}

const MAX_MONTHS = 360;

function check(input: EmiInput): { field: EmiField; message: string; phrase: Phrase } | null {
  const amount = checkAmount(input.principal, "loanAmount");
  if (amount) return failure("principal", amount);
  const rate = checkRate(input.ratePercent, "interestRate", 0);
  if (rate) return failure("ratePercent", rate);
  const months = checkWhole(input.months, "tenure", 1, MAX_MONTHS, {
    key: "errors.monthsInYears",
    max: String(MAX_MONTHS),
    years: 30,
  });
  if (months) return failure("months", months);
  return null;
}

/** The monthly instalment, unrounded. */
export function emiAmount(principal: number, ratePercent: number, months: number): number {
  const i = ratePercent / 12 / 100;
  if (i === 0) return principal / months;
  const growth = (1 + i) ** months;
  return (principal * i * growth) / (growth - 1);
}

/** EMI, totals and a yearly amortisation table for a loan. */
export function calculateEmi(input: EmiInput): CalculatorOutcome<EmiResult, EmiField> {
  const failure = check(input);
  if (failure) return { ok: false, ...failure };

  const { principal: P, ratePercent: r, months: n } = input;
  const i = r / 12 / 100;
  const emi = emiAmount(P, r, n);

  // Rows are differences of rounded running totals, so they add up exactly to the totals.
  const yearByYear: EmiYearRow[] = [];
  let balance = P;
  let lastBalance = toPaise(P);
  let lastPaid = 0;
  for (let month = 1; month <= n; month++) {
    balance -= emi - balance * i;
    if (month % 12 !== 0 && month !== n) continue;
    // The loan is exactly repaid at the end; this drops the float dust left in `balance`.
    const balancePaise = month === n ? 0 : toPaise(balance);
    const paid = toPaise(emi * month);
    const principalPaid = lastBalance - balancePaise;
    yearByYear.push({
      year: Math.ceil(month / 12),
      principalPaid: principalPaid / 100,
      interestPaid: (paid - lastPaid - principalPaid) / 100,
      balance: balancePaise / 100,
    });
    lastBalance = balancePaise;
    lastPaid = paid;
  }

  const principalPaise = toPaise(P);
  const symbols: FormulaSymbol[] = [
    // The EMI as shown: rounded to the paisa.
    formulaSymbol("EMI", "meanings.emi", { rupees: toPaise(emi) / 100 }),
    formulaSymbol("P", "meanings.loanPrincipal", { rupees: P }),
    ...(i > 0
      ? [
          formulaSymbol("r", "meanings.rate", formatNumber(r)),
          formulaSymbol("i", "meanings.monthlyRate", formatNumber(i, 6)),
        ]
      : []),
    formulaSymbol("n", "meanings.instalments", String(n)),
  ];

  return {
    ok: true,
    result: {
      emi: toPaise(emi) / 100,
      principal: principalPaise / 100,
      totalInterest: (lastPaid - principalPaise) / 100,
      totalPayment: lastPaid / 100,
      formula: i === 0 ? "EMI = P / n" : "EMI = P × i × (1 + i)^n / ((1 + i)^n − 1)",
      symbols,
      ...withNotes([phrase("notes.emiReducing"), phrase("notes.emiExact")]),
      yearByYear,
    },
  };
}
