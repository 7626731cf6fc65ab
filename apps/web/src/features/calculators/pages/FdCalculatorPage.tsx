import { calculateFd, type FdCompounding } from "@arthshala/contracts/calculators";
import { CalculatorLayout } from "../layout/CalculatorLayout";
import { defineCalculator } from "../layout/definition";
import { depositWords, savingsView } from "../layout/savingsView";
import { parseAmount } from "../parse";

const rateSlider = { min: 1, max: 12, step: 0.05 };

/** What a fixed deposit grows to, simple or compounded every quarter; its tenure in years and months, or days. */
export const fdCalculator = defineCalculator({
  name: "fd",
  initial: {
    principal: "1,00,000",
    ratePercent: "7",
    tenureIn: "months",
    years: "1",
    months: "0",
    days: "400",
    compounding: "quarterly",
  },
  intro: (t) => t("fd.intro"),
  inputs: (t, values) => [
    {
      kind: "number",
      key: "principal",
      label: t("fd.depositAmount"),
      unit: "rupees",
      slider: { min: 1_000, max: 50_00_000, step: 1_000 },
    },
    {
      kind: "number",
      key: "ratePercent",
      label: t("fields.interestRate"),
      unit: t("units.perYear"),
      slider: rateSlider,
      hint: t("fields.rateHint"),
    },
    {
      kind: "choice",
      key: "tenureIn",
      legend: t("fd.tenureIn"),
      options: [
        { value: "months", label: t("fd.yearsAndMonths") },
        { value: "days", label: t("fd.days") },
      ],
    },
    values.tenureIn === "days"
      ? {
          kind: "number",
          key: "days",
          label: t("fd.numberOfDays"),
          unit: t("units.days"),
          slider: { min: 7, max: 3650, step: 1 },
          hint: t("fd.daysHint"),
        }
      : {
          kind: "pair",
          inputs: [
            {
              kind: "number",
              key: "years",
              label: t("fields.years"),
              unit: t("units.years"),
              slider: { min: 0, max: 10, step: 1 },
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
    {
      kind: "choice",
      key: "compounding",
      legend: t("fd.interest"),
      options: [
        { value: "quarterly", label: t("fd.quarterly") },
        { value: "simple", label: t("fd.simple") },
      ],
    },
  ],
  compute: (values) =>
    calculateFd({
      principal: parseAmount(values.principal),
      ratePercent: parseAmount(values.ratePercent),
      tenure:
        values.tenureIn === "days"
          ? { days: parseAmount(values.days) }
          : { years: parseAmount(values.years), months: parseAmount(values.months) },
      compounding: values.compounding as FdCompounding,
    }),
  view: (result, t) => savingsView(t, result, { ...depositWords(t), depositPart: t("fd.yourDeposit") }),
  problem: (t) => t("fd.problem"),
});

/** /fin-tools/fd-calculator */
export function FdCalculatorPage() {
  return <CalculatorLayout definition={fdCalculator} context={undefined} />;
}
