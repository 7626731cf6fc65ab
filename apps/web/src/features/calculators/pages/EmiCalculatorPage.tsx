import { calculateEmi, type EmiYearRow, emiInRupees } from "@arthshala/contracts/calculators";
import { CalculatorLayout } from "../layout/CalculatorLayout";
import { defineCalculator } from "../layout/definition";
import { parseAmount } from "../parse";

const blank = (text: string) => text.trim() === "";
// One empty box of the two counts as 0; both empty, the tenure is missing.
const orZero = (text: string) => (blank(text) ? 0 : parseAmount(text));

/** A loan's monthly instalment on a reducing balance, and where the money goes year by year. */
export const emiCalculator = defineCalculator({
  name: "emi",
  initial: { principal: "10,00,000", ratePercent: "8.5", years: "20", months: "0" },
  intro: (t) => t("emi.intro"),
  inputs: (t) => [
    {
      kind: "number",
      key: "principal",
      label: t("emi.loanAmount"),
      unit: "rupees",
      slider: { min: 10_000, max: 1_00_00_000, step: 10_000 },
    },
    {
      kind: "number",
      key: "ratePercent",
      label: t("fields.interestRate"),
      unit: t("units.perYear"),
      slider: { min: 0, max: 24, step: 0.05 },
    },
    {
      kind: "pair",
      legend: t("emi.loanTenure"),
      field: "months",
      hint: t("emi.tenureHint"),
      inputs: [
        {
          kind: "number",
          key: "years",
          label: t("fields.years"),
          unit: t("units.years"),
          slider: { min: 0, max: 30, step: 1 },
        },
        {
          kind: "number",
          key: "months",
          label: t("fields.months"),
          unit: t("units.months"),
          slider: { min: 0, max: 11, step: 1 },
        },
      ],
    },
  ],
  compute: (values) =>
    calculateEmi({
      principal: parseAmount(values.principal),
      ratePercent: parseAmount(values.ratePercent),
      months:
        blank(values.years) && blank(values.months)
          ? Number.NaN
          : orZero(values.years) * 12 + orZero(values.months),
    }),
  view: (result, t) => {
    const shown = emiInRupees(result);
    return {
      figures: [
        { label: t("emi.monthlyEmi"), amount: shown.emi, main: true },
        { label: t("emi.totalInterest"), amount: shown.totalInterest },
        { label: t("emi.totalYouPay"), amount: shown.totalPayment },
      ],
      parts: [
        { label: t("emi.theLoan"), value: shown.principal },
        { label: t("figures.interest"), value: shown.totalInterest },
      ],
      formula: { formula: result.formula, symbols: result.symbols, notes: result.notePhrases },
      breakdown: {
        caption: t("table.yearByYear"),
        columns: [
          { header: t("table.principalPaid"), value: (row: EmiYearRow) => row.principalPaid },
          { header: t("table.interestPaid"), value: (row: EmiYearRow) => row.interestPaid },
          { header: t("table.loanLeft"), value: (row: EmiYearRow) => row.balance },
        ],
        rows: shown.yearByYear,
        chart: {
          title: t("chart.emiTitle"),
          series: [
            { header: t("table.principalPaid"), value: (row: EmiYearRow) => row.principalPaid },
            { header: t("table.interestPaid"), value: (row: EmiYearRow) => row.interestPaid },
          ],
        },
      },
    };
  },
  problem: (t) => t("emi.problem"),
});

/** /fin-tools/emi-calculator */
export function EmiCalculatorPage() {
  return <CalculatorLayout definition={emiCalculator} context={undefined} />;
}
