/**
 * What a calculator page is, as data: its inputs (with units, slider ranges and hints), the compute
 * function from contracts, and how a result is shown (figures, the two-part bar, the formula, the
 * year-by-year table and the chart drawn from the same rows). `CalculatorLayout` draws any definition;
 * each calculator's page is its definition and, where it needs one, a little state of its own (PPF's
 * catalogue rate). Texts come through the `calculators` namespace's `t`, so definitions are functions of it.
 */
import type { CalculatorOutcome, FormulaSymbol, Phrase } from "@arthshala/contracts/calculators";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";

export type CalculatorT = TFunction<"calculators">;

export type CalculatorName = "fd" | "rd" | "ppf" | "sip" | "emi";

/** A number box with its unit and, beside it, a slider over a sensible range. */
export interface NumberInput<K extends string, F extends string> {
  kind: "number";
  key: K;
  label: string;
  /** "rupees" puts ₹ before the number; any other text is the unit after it ("% a year"). */
  unit: "rupees" | string;
  slider: { min: number; max: number; step: number };
  hint?: ReactNode;
  /** The outcome's field whose message shows here; the key when left out. */
  field?: F;
}

/** Two boxes side by side; with a legend, one message for both (a loan's years and months). */
export interface InputPair<K extends string, F extends string> {
  kind: "pair";
  inputs: [NumberInput<K, F>, NumberInput<K, F>];
  legend?: string;
  /** With a legend: the outcome's field both boxes stand for, and the hint when all is well. */
  field?: F;
  hint?: string;
}

/** Two or three options as a segmented radio group; its value is kept as text like the boxes'. */
export interface ChoiceInput<K extends string> {
  kind: "choice";
  key: K;
  legend: string;
  options: { value: string; label: string }[];
}

export type CalculatorInput<K extends string, F extends string> =
  | NumberInput<K, F>
  | InputPair<K, F>
  | ChoiceInput<K>;

export interface Figure {
  label: string;
  /** Whole rupees. */
  amount: number;
  /** The headline (maturity, EMI): larger, and the one kept in view on a phone. */
  main?: boolean;
}

export interface Part {
  label: string;
  value: number;
}

/** A money column of the table, and the same numbers as a series of the chart. */
export interface Column<Row> {
  header: string;
  value: (row: Row) => number;
}

export interface YearBreakdown<Row extends { year: number }> {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  /** Two series stacked into one bar a year (what you put in and what it earned; principal and interest). */
  chart: { title: string; series: [Column<Row>, Column<Row>] };
}

export interface ResultView<Row extends { year: number }> {
  figures: Figure[];
  parts: [Part, Part];
  formula?: { formula: string; symbols: FormulaSymbol[]; notes: Phrase[] };
  breakdown?: YearBreakdown<Row>;
  /** Under the figures: an action on the result (SIP and RD: make it a savings goal). */
  action?: ReactNode;
}

export type InputValues<K extends string> = Record<K, string>;

export interface CalculatorDefinition<
  K extends string,
  F extends string,
  R,
  Row extends { year: number },
  C,
> {
  name: CalculatorName;
  /** What the boxes hold at first, as text ("5,000"). */
  initial: InputValues<K>;
  intro: (t: CalculatorT) => ReactNode;
  inputs: (t: CalculatorT, values: InputValues<K>, context: C) => CalculatorInput<K, F>[];
  compute: (values: InputValues<K>) => CalculatorOutcome<R, F>;
  view: (result: R, t: CalculatorT, values: InputValues<K>) => ResultView<Row>;
  /** What the result box says while an input is wrong, or (`waiting`) a followed value is not known yet. */
  problem: (t: CalculatorT, context: C, waiting: boolean) => string;
  /** Shown in the result box whether there is a result or not (SIP's warning). */
  note?: (t: CalculatorT) => ReactNode;
}

/** Types a definition, inferring its keys, fields, result and rows. */
export const defineCalculator = <
  K extends string,
  F extends string,
  R,
  Row extends { year: number },
  C = undefined,
>(
  definition: CalculatorDefinition<K, F, R, Row, C>,
) => definition;
