import { calculateRd, type RdField } from "@arthshala/contracts/calculators";
import { useTranslation } from "react-i18next";
import { CalculatorPage } from "../components/CalculatorPage";
import { FormulaPanel } from "../components/FormulaPanel";
import { NumberField } from "../components/NumberField";
import { ResultSummary } from "../components/ResultSummary";
import { savingsColumns } from "../components/savingsColumns";
import { YearTable } from "../components/YearTable";
import { parseAmount } from "../parse";
import { rupees, useSay } from "../say";
import { useCalculatorInputs } from "../useCalculatorInputs";

/** /fin-tools/rd-calculator: a monthly recurring deposit, by the Indian Banks' Association formula. */
export function RdCalculatorPage() {
  const { t } = useTranslation("calculators");
  const { say } = useSay();
  const { values, set } = useCalculatorInputs({ monthlyInstalment: "1,000", ratePercent: "7", months: "12" });
  const outcome = calculateRd({
    monthlyInstalment: parseAmount(values.monthlyInstalment),
    ratePercent: parseAmount(values.ratePercent),
    months: parseAmount(values.months),
  });
  const errorOf = (field: RdField) =>
    !outcome.ok && outcome.field === field ? say(outcome.phrase) : undefined;
  const result = outcome.ok ? outcome.result : null;

  return (
    <CalculatorPage
      title={t("names.rd")}
      intro={t("rd.intro")}
      inputs={
        <>
          <NumberField
            label={t("rd.monthlyInstalment")}
            prefix="₹"
            value={values.monthlyInstalment}
            onChange={set("monthlyInstalment")}
            error={errorOf("monthlyInstalment")}
          />
          <NumberField
            label={t("fields.interestRate")}
            suffix={t("units.perYear")}
            value={values.ratePercent}
            onChange={set("ratePercent")}
            error={errorOf("ratePercent")}
            hint={t("fields.rateHint")}
          />
          <NumberField
            label={t("rd.numberOfMonths")}
            suffix={t("units.months")}
            value={values.months}
            onChange={set("months")}
            error={errorOf("months")}
            hint={t("rd.monthsHint")}
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
                  { label: t("figures.yourDeposits"), value: result.totalDeposited },
                  { label: t("figures.interest"), value: result.totalInterest },
                ]
              : undefined
          }
          problem={t("rd.problem")}
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
