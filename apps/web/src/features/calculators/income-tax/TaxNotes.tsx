import {
  INCOME_TAX_SOURCE_LINKS,
  type IncomeTaxSource,
  type TaxYearRules,
} from "@arthshala/contracts/income-tax";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** Every source one year's rules cite, once each, in the order the page uses them. */
export function sourcesOf(year: TaxYearRules): IncomeTaxSource[] {
  const cited: IncomeTaxSource[] = [
    year.newRegime.slabs.source,
    year.oldRegime.slabs.source,
    year.newRegime.standardDeduction.source,
    year.newRegime.rebate.source,
    year.newRegime.surcharge.source,
    year.cessBp.source,
    year.deductionLimits.source,
    year.act === 1961 ? "budgetSpeech2025" : "budget2026",
  ];
  return [...new Set(cited)];
}

/** What the estimate includes and leaves out, then the law behind this year's numbers. */
export function TaxNotes({ year }: { year: TaxYearRules }) {
  const { t } = useTranslation("incomeTax");
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section
        aria-labelledby="income-tax-notes"
        className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
      >
        <h2 id="income-tax-notes" className="text-base font-bold text-slate-900">
          {t("notes.heading")}
        </h2>
        <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm leading-relaxed text-slate-700">
          <li>{t("notes.who")}</li>
          <li>{t("notes.rebate")}</li>
          <li>{t("notes.oldRegime")}</li>
          <li>{t("notes.rounding")}</li>
          <li>{t("notes.choose")}</li>
        </ul>
        <Link
          to="/articles/tax-basics-for-your-first-job"
          className="mt-3 inline-block text-sm font-semibold text-brand-800 hover:underline"
        >
          {t("readMore")}
        </Link>
      </section>
      <section
        aria-labelledby="income-tax-sources"
        className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
      >
        <h2 id="income-tax-sources" className="text-base font-bold text-slate-900">
          {t("sourcesHeading")}
        </h2>
        <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm leading-relaxed break-words text-slate-700">
          {sourcesOf(year).map((source) => (
            <li key={source}>{t(`sources.${source}`)}</li>
          ))}
        </ul>
        <ul className="mt-3 space-y-1 text-sm">
          {INCOME_TAX_SOURCE_LINKS.map((link) => (
            <li key={link.name}>
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold break-words text-brand-800 hover:underline"
              >
                {t(`links.${link.name}`)}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
