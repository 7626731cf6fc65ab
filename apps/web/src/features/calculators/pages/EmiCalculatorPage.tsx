import { calculateEmi, type EmiYearRow, formatRupees } from "@arthshala/contracts/calculators";
import { CalculatorPage } from "../components/CalculatorPage";
import { FormulaPanel } from "../components/FormulaPanel";
import { NumberField } from "../components/NumberField";
import { ResultSummary } from "../components/ResultSummary";
import { type Column, YearTable } from "../components/YearTable";
import { parseAmount } from "../parse";
import { useCalculatorInputs } from "../useCalculatorInputs";

const columns: Column<EmiYearRow>[] = [
  { header: "Principal paid", value: (row) => row.principalPaid },
  { header: "Interest paid", value: (row) => row.interestPaid },
  { header: "Loan left at year end", value: (row) => row.balance },
];

/** /fin-tools/emi-calculator: a loan's monthly instalment on a reducing balance, and where the money goes. */
export function EmiCalculatorPage() {
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
    !outcome.ok && outcome.field === field ? outcome.message : undefined;
  const tenureError = !outcome.ok && outcome.field === "months" ? outcome.message : undefined;
  const result = outcome.ok ? outcome.result : null;

  return (
    <CalculatorPage
      title="Loan EMI calculator"
      intro="Work out a loan's equated monthly instalment (EMI), and how much of what you pay is interest."
      inputs={
        <>
          <NumberField
            label="Loan amount"
            prefix="₹"
            value={values.principal}
            onChange={set("principal")}
            error={errorOf("principal")}
          />
          <NumberField
            label="Interest rate"
            suffix="% a year"
            value={values.ratePercent}
            onChange={set("ratePercent")}
            error={errorOf("ratePercent")}
          />
          <fieldset aria-describedby={tenureError ? "emi-tenure-error" : undefined}>
            <legend className="mb-1.5 text-sm font-semibold text-slate-800">Loan tenure</legend>
            <div className="grid grid-cols-2 gap-3">
              <NumberField
                label="Years"
                suffix="years"
                value={values.years}
                onChange={set("years")}
                invalid={tenureError !== undefined}
              />
              <NumberField
                label="Months"
                suffix="months"
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
              <p className="mt-1.5 text-sm text-slate-600">Up to 30 years.</p>
            )}
          </fieldset>
        </>
      }
      summary={
        <ResultSummary
          figures={
            result
              ? [
                  { label: "Monthly EMI", value: formatRupees(result.emi), main: true },
                  { label: "Total interest", value: formatRupees(result.totalInterest) },
                  { label: "Total you pay", value: formatRupees(result.totalPayment) },
                ]
              : null
          }
          parts={
            result
              ? [
                  { label: "The loan", value: result.principal },
                  { label: "Interest", value: result.totalInterest },
                ]
              : undefined
          }
          problem="Fix the box marked in red to see the EMI."
        />
      }
    >
      {result ? (
        <>
          <FormulaPanel formula={result.formula} symbols={result.symbols} notes={result.notes} />
          <YearTable caption="Year by year" columns={columns} rows={result.yearByYear} />
        </>
      ) : null}
    </CalculatorPage>
  );
}
