import { calculateSip } from "@arthshala/contracts/calculators";
import { SavingsGoalLink } from "../components/SavingsGoalLink";
import { CalculatorLayout } from "../layout/CalculatorLayout";
import { defineCalculator } from "../layout/definition";
import { savingsView } from "../layout/savingsView";
import { parseAmount } from "../parse";

/** A monthly mutual-fund SIP at a steady assumed return, optionally stepping up every year, with its warning. */
export const sipCalculator = defineCalculator({
  name: "sip",
  initial: { monthlyInvestment: "5,000", expectedReturnPercent: "12", years: "10", stepUpPercent: "0" },
  intro: (t) => t("sip.intro"),
  inputs: (t) => [
    {
      kind: "number",
      key: "monthlyInvestment",
      label: t("sip.monthlyInvestment"),
      unit: "rupees",
      slider: { min: 500, max: 2_00_000, step: 500 },
    },
    {
      kind: "number",
      key: "expectedReturnPercent",
      label: t("sip.expectedReturn"),
      unit: t("units.perYear"),
      slider: { min: 0, max: 30, step: 0.5 },
      hint: t("sip.returnHint"),
    },
    {
      kind: "number",
      key: "years",
      label: t("fields.years"),
      unit: t("units.years"),
      slider: { min: 1, max: 50, step: 1 },
      hint: t("sip.yearsHint"),
    },
    {
      kind: "number",
      key: "stepUpPercent",
      label: t("sip.stepUp"),
      unit: t("units.percentEachYear"),
      slider: { min: 0, max: 50, step: 1 },
      hint: t("sip.stepUpHint"),
    },
  ],
  compute: (values) =>
    calculateSip({
      monthlyInvestment: parseAmount(values.monthlyInvestment),
      expectedReturnPercent: parseAmount(values.expectedReturnPercent),
      years: parseAmount(values.years),
      // An empty step-up box is no step-up.
      stepUpPercent: values.stepUpPercent.trim() === "" ? 0 : parseAmount(values.stepUpPercent),
    }),
  view: (result, t, values) => {
    const view = savingsView(t, result, {
      maturity: t("table.estimatedValue"),
      deposited: t("sip.youInvest"),
      interest: t("table.estimatedGain"),
      depositPart: t("table.invested"),
      interestPart: t("table.estimatedGain"),
      table: {
        caption: t("table.yearByYearEstimated"),
        deposited: t("table.invested"),
        interest: t("table.estimatedGain"),
        balance: t("table.estimatedValue"),
      },
    });
    const years = parseAmount(values.years);
    const estimate = view.figures[0]!.amount;
    return {
      ...view,
      action: <SavingsGoalLink name={t("goal.sipName", { years })} amount={estimate} months={years * 12} />,
    };
  },
  problem: (t) => t("sip.problem"),
  // Always shown, result or not: the warning is the most important line on the page.
  note: (t) => (
    <p
      role="note"
      className="mt-5 flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm font-medium text-amber-950"
    >
      <span aria-hidden="true" className="text-lg leading-none">
        ⚠
      </span>
      <span>
        <strong className="font-bold">{t("sip.important")}</strong>
        {t("phrases.notes.sipWarning")}
      </span>
    </p>
  ),
});

/** /fin-tools/sip-calculator */
export function SipCalculatorPage() {
  return <CalculatorLayout definition={sipCalculator} context={undefined} />;
}
