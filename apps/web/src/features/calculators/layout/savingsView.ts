import { type GrowthResult, growthInRupees, type SavingsYearRow } from "@arthshala/contracts/calculators";
import type { CalculatorT, ResultView, YearBreakdown } from "./definition";

/** The words of a savings result; each page says what its parts are called. */
export interface SavingsWords {
  maturity: string;
  deposited: string;
  interest: string;
  /** The two parts under the figures. */
  depositPart: string;
  interestPart: string;
  table: { caption: string; deposited: string; interest: string; balance: string };
}

/** A deposit's or fund's words: FD, RD and PPF use these, changing what differs. */
export const depositWords = (t: CalculatorT): SavingsWords => ({
  maturity: t("figures.maturityAmount"),
  deposited: t("figures.youDeposit"),
  interest: t("figures.interestEarned"),
  depositPart: t("figures.yourDeposits"),
  interestPart: t("figures.interest"),
  table: {
    caption: t("table.yearByYear"),
    deposited: t("table.paidIn"),
    interest: t("table.interestEarned"),
    balance: t("table.balanceAtYearEnd"),
  },
});

/**
 * How a savings result is shown: its figures and rows in whole rupees (the headline first), the two
 * parts, the formula, and the year-by-year table with its chart.
 */
export function savingsView(
  t: CalculatorT,
  result: GrowthResult,
  words: SavingsWords,
): ResultView<SavingsYearRow> {
  const shown = growthInRupees(result);
  return {
    figures: [
      { label: words.maturity, amount: shown.maturityAmount, main: true },
      { label: words.deposited, amount: shown.totalDeposited },
      { label: words.interest, amount: shown.totalInterest },
    ],
    parts: [
      { label: words.depositPart, value: shown.totalDeposited },
      { label: words.interestPart, value: shown.totalInterest },
    ],
    formula: { formula: result.formula, symbols: result.symbols, notes: result.notePhrases },
    breakdown: savingsBreakdown(t, shown.yearByYear, words.table),
  };
}

/**
 * A savings calculator's year-by-year table (paid in, interest, balance) and its chart (what was put in
 * so far and what it has earned so far, stacked into the balance), with the page's own words.
 */
export function savingsBreakdown<Row extends SavingsYearRow>(
  t: CalculatorT,
  rows: Row[],
  words: { caption: string; deposited: string; interest: string; balance: string },
): YearBreakdown<Row> {
  // Running sums for the chart: the bar of year k is the balance at its end.
  const sofar = new Map<number, { deposited: number; interest: number }>();
  let deposited = 0;
  let interest = 0;
  for (const row of rows) {
    deposited += row.deposited;
    interest += row.interest;
    sofar.set(row.year, { deposited, interest });
  }
  return {
    caption: words.caption,
    columns: [
      { header: words.deposited, value: (row) => row.deposited },
      { header: words.interest, value: (row) => row.interest },
      { header: words.balance, value: (row) => row.balance },
    ],
    rows,
    chart: {
      title: t("chart.balanceTitle"),
      series: [
        { header: t("chart.putInSoFar"), value: (row) => sofar.get(row.year)?.deposited ?? 0 },
        { header: t("chart.earnedSoFar"), value: (row) => sofar.get(row.year)?.interest ?? 0 },
      ],
    },
  };
}
