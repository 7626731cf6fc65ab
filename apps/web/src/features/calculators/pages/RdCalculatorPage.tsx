import { calculateRd, formatRupees, type RdField } from "@arthshala/contracts/calculators";
import { CalculatorPage } from "../components/CalculatorPage";
import { FormulaPanel } from "../components/FormulaPanel";
import { NumberField } from "../components/NumberField";
import { ResultSummary } from "../components/ResultSummary";
import { savingsColumns } from "../components/savingsColumns";
import { YearTable } from "../components/YearTable";
import { parseAmount } from "../parse";
import { useCalculatorInputs } from "../useCalculatorInputs";

/** /fin-tools/rd-calculator: a monthly recurring deposit, by the Indian Banks' Association formula. */
export function RdCalculatorPage() {
  const { values, set } = useCalculatorInputs({ monthlyInstalment: "1,000", ratePercent: "7", months: "12" });
  const outcome = calculateRd({
    monthlyInstalment: parseAmount(values.monthlyInstalment),
    ratePercent: parseAmount(values.ratePercent),
    months: parseAmount(values.months),
  });
  const errorOf = (field: RdField) => (!outcome.ok && outcome.field === field ? outcome.message : undefined);
  const result = outcome.ok ? outcome.result : null;

  return (
    <CalculatorPage
      title="RD calculator"
      intro="Plan a recurring deposit: put in the same amount every month and see what it adds up to."
      inputs={
        <>
          <NumberField
            label="Monthly instalment"
            prefix="₹"
            value={values.monthlyInstalment}
            onChange={set("monthlyInstalment")}
            error={errorOf("monthlyInstalment")}
          />
          <NumberField
            label="Interest rate"
            suffix="% a year"
            value={values.ratePercent}
            onChange={set("ratePercent")}
            error={errorOf("ratePercent")}
            hint="Check the bank's page for today's rate."
          />
          <NumberField
            label="Number of months"
            suffix="months"
            value={values.months}
            onChange={set("months")}
            error={errorOf("months")}
            hint="6 to 120 months."
          />
        </>
      }
      summary={
        <ResultSummary
          figures={
            result
              ? [
                  { label: "Maturity amount", value: formatRupees(result.maturityAmount), main: true },
                  { label: "You deposit", value: formatRupees(result.totalDeposited) },
                  { label: "Interest earned", value: formatRupees(result.totalInterest) },
                ]
              : null
          }
          parts={
            result
              ? [
                  { label: "Your deposits", value: result.totalDeposited },
                  { label: "Interest", value: result.totalInterest },
                ]
              : undefined
          }
          problem="Fix the box marked in red to see what your deposit adds up to."
        />
      }
    >
      {result ? (
        <>
          <FormulaPanel formula={result.formula} symbols={result.symbols} notes={result.notes} />
          <YearTable caption="Year by year" columns={savingsColumns()} rows={result.yearByYear} />
        </>
      ) : null}
    </CalculatorPage>
  );
}
