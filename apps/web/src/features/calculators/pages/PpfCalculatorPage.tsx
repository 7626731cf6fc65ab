import { calculatePpf, formatRupees, type PpfField } from "@arthshala/contracts/calculators";
import { schemeListByRoute } from "@arthshala/contracts/schemes-catalog";
import { useState } from "react";
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
import { useCalculatorInputs } from "../useCalculatorInputs";

const ppfList = schemeListByRoute("ppf")!;

/**
 * /fin-tools/ppf-calculator: a PPF account over 15 years (or extended), at the current rate from the
 * catalogue (GET /api/sbi/ppf) with its as-of date. The learner may type another rate.
 */
export function PpfCalculatorPage() {
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
      ? outcome.message
      : undefined;
  const result = outcome.ok ? outcome.result : null;
  const problem = waitingForRate
    ? ppf.isError
      ? "We couldn't load the current PPF rate. Type a rate to see the result."
      : "Loading the current PPF rate…"
    : "Fix the box marked in red to see what your account grows to.";

  return (
    <CalculatorPage
      title="PPF calculator"
      intro={
        <>
          Watch a Public Provident Fund account build up over 15 years.{" "}
          <Link to="/ppf" className="font-semibold text-brand-800 underline">
            What is PPF?
          </Link>
        </>
      }
      inputs={
        <>
          <NumberField
            label="Yearly deposit"
            prefix="₹"
            value={values.yearlyDeposit}
            onChange={set("yearlyDeposit")}
            error={errorOf("yearlyDeposit")}
            hint="₹500 to ₹1,50,000 a financial year."
          />
          <div>
            <NumberField
              label="Interest rate"
              suffix="% a year"
              value={rateText}
              onChange={(text) => {
                setRateTyped(true);
                set("ratePercent")(text);
              }}
              error={errorOf("ratePercent")}
            />
            <p className="mt-1.5 text-sm text-slate-700">
              {current ? (
                <>
                  Current rate: {current.rate} (as of{" "}
                  <time dateTime={current.as_of}>{formatLongDate(current.as_of)}</time>)
                </>
              ) : ppf.isError ? (
                "The current rate could not be loaded: type the rate you want to try."
              ) : (
                "Loading the current rate…"
              )}
            </p>
          </div>
          <NumberField
            label="Years"
            suffix="years"
            value={values.years}
            onChange={set("years")}
            error={errorOf("years")}
            hint="15, or extended in blocks of 5 years up to 50."
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
                  { label: "Interest earned (tax-free)", value: formatRupees(result.totalInterest) },
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
          problem={problem}
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
