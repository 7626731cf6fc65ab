import { calculateSip, type SipField } from "@arthshala/contracts/calculators";
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

/** /fin-tools/sip-calculator: a monthly mutual-fund SIP at a steady assumed return, with its warning. */
export function SipCalculatorPage() {
  const { t } = useTranslation("calculators");
  const { say } = useSay();
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
  const errorOf = (field: SipField) =>
    !outcome.ok && outcome.field === field ? say(outcome.phrase) : undefined;
  const result = outcome.ok ? outcome.result : null;

  return (
    <CalculatorPage
      title={t("names.sip")}
      intro={t("sip.intro")}
      inputs={
        <>
          <NumberField
            label={t("sip.monthlyInvestment")}
            prefix="₹"
            value={values.monthlyInvestment}
            onChange={set("monthlyInvestment")}
            error={errorOf("monthlyInvestment")}
          />
          <NumberField
            label={t("sip.expectedReturn")}
            suffix={t("units.perYear")}
            value={values.expectedReturnPercent}
            onChange={set("expectedReturnPercent")}
            error={errorOf("expectedReturnPercent")}
            hint={t("sip.returnHint")}
          />
          <NumberField
            label={t("fields.years")}
            suffix={t("units.years")}
            value={values.years}
            onChange={set("years")}
            error={errorOf("years")}
            hint={t("sip.yearsHint")}
          />
        </>
      }
      summary={
        <ResultSummary
          figures={
            result
              ? [
                  { label: t("table.estimatedValue"), value: rupees(result.maturityAmount), main: true },
                  { label: t("sip.youInvest"), value: rupees(result.totalDeposited) },
                  { label: t("table.estimatedGain"), value: rupees(result.totalInterest) },
                ]
              : null
          }
          parts={
            result
              ? [
                  { label: t("table.invested"), value: result.totalDeposited },
                  { label: t("table.estimatedGain"), value: result.totalInterest },
                ]
              : undefined
          }
          problem={t("sip.problem")}
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
              <strong className="font-bold">{t("sip.important")}</strong>
              {t("phrases.notes.sipWarning")}
            </span>
          </p>
        </ResultSummary>
      }
    >
      {result ? (
        <>
          <FormulaPanel formula={result.formula} symbols={result.symbols} notes={result.notePhrases} />
          <YearTable
            caption={t("table.yearByYearEstimated")}
            columns={savingsColumns({
              deposited: t("table.invested"),
              interest: t("table.estimatedGain"),
              balance: t("table.estimatedValue"),
            })}
            rows={result.yearByYear}
          />
        </>
      ) : null}
    </CalculatorPage>
  );
}
