import { calculateFd, type FdCompounding, type FdField } from "@arthshala/contracts/calculators";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CalculatorPage } from "../components/CalculatorPage";
import { FormulaPanel } from "../components/FormulaPanel";
import { NumberField } from "../components/NumberField";
import { ResultSummary } from "../components/ResultSummary";
import { Segmented } from "../components/Segmented";
import { savingsColumns } from "../components/savingsColumns";
import { YearTable } from "../components/YearTable";
import { parseAmount } from "../parse";
import { rupees, useSay } from "../say";
import { useCalculatorInputs } from "../useCalculatorInputs";

type TenureIn = "months" | "days";

/** /fin-tools/fd-calculator: what a fixed deposit grows to, simple or compounded every quarter. */
export function FdCalculatorPage() {
  const { t } = useTranslation("calculators");
  const { say } = useSay();
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
  const errorOf = (field: FdField) =>
    !outcome.ok && outcome.field === field ? say(outcome.phrase) : undefined;
  const result = outcome.ok ? outcome.result : null;

  return (
    <CalculatorPage
      title={t("names.fd")}
      intro={t("fd.intro")}
      inputs={
        <>
          <NumberField
            label={t("fd.depositAmount")}
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
            hint={t("fields.rateHint")}
          />
          <Segmented
            legend={t("fd.tenureIn")}
            value={tenureIn}
            onChange={setTenureIn}
            options={[
              { value: "months", label: t("fd.yearsAndMonths") },
              { value: "days", label: t("fd.days") },
            ]}
          />
          {tenureIn === "days" ? (
            <NumberField
              label={t("fd.numberOfDays")}
              suffix={t("units.days")}
              value={values.days}
              onChange={set("days")}
              error={errorOf("days")}
              hint={t("fd.daysHint")}
            />
          ) : (
            <div className="grid grid-cols-2 gap-3">
              <NumberField
                label={t("fields.years")}
                suffix={t("units.years")}
                value={values.years}
                onChange={set("years")}
                error={errorOf("years")}
              />
              <NumberField
                label={t("fields.months")}
                suffix={t("units.months")}
                value={values.months}
                onChange={set("months")}
                error={errorOf("months")}
              />
            </div>
          )}
          <Segmented<FdCompounding>
            legend={t("fd.interest")}
            value={compounding}
            onChange={setCompounding}
            options={[
              { value: "quarterly", label: t("fd.quarterly") },
              { value: "simple", label: t("fd.simple") },
            ]}
          />
        </>
      }
      summary={
        <ResultSummary
          figures={
            result
              ? [
                  { label: t("figures.maturityAmount"), value: rupees(result.maturityAmount), main: true },
                  { label: t("figures.youDeposit"), value: rupees(result.totalDeposited) },
                  { label: t("figures.interestEarned"), value: rupees(result.totalInterest) },
                ]
              : null
          }
          parts={
            result
              ? [
                  { label: t("fd.yourDeposit"), value: result.totalDeposited },
                  { label: t("figures.interest"), value: result.totalInterest },
                ]
              : undefined
          }
          problem={t("fd.problem")}
        />
      }
    >
      {result ? (
        <>
          <FormulaPanel formula={result.formula} symbols={result.symbols} notes={result.notePhrases} />
          <YearTable
            caption={t("table.yearByYear")}
            columns={savingsColumns({
              deposited: t("table.paidIn"),
              interest: t("table.interestEarned"),
              balance: t("table.balanceAtYearEnd"),
            })}
            rows={result.yearByYear}
          />
        </>
      ) : null}
    </CalculatorPage>
  );
}
