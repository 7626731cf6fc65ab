import {
  calculateIncomeTax,
  financialYearOf,
  type IncomeTaxField,
  taxYearsOffered,
} from "@arthshala/contracts/income-tax";
import { indiaDay } from "@arthshala/contracts/india-time";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatRupees } from "../../../lib/format";
import { useDocumentTitle } from "../../../lib/useDocumentTitle";
import { CalculatorPage } from "../components/CalculatorPage";
import { NumberField } from "../components/NumberField";
import { parseAmount } from "../parse";
import { useCalculatorInputs } from "../useCalculatorInputs";
import { QuickCompare, RegimeCards } from "./RegimeCards";
import { TaxBreakdown } from "./TaxBreakdown";
import { TaxNotes } from "./TaxNotes";
import { YearChoice, YearNote } from "./YearChoice";

/** An empty optional box counts as nothing claimed; an empty salary is a missing number. */
const optional = (text: string) => (text.trim() === "" ? 0 : parseAmount(text));

/**
 * /fin-tools/income-tax-calculator: a yearly salary under the new and the old regime, side by side, for
 * last year, this year and next (provisional) in India time; rules and sums live in contracts.
 */
export function IncomeTaxCalculatorPage() {
  const { t } = useTranslation("incomeTax");
  useDocumentTitle(`${t("title")} · Arthshala`);
  // The years follow India's calendar day, the same on the server's render and in the browser.
  const today = indiaDay();
  const { years } = taxYearsOffered(today);
  const thisYear = financialYearOf(today);
  const [startYear, setStartYear] = useState(thisYear);
  const { values, set } = useCalculatorInputs({
    salary: "9,00,000",
    savings: "",
    healthInsurance: "",
    other: "",
  });
  const outcome = calculateIncomeTax({
    startYear,
    grossSalary: parseAmount(values.salary),
    savings: optional(values.savings),
    healthInsurance: optional(values.healthInsurance),
    otherDeductions: optional(values.other),
  });
  const result = outcome.ok ? outcome.result : null;
  const year = years.find((y) => y.startYear === startYear) ?? years[0];
  const errorOf = (field: IncomeTaxField) =>
    !outcome.ok && outcome.field === field ? t(`problems.${outcome.problem}`) : undefined;
  const limits = year?.deductionLimits.value;
  const limit = (rupees = 0) => formatRupees(rupees, false);
  const capped = (isCapped: boolean | undefined, rupees = 0) =>
    isCapped ? t("fields.capped", { limit: limit(rupees) }) : undefined;

  return (
    <CalculatorPage
      title={t("title")}
      intro={t("intro")}
      inputs={
        <>
          <YearChoice years={years} current={thisYear} value={startYear} onChange={setStartYear} />
          {year ? <YearNote year={year} /> : null}
          <NumberField
            label={t("fields.salary")}
            prefix="₹"
            value={values.salary}
            onChange={set("salary")}
            hint={t("fields.salaryHint")}
            error={errorOf("grossSalary")}
          />
          <QuickCompare result={result} />
          <fieldset className="space-y-4 rounded-2xl border border-slate-200 p-3 sm:p-4">
            <legend className="px-1 text-sm font-bold text-slate-900">{t("fields.oldDeductions")}</legend>
            <p className="text-sm text-slate-600">{t("fields.oldDeductionsHint")}</p>
            <NumberField
              label={t("fields.savings", { section: year?.sections.savings ?? "80C" })}
              prefix="₹"
              value={values.savings}
              onChange={set("savings")}
              hint={
                capped(result?.savingsCapped, limits?.savings) ??
                t("fields.savingsHint", { limit: limit(limits?.savings) })
              }
              error={errorOf("savings")}
            />
            <NumberField
              label={t("fields.healthInsurance", { section: year?.sections.healthInsurance ?? "80D" })}
              prefix="₹"
              value={values.healthInsurance}
              onChange={set("healthInsurance")}
              hint={
                capped(result?.healthInsuranceCapped, limits?.healthInsurance) ??
                t("fields.healthInsuranceHint", { limit: limit(limits?.healthInsurance) })
              }
              error={errorOf("healthInsurance")}
            />
            <NumberField
              label={t("fields.other")}
              prefix="₹"
              value={values.other}
              onChange={set("other")}
              hint={t("fields.otherHint")}
              error={errorOf("otherDeductions")}
            />
          </fieldset>
        </>
      }
      summary={<RegimeCards result={result} waiting={outcome.ok ? undefined : t("waiting")} />}
    >
      {result ? <TaxBreakdown result={result} /> : null}
      {year ? <TaxNotes year={year} /> : null}
    </CalculatorPage>
  );
}
