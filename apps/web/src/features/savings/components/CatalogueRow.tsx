import type { CatalogueEntry } from "@arthshala/contracts/scheme-catalogue";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BankBadge } from "../../../components/schemes/BankBadge";
import { cx } from "../../../lib/cx";
import { FreshnessNote } from "./FreshnessNote";
import { lockInText, minimumText, rateText } from "./facts";

interface CatalogueRowProps {
  entry: CatalogueEntry;
  chosen: boolean;
  /** No more room in the comparison: unchosen rows cannot be ticked. */
  full: boolean;
  onToggle: (id: number) => void;
}

const fact = "min-w-0";
const label = "text-xs font-semibold tracking-wide text-slate-600 uppercase";

/** One product of the catalogue: its facts, a link to its page, and its Compare box. */
export function CatalogueRow({ entry, chosen, full, onToggle }: CatalogueRowProps) {
  const { t } = useTranslation("savings");
  const id = useId();
  return (
    <article
      aria-labelledby={`${id}-name`}
      className={cx(
        "rounded-2xl border bg-white p-4 shadow-sm transition-colors sm:p-5",
        chosen ? "border-brand-500 ring-1 ring-brand-500" : "border-slate-200",
      )}
    >
      <div className="flex items-start gap-3">
        <BankBadge bankKey={entry.provider_key} bankName="" size={40} className="hidden sm:block" />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold text-brand-800">{t(`types.${entry.type}`)}</p>
          <h2 id={`${id}-name`} className="mt-0.5 text-lg leading-snug font-bold text-slate-900">
            <Link to={`/${entry.route}`} className="hover:text-brand-800 hover:underline">
              {entry.product_name}
            </Link>
          </h2>
          <p className="text-sm text-slate-600">{entry.provider_name}</p>
        </div>
        <label className="flex shrink-0 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-2.5 py-1.5 text-sm font-semibold text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60">
          <input
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={chosen}
            disabled={full && !chosen}
            onChange={() => onToggle(entry.id)}
            aria-label={t("compare.toggleName", { name: entry.product_name })}
          />
          <span aria-hidden="true">{t("compare.toggle")}</span>
        </label>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 border-t border-slate-100 pt-3 md:grid-cols-[minmax(0,1.2fr)_minmax(0,0.8fr)_minmax(0,0.8fr)_minmax(0,2fr)]">
        <div className={cx(fact, "col-span-2 md:col-span-1")}>
          <dt className={label}>{t("facts.rate")}</dt>
          <dd className="mt-0.5">
            <span className="block font-bold text-slate-900">{rateText(t, entry.rate_bps)}</span>
            {entry.rate_note ? <span className="block text-sm text-slate-700">{entry.rate_note}</span> : null}
            <FreshnessNote entry={entry} className="block" />
          </dd>
        </div>
        <div className={fact}>
          <dt className={label}>{t("facts.lockIn")}</dt>
          <dd className="mt-0.5 font-semibold text-slate-900">{lockInText(t, entry.lock_in_months)}</dd>
        </div>
        <div className={fact}>
          <dt className={label}>{t("facts.minimum")}</dt>
          <dd className="mt-0.5 font-semibold text-slate-900">{minimumText(t, entry.min_amount_paise)}</dd>
        </div>
        <div className={cx(fact, "col-span-2 md:col-span-1")}>
          <dt className={label}>{t("facts.tax")}</dt>
          <dd className="mt-0.5 text-sm leading-relaxed text-slate-800">{t(`taxWords.${entry.tax}`)}</dd>
        </div>
      </dl>
    </article>
  );
}
