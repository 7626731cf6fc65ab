import type { IncomeTaxResult, RegimeTax, SlabTax } from "@arthshala/contracts/income-tax";
import { useTranslation } from "react-i18next";
import { formatRupees } from "../../../lib/format";
import { paiseInRupees, percentOf } from "./money";

/** How each regime gets from salary to tax: deductions, tax slab by slab, rebate, surcharge, cess. */
export function TaxBreakdown({ result }: { result: IncomeTaxResult }) {
  const { t } = useTranslation("incomeTax");
  return (
    <section aria-labelledby="income-tax-breakdown">
      <h2 id="income-tax-breakdown" className="mb-4 text-lg font-bold text-slate-900">
        {t("breakdown.heading")}
      </h2>
      <div className="grid gap-6 lg:grid-cols-2">
        <RegimeBreakdown tax={result.newRegime} result={result} />
        <RegimeBreakdown tax={result.oldRegime} result={result} />
      </div>
    </section>
  );
}

const row = "flex items-baseline justify-between gap-3 py-1.5";

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={row}>
      <dt className={strong ? "font-semibold text-slate-900" : "text-slate-700"}>{label}</dt>
      <dd className={strong ? "font-bold text-slate-900 tabular-nums" : "text-slate-900 tabular-nums"}>
        {value}
      </dd>
    </div>
  );
}

/** A deduction shown as taken away: −₹75,000. */
const minus = (paise: number) => `− ${paiseInRupees(paise)}`;

function RegimeBreakdown({ tax, result }: { tax: RegimeTax; result: IncomeTaxResult }) {
  const { t } = useTranslation("incomeTax");
  const sections = result.year.sections;
  const regime = t(`regimes.${tax.regime}`);
  return (
    <div className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h3 className="text-base font-bold text-slate-900">{regime}</h3>
      <dl className="mt-2 divide-y divide-slate-100 text-sm">
        <Line label={t("breakdown.salary")} value={paiseInRupees(tax.gross)} />
        <Line label={t("breakdown.standardDeduction")} value={minus(tax.standardDeduction)} />
        {tax.regime === "old" ? (
          <>
            <Line
              label={t("breakdown.savings", { section: sections.savings })}
              value={minus(tax.savingsDeduction)}
            />
            <Line
              label={t("breakdown.healthInsurance", { section: sections.healthInsurance })}
              value={minus(tax.healthInsuranceDeduction)}
            />
            <Line label={t("breakdown.other")} value={minus(tax.otherDeduction)} />
          </>
        ) : null}
        <Line label={t("breakdown.taxable")} value={paiseInRupees(tax.taxableIncome)} strong />
      </dl>
      <SlabTable slabs={tax.slabs} caption={t("breakdown.slabsCaption", { regime })} />
      <dl className="mt-3 divide-y divide-slate-100 text-sm">
        <Line label={t("breakdown.taxOnSlabs")} value={paiseInRupees(tax.taxOnSlabs)} />
        <Line label={t("breakdown.rebate", { section: sections.rebate })} value={minus(tax.rebate)} />
        {tax.rebateMarginalRelief > 0 ? (
          <Line label={t("breakdown.marginalRelief")} value={paiseInRupees(tax.rebateMarginalRelief)} />
        ) : null}
        {tax.surchargeRateBp > 0 ? (
          <Line
            label={
              tax.surchargeMarginalRelief > 0
                ? `${t("breakdown.surcharge", { rate: percentOf(tax.surchargeRateBp) })}, ${t("breakdown.surchargeRelief", { amount: paiseInRupees(tax.surchargeMarginalRelief) })}`
                : t("breakdown.surcharge", { rate: percentOf(tax.surchargeRateBp) })
            }
            value={paiseInRupees(tax.surcharge)}
          />
        ) : null}
        <Line label={t("breakdown.cess")} value={paiseInRupees(tax.cess)} />
        <Line label={t("breakdown.total")} value={paiseInRupees(tax.totalTax)} strong />
      </dl>
    </div>
  );
}

/** The slabs with the learner's income in each; slabs the income does not reach are shown muted. */
function SlabTable({ slabs, caption }: { slabs: SlabTax[]; caption: string }) {
  const { t } = useTranslation("incomeTax");
  const range = (s: SlabTax) => {
    const from = formatRupees(s.from, false);
    if (s.upTo === null) return t("breakdown.slabTop", { from });
    const to = formatRupees(s.upTo, false);
    return s.from === 0 ? t("breakdown.slabFirst", { to }) : t("breakdown.slabRange", { from, to });
  };
  return (
    <table className="mt-3 w-full table-fixed text-sm">
      <caption className="mb-1 text-left font-semibold text-slate-800">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-left text-xs text-slate-600">
          <th scope="col" className="w-[38%] py-1.5 pr-2 font-semibold">
            {t("breakdown.slab")}
          </th>
          <th scope="col" className="w-[14%] py-1.5 pr-2 text-right font-semibold">
            {t("breakdown.rate")}
          </th>
          <th scope="col" className="py-1.5 pr-2 text-right font-semibold">
            {t("breakdown.inSlab")}
          </th>
          <th scope="col" className="py-1.5 text-right font-semibold">
            {t("breakdown.tax")}
          </th>
        </tr>
      </thead>
      <tbody>
        {slabs.map((s) => (
          <tr
            key={s.from}
            className={
              s.income > 0
                ? "border-b border-slate-100 text-slate-900"
                : "border-b border-slate-100 text-slate-500"
            }
          >
            <th scope="row" className="py-1.5 pr-2 text-left font-normal">
              {range(s)}
            </th>
            <td className="py-1.5 pr-2 text-right tabular-nums">{percentOf(s.rateBp)}</td>
            <td className="py-1.5 pr-2 text-right tabular-nums">{paiseInRupees(s.income)}</td>
            <td className="py-1.5 text-right tabular-nums">{paiseInRupees(s.tax)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
