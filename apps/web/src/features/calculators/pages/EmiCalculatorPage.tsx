import { calculateEmi, type EmiYearRow } from "@arthshala/contracts/calculators";
import { useTranslation } from "react-i18next";
import { CalculatorPage } from "../components/CalculatorPage";
import { FormulaPanel } from "../components/FormulaPanel";
import { NumberField } from "../components/NumberField";
import { ResultSummary } from "../components/ResultSummary";
import { type Column, YearTable } from "../components/YearTable";
import { parseAmount } from "../parse";
import { rupees, useSay } from "../say";
import { useCalculatorInputs } from "../useCalculatorInputs";

/** /fin-tools/emi-calculator: a loan's monthly instalment on a reducing balance, and where the money goes. */
export function EmiCalculatorPage() {
  const { t } = useTranslation("calculators");
  const { say } = useSay();
  const columns: Column<EmiYearRow>[] = [
    { header: t("table.principalPaid"), value: (row) => row.principalPaid },
    { header: t("table.interestPaid"), value: (row) => row.interestPaid },
    { header: t("table.loanLeft"), value: (row) => row.balance },
  ];
  const { values, set } = useCalculatorInputs({
    principal: "10,00,000",
    ratePercent: "8.5",
    years: "20",
    months: "0",
  });
  const blank = (text: string) => text.trim() === "";
  // One empty box of the two counts as 0; both empty, the tenure is missing.
  const orZero = (text: string) => (blank(text) ? 0 : parseAmount(text));
  const months =
    blank(values.years) && blank(values.months)
      ? Number.NaN
      : orZero(values.years) * 12 + orZero(values.months);
  const outcome = calculateEmi({
    principal: parseAmount(values.principal),
    ratePercent: parseAmount(values.ratePercent),
    months,
  });
  const errorOf = (field: "principal" | "ratePercent") =>
    !outcome.ok && outcome.field === field ? say(outcome.phrase) : undefined;
  const tenureError = !outcome.ok && outcome.field === "months" ? say(outcome.phrase) : undefined;
  const result = outcome.ok ? outcome.result : null;

  return (
    <CalculatorPage
      title={t("names.emi")}
      intro={t("emi.intro")}
      inputs={
        <>
          <NumberField
            label={t("emi.loanAmount")}
            prefix="₹"
            value={values.principal}
            onChange={set("principal")}
            error={errorOf("principal")}
          />
          <NumberField
            label={t("fields.interestRate")}
            suffix={t("units.perYear")}
            value={values.ratePercent}
            onChange={set("ratePercent")}
            error={errorOf("ratePercent")}
          />
          <fieldset aria-describedby={tenureError ? "emi-tenure-error" : undefined}>
            <legend className="mb-1.5 text-sm font-semibold text-slate-800">{t("emi.loanTenure")}</legend>
            <div className="grid grid-cols-2 gap-3">
              <NumberField
                label={t("fields.years")}
                suffix={t("units.years")}
                value={values.years}
                onChange={set("years")}
                invalid={tenureError !== undefined}
              />
              <NumberField
                label={t("fields.months")}
                suffix={t("units.months")}
                value={values.months}
                onChange={set("months")}
                invalid={tenureError !== undefined}
              />
            </div>
            {tenureError ? (
              <p id="emi-tenure-error" role="alert" className="mt-1.5 text-sm font-medium text-red-700">
                {tenureError}
              </p>
            ) : (
              <p className="mt-1.5 text-sm text-slate-600">{t("emi.tenureHint")}</p>
            )}
          </fieldset>
        </>
      }
      summary={
        <ResultSummary
          figures={
            result
              ? [
                  { label: t("emi.monthlyEmi"), value: rupees(result.emi), main: true },
                  { label: t("emi.totalInterest"), value: rupees(result.totalInterest) },
                  { label: t("emi.totalYouPay"), value: rupees(result.totalPayment) },
                ]
              : null
          }
          parts={
            result
              ? [
                  { label: t("emi.theLoan"), value: result.principal },
                  { label: t("figures.interest"), value: result.totalInterest },
                ]
              : undefined
          }
          problem={t("emi.problem")}
        />
      }
    >
      {result ? (
        <>
          <FormulaPanel formula={result.formula} symbols={result.symbols} notes={result.notePhrases} />
          <YearTable caption={t("table.yearByYear")} columns={columns} rows={result.yearByYear} />
        </>
      ) : null}
    </CalculatorPage>
  );
}
