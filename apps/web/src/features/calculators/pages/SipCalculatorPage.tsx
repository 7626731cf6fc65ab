import { calculateSip, formatRupees, SIP_WARNING, type SipField } from "@arthshala/contracts/calculators";
import { CalculatorPage } from "../components/CalculatorPage";
import { FormulaPanel } from "../components/FormulaPanel";
import { NumberField } from "../components/NumberField";
import { ResultSummary } from "../components/ResultSummary";
import { savingsColumns } from "../components/savingsColumns";
import { YearTable } from "../components/YearTable";
import { parseAmount } from "../parse";
import { useCalculatorInputs } from "../useCalculatorInputs";

const sipColumns = savingsColumns({
  deposited: "Invested",
  interest: "Estimated gain",
  balance: "Estimated value",
});

/** /fin-tools/sip-calculator: a monthly mutual-fund SIP at a steady assumed return, with its warning. */
export function SipCalculatorPage() {
  const { values, set } = useCalculatorInputs({
    monthlyInvestment: "5,000",
    expectedReturnPercent: "12",
    years: "10",
  });
  const outcome = calculateSip({
    monthlyInvestment: parseAmount(values.monthlyInvestment),
    expectedReturnPercent: parseAmount(values.expectedReturnPercent),
    years: parseAmount(values.years),
  });
  const errorOf = (field: SipField) => (!outcome.ok && outcome.field === field ? outcome.message : undefined);
  const result = outcome.ok ? outcome.result : null;

  return (
    <CalculatorPage
      title="SIP calculator"
      intro="Estimate what investing the same amount in a mutual fund every month could grow to."
      inputs={
        <>
          <NumberField
            label="Monthly investment"
            prefix="₹"
            value={values.monthlyInvestment}
            onChange={set("monthlyInvestment")}
            error={errorOf("monthlyInvestment")}
          />
          <NumberField
            label="Expected return"
            suffix="% a year"
            value={values.expectedReturnPercent}
            onChange={set("expectedReturnPercent")}
            error={errorOf("expectedReturnPercent")}
            hint="An assumption, not a promise: try a lower number too."
          />
          <NumberField
            label="Years"
            suffix="years"
            value={values.years}
            onChange={set("years")}
            error={errorOf("years")}
            hint="1 to 50 years."
          />
        </>
      }
      summary={
        <ResultSummary
          figures={
            result
              ? [
                  { label: "Estimated value", value: formatRupees(result.maturityAmount), main: true },
                  { label: "You invest", value: formatRupees(result.totalDeposited) },
                  { label: "Estimated gain", value: formatRupees(result.totalInterest) },
                ]
              : null
          }
          parts={
            result
              ? [
                  { label: "Invested", value: result.totalDeposited },
                  { label: "Estimated gain", value: result.totalInterest },
                ]
              : undefined
          }
          problem="Fix the box marked in red to see the estimate."
        >
          {/* Always shown, result or not: the warning is the most important line on the page. */}
          <p
            role="note"
            className="mt-5 flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm font-medium text-amber-950"
          >
            <span aria-hidden="true" className="text-lg leading-none">
              ⚠
            </span>
            <span>
              <strong className="font-bold">Important: </strong>
              {result?.warning ?? SIP_WARNING}
            </span>
          </p>
        </ResultSummary>
      }
    >
      {result ? (
        <>
          <FormulaPanel formula={result.formula} symbols={result.symbols} notes={result.notes} />
          <YearTable caption="Year by year (estimated)" columns={sipColumns} rows={result.yearByYear} />
        </>
      ) : null}
    </CalculatorPage>
  );
}
