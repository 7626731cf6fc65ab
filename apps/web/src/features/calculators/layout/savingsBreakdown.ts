import type { SavingsYearRow } from "@arthshala/contracts/calculators";
import type { CalculatorT, YearBreakdown } from "./definition";

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
