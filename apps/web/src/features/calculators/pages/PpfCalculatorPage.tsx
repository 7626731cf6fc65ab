import {
  calculatePpf,
  PPF_MAX_DEPOSIT,
  PPF_MIN_DEPOSIT,
  type PpfField,
} from "@arthshala/contracts/calculators";
import { schemeListByRoute } from "@arthshala/contracts/schemes-catalog";
import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatLongDate } from "../../../lib/format";
import { useSchemeList } from "../../schemes/api";
import { CalculatorPage } from "../components/CalculatorPage";
import { FormulaPanel } from "../components/FormulaPanel";
import { NumberField } from "../components/NumberField";
import { ResultSummary } from "../components/ResultSummary";
import { savingsColumns } from "../components/savingsColumns";
import { YearTable } from "../components/YearTable";
import { firstPercent, parseAmount } from "../parse";
import { rupees, useSay } from "../say";
import { useCalculatorInputs } from "../useCalculatorInputs";

const ppfList = schemeListByRoute("ppf")!;

/**
 * /fin-tools/ppf-calculator: a PPF account over 15 years (or extended), at the current rate from the
 * catalogue (GET /api/sbi/ppf) with its as-of date. The learner may type another rate.
 */
export function PpfCalculatorPage() {
  const { t } = useTranslation("calculators");
  const { say } = useSay();
  const { values, set } = useCalculatorInputs({ yearlyDeposit: "1,50,000", ratePercent: "", years: "15" });
  // Until the learner types a rate, the box follows the catalogue's current one.
  const [rateTyped, setRateTyped] = useState(false);
  const ppf = useSchemeList(ppfList);
  const current = ppf.data?.[0];
  const currentRate = current ? firstPercent(current.rate) : null;
  const rateText = rateTyped || currentRate === null ? values.ratePercent : String(currentRate);
  const waitingForRate = !rateTyped && currentRate === null;

  const outcome = calculatePpf({
    yearlyDeposit: parseAmount(values.yearlyDeposit),
    ratePercent: parseAmount(rateText),
    years: parseAmount(values.years),
  });
  const errorOf = (field: PpfField) =>
    !outcome.ok && outcome.field === field && !(field === "ratePercent" && waitingForRate)
      ? say(outcome.phrase)
      : undefined;
  const result = outcome.ok ? outcome.result : null;
  const problem = waitingForRate
    ? ppf.isError
      ? t("ppf.couldNotLoad")
      : t("ppf.loadingPpfRate")
    : t("ppf.problem");

  return (
    <CalculatorPage
      title={t("names.ppf")}
      intro={
        <>
          {t("ppf.intro")}{" "}
          <Link to="/ppf" className="font-semibold text-brand-800 underline">
            {t("ppf.whatIsPpf")}
          </Link>
        </>
      }
      inputs={
        <>
          <NumberField
            label={t("ppf.yearlyDeposit")}
            prefix="₹"
            value={values.yearlyDeposit}
            onChange={set("yearlyDeposit")}
            error={errorOf("yearlyDeposit")}
            hint={t("ppf.depositHint", { min: rupees(PPF_MIN_DEPOSIT), max: rupees(PPF_MAX_DEPOSIT) })}
          />
          <div>
            <NumberField
              label={t("fields.interestRate")}
              suffix={t("units.perYear")}
              value={rateText}
              onChange={(text) => {
                setRateTyped(true);
                set("ratePercent")(text);
              }}
              error={errorOf("ratePercent")}
            />
            <p className="mt-1.5 text-sm text-slate-700">
              {current ? (
                <Trans
                  t={t}
                  i18nKey="ppf.currentRate"
                  values={{ rate: current.rate, date: formatLongDate(current.as_of) }}
                  components={{ date: <time dateTime={current.as_of} /> }}
                />
              ) : ppf.isError ? (
                t("ppf.rateLoadFailed")
              ) : (
                t("ppf.loadingRate")
              )}
            </p>
          </div>
          <NumberField
            label={t("fields.years")}
            suffix={t("units.years")}
            value={values.years}
            onChange={set("years")}
            error={errorOf("years")}
            hint={t("ppf.yearsHint")}
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
                  { label: t("ppf.interestTaxFree"), value: rupees(result.totalInterest) },
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
          problem={problem}
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
