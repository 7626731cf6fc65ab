import type { IncomeTaxResult, RegimeTax } from "@arthshala/contracts/income-tax";
import { useTranslation } from "react-i18next";
import { cx } from "../../../lib/cx";
import { paiseInRupees, percentOf } from "./money";

/**
 * Both regimes side by side (stacked on a phone), the lower one marked, and one sentence saying by how
 * much. Announced politely, so a screen-reader user hears the new figures after typing.
 */
export function RegimeCards({ result, waiting }: { result: IncomeTaxResult | null; waiting?: string }) {
  const { t } = useTranslation("incomeTax");
  return (
    <section
      aria-labelledby="income-tax-result-heading"
      className="rounded-3xl border border-brand-200 bg-gradient-to-br from-brand-50 to-white p-4 shadow-sm sm:p-6 lg:sticky lg:top-4"
    >
      <h2 id="income-tax-result-heading" className="sr-only">
        {t("figures.totalTax")}
      </h2>
      <div aria-live="polite">
        {result ? (
          <>
            <div className="grid gap-3 sm:grid-cols-2">
              <RegimeCard tax={result.newRegime} lower={result.lower} />
              <RegimeCard tax={result.oldRegime} lower={result.lower} />
            </div>
            <p className="mt-4 text-base font-semibold text-slate-900">
              {result.lower === "same"
                ? t("verdict.same")
                : t(`verdict.${result.lower}`, { amount: paiseInRupees(result.difference) })}
            </p>
            <p className="mt-1 text-sm text-slate-600">{t("figures.takeHomeHint")}</p>
          </>
        ) : (
          <p className="text-slate-700">{waiting ?? t("waiting")}</p>
        )}
      </div>
    </section>
  );
}

function RegimeCard({ tax, lower }: { tax: RegimeTax; lower: IncomeTaxResult["lower"] }) {
  const { t } = useTranslation("incomeTax");
  const marked = lower === tax.regime || lower === "same";
  return (
    <article
      aria-labelledby={`regime-${tax.regime}`}
      data-lower={lower === tax.regime ? "true" : undefined}
      className={cx(
        "min-w-0 rounded-2xl border bg-white p-4",
        lower === tax.regime ? "border-emerald-500 ring-1 ring-emerald-500" : "border-slate-200",
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`regime-${tax.regime}`} className="text-base font-bold text-slate-900">
          {t(`regimes.${tax.regime}`)}
        </h3>
        {marked ? (
          <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-bold text-emerald-900">
            {lower === "same" ? t("same") : t("lower")}
          </span>
        ) : null}
      </div>
      <dl className="mt-3 space-y-3">
        <div>
          <dt className="text-sm font-medium text-slate-700">{t("figures.totalTax")}</dt>
          <dd className="mt-0.5 text-2xl font-bold tracking-tight text-brand-900">
            {paiseInRupees(tax.totalTax)}
          </dd>
          <dd className="text-sm text-slate-600">
            {`${t("figures.cessPart", { cess: paiseInRupees(tax.cess) })} · ${t("figures.effectiveRate", { rate: percentOf(tax.effectiveRateBp) })}`}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-700">{t("figures.takeHome")}</dt>
          <dd className="mt-0.5 text-xl font-semibold text-slate-900">
            {paiseInRupees(tax.takeHomeMonthly)}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-700">{t("figures.taxable")}</dt>
          <dd className="mt-0.5 font-semibold text-slate-900">{paiseInRupees(tax.taxableIncome)}</dd>
        </div>
      </dl>
    </article>
  );
}

/**
 * On a phone the cards sit below the inputs: this line keeps both totals beside the salary box while it is
 * typed in. Hidden from screen readers, which hear the cards' own live region instead.
 */
export function QuickCompare({ result }: { result: IncomeTaxResult | null }) {
  const { t } = useTranslation("incomeTax");
  if (!result) return null;
  const part = (tax: RegimeTax) => (
    <span
      className={cx("flex items-center gap-1.5", result.lower === tax.regime && "font-bold text-emerald-900")}
    >
      {`${t(`regimes.${tax.regime}`)}: ${paiseInRupees(tax.totalTax)}`}
      {result.lower === tax.regime ? (
        <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs">{t("lower")}</span>
      ) : null}
    </span>
  );
  return (
    <div
      aria-hidden="true"
      className="flex flex-wrap gap-x-4 gap-y-1 rounded-xl bg-brand-50 px-3 py-2 text-sm text-slate-800 lg:hidden"
    >
      {part(result.newRegime)}
      {part(result.oldRegime)}
    </div>
  );
}
