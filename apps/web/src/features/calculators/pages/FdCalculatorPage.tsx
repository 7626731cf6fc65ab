import {
  calculateFd,
  type FdCompounding,
  type FdField,
  formatRupees,
} from "@arthshala/contracts/calculators";
import { useState } from "react";
import { CalculatorPage } from "../components/CalculatorPage";
import { FormulaPanel } from "../components/FormulaPanel";
import { NumberField } from "../components/NumberField";
import { ResultSummary } from "../components/ResultSummary";
import { Segmented } from "../components/Segmented";
import { savingsColumns } from "../components/savingsColumns";
import { YearTable } from "../components/YearTable";
import { parseAmount } from "../parse";
import { useCalculatorInputs } from "../useCalculatorInputs";

type TenureIn = "months" | "days";

/** /fin-tools/fd-calculator: what a fixed deposit grows to, simple or compounded every quarter. */
export function FdCalculatorPage() {
  const { values, set } = useCalculatorInputs({
    principal: "1,00,000",
    ratePercent: "7",
    years: "1",
    months: "0",
    days: "400",
  });
  const [tenureIn, setTenureIn] = useState<TenureIn>("months");
  const [compounding, setCompounding] = useState<FdCompounding>("quarterly");

  const outcome = calculateFd({
    principal: parseAmount(values.principal),
    ratePercent: parseAmount(values.ratePercent),
    tenure:
      tenureIn === "days"
        ? { days: parseAmount(values.days) }
        : { years: parseAmount(values.years), months: parseAmount(values.months) },
    compounding,
  });
  const errorOf = (field: FdField) => (!outcome.ok && outcome.field === field ? outcome.message : undefined);
  const result = outcome.ok ? outcome.result : null;

  return (
    <CalculatorPage
      title="FD calculator"
      intro="See what a fixed deposit grows to. Banks add interest every quarter on deposits of 6 months or more."
      inputs={
        <>
          <NumberField
            label="Deposit amount"
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
            hint="Check the bank's page for today's rate."
          />
          <Segmented
            legend="Tenure in"
            value={tenureIn}
            onChange={setTenureIn}
            options={[
              { value: "months", label: "Years and months" },
              { value: "days", label: "Days" },
            ]}
          />
          {tenureIn === "days" ? (
            <NumberField
              label="Number of days"
              suffix="days"
              value={values.days}
              onChange={set("days")}
              error={errorOf("days")}
              hint="7 to 3,650 days."
            />
          ) : (
            <div className="grid grid-cols-2 gap-3">
              <NumberField
                label="Years"
                suffix="years"
                value={values.years}
                onChange={set("years")}
                error={errorOf("years")}
              />
              <NumberField
                label="Months"
                suffix="months"
                value={values.months}
                onChange={set("months")}
                error={errorOf("months")}
              />
            </div>
          )}
          <Segmented<FdCompounding>
            legend="Interest"
            value={compounding}
            onChange={setCompounding}
            options={[
              { value: "quarterly", label: "Compounded quarterly" },
              { value: "simple", label: "Simple" },
            ]}
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
                  { label: "Your deposit", value: result.totalDeposited },
                  { label: "Interest", value: result.totalInterest },
                ]
              : undefined
          }
          problem="Fix the box marked in red to see what your deposit grows to."
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
