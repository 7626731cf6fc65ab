import { calculateRd } from "@arthshala/contracts/calculators";
import { SavingsGoalLink } from "../components/SavingsGoalLink";
import { CalculatorLayout } from "../layout/CalculatorLayout";
import { defineCalculator } from "../layout/definition";
import { depositWords, savingsView } from "../layout/savingsView";
import { parseAmount } from "../parse";

/** A monthly recurring deposit, by the Indian Banks' Association formula. */
export const rdCalculator = defineCalculator({
  name: "rd",
  initial: { monthlyInstalment: "1,000", ratePercent: "7", months: "12" },
  intro: (t) => t("rd.intro"),
  inputs: (t) => [
    {
      kind: "number",
      key: "monthlyInstalment",
      label: t("rd.monthlyInstalment"),
      unit: "rupees",
      slider: { min: 100, max: 1_00_000, step: 100 },
    },
    {
      kind: "number",
      key: "ratePercent",
      label: t("fields.interestRate"),
      unit: t("units.perYear"),
      slider: { min: 1, max: 12, step: 0.05 },
      hint: t("fields.rateHint"),
    },
    {
      kind: "number",
      key: "months",
      label: t("rd.numberOfMonths"),
      unit: t("units.months"),
      slider: { min: 6, max: 120, step: 1 },
      hint: t("rd.monthsHint"),
    },
  ],
  compute: (values) =>
    calculateRd({
      monthlyInstalment: parseAmount(values.monthlyInstalment),
      ratePercent: parseAmount(values.ratePercent),
      months: parseAmount(values.months),
    }),
  view: (result, t, values) => {
    const view = savingsView(t, result, depositWords(t));
    const months = parseAmount(values.months);
    const maturity = view.figures[0]!.amount;
    return {
      ...view,
      action: <SavingsGoalLink name={t("goal.rdName", { months })} amount={maturity} months={months} />,
    };
  },
  problem: (t) => t("rd.problem"),
});

/** /fin-tools/rd-calculator */
export function RdCalculatorPage() {
  return <CalculatorLayout definition={rdCalculator} context={undefined} />;
}
