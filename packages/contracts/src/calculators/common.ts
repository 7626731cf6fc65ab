/**
 * Shared pieces of the savings and loan calculators: result shapes, input checks, rounding and the
 * year-by-year table. Pure and zod-free, so the browser can recompute on every keystroke.
 */
import { toPaise } from "./money.js";
import {
  type CALCULATOR_PHRASES,
  type CalculatorPhraseKey,
  inEnglish,
  type Phrase,
  type PhraseParam,
  paramInEnglish,
  phrase,
} from "./phrases.js";

export { formatRupees, roundToPaisa, toPaise } from "./money.js";

/**
 * Either a result or the first bad field with a plain English message to show next to it, and the
 * same message as a phrase (key and parameters) for an interface in another language.
 */
export type CalculatorOutcome<R, F extends string> =
  | { ok: true; result: R }
  | { ok: false; field: F; message: string; phrase: Phrase };

/** One symbol of a formula, explained for a learner, with the value used in this calculation. */
export interface FormulaSymbol {
  symbol: string;
  meaning: string;
  value: string;
  /** The meaning and the value as phrases (the value may be plain digits or a rupee amount). */
  phrases: { meaning: Phrase; value: PhraseParam };
}

/** A formula symbol from its meaning's key and its value, in English and as phrases. */
export function formulaSymbol(
  symbol: string,
  meaning: CalculatorPhraseKey & `meanings.${string}`,
  value: PhraseParam,
): FormulaSymbol {
  const meaningPhrase = phrase(meaning);
  return {
    symbol,
    meaning: inEnglish(meaningPhrase),
    value: paramInEnglish(value),
    phrases: { meaning: meaningPhrase, value },
  };
}

/** Notes in English and as phrases. */
export function withNotes(notes: Phrase[]): Pick<GrowthResult, "notes" | "notePhrases"> {
  return { notes: notes.map(inEnglish), notePhrases: notes };
}

/** A failed check for a field: the phrase, and its English message. */
export function failure<F extends string>(
  field: F,
  p: Phrase,
): { field: F; message: string; phrase: Phrase } {
  return { field, message: inEnglish(p), phrase: p };
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
  /** The notes as phrases. */
  notePhrases: Phrase[];
  yearByYear: SavingsYearRow[];
}

/** ₹10 crore: far beyond any learner's example, low enough that paise stay exact in a double. */
export const MAX_AMOUNT = 10_00_00_000;
export const MIN_RATE_PERCENT = 0.01;
export const MAX_RATE_PERCENT = 30;

/** A number for a formula's value column: at most `digits` decimals, no trailing zeros. */
export function formatNumber(value: number, digits = 4): string {
  return String(Number(value.toFixed(digits)));
}

type Check = Phrase | null;
/** A field's name in messages: "Principal", "Interest rate" … */
export type FieldLabel = keyof (typeof CALCULATOR_PHRASES)["labels"];

const labelOf = (label: FieldLabel) => phrase(`labels.${label}`);

/** An amount of money: more than ₹0 and at most max. */
export function checkAmount(value: number, label: FieldLabel, max = MAX_AMOUNT): Check {
  if (!Number.isFinite(value)) return phrase("errors.notNumber", { label: labelOf(label) });
  if (value <= 0 || value > max)
    return phrase("errors.amount", { label: labelOf(label), max: { rupees: max } });
  return null;
}

/** A rate in percent a year; min is 0 where a zero rate makes sense (a loan, an assumed return). */
export function checkRate(value: number, label: FieldLabel, min = MIN_RATE_PERCENT): Check {
  if (!Number.isFinite(value)) return phrase("errors.notNumber", { label: labelOf(label) });
  if (value < min || value > MAX_RATE_PERCENT) {
    return phrase("errors.rate", { label: labelOf(label), min: String(min), max: String(MAX_RATE_PERCENT) });
  }
  return null;
}

/**
 * A count (months, years, days) that must be whole and within limits. The range's message says the
 * limits ("from 6 to 120"); `range` picks a wording that also gives them in years, with `max` as written.
 */
export function checkWhole(
  value: number,
  label: FieldLabel,
  min: number,
  max: number,
  range:
    | { key: "errors.range" }
    | { key: "errors.rangeInYears" | "errors.monthsInYears"; max: string; years: number } = {
    key: "errors.range",
  },
): Check {
  if (!Number.isFinite(value)) return phrase("errors.notNumber", { label: labelOf(label) });
  if (!Number.isInteger(value)) return phrase("errors.notWhole", { label: labelOf(label) });
  if (value < min || value > max) {
    return "years" in range
      ? phrase(range.key, {
          label: labelOf(label),
          min: String(min),
          max: range.max,
          years: String(range.years),
        })
      : phrase(range.key, { label: labelOf(label), min: String(min), max: String(max) });
  }
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

/** How a growth calculator explains its answer: the formula, its symbols (valued) and its notes. */
export interface GrowthExplanation {
  formula: string;
  symbols: FormulaSymbol[];
  notes: Phrase[];
}

/**
 * A savings calculator's answer from its exact year-end totals: the rounded table and totals
 * (growthTotals), with the explanation it writes from them (its first symbol is the maturity amount).
 */
export function growthOutcome<F extends string, Extra extends object = object>(
  yearEnds: YearEnd[],
  explain: (totals: ReturnType<typeof growthTotals>) => GrowthExplanation,
  extra?: Extra,
): CalculatorOutcome<GrowthResult & Extra, F> {
  const totals = growthTotals(yearEnds);
  const { formula, symbols, notes } = explain(totals);
  return {
    ok: true,
    result: { ...totals, formula, symbols, ...withNotes(notes), ...(extra as Extra) },
  };
}
