import type { AgeBand } from "@arthshala/contracts/age-bands";
import type { CatalogueEntry, ProviderKey } from "@arthshala/contracts/scheme-catalogue";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { cx } from "../../../lib/cx";
import { headlineRateText } from "../../../lib/scheme-figures";
import { AgeMark } from "./AgeMark";
import { FreshnessNote } from "./FreshnessNote";
import { lockInText, minimumText } from "./facts";

interface CatalogueRowProps {
  entry: CatalogueEntry;
  chosen: boolean;
  /** No more room in the comparison: unchosen rows cannot be ticked. */
  full: boolean;
  onToggle: (id: number) => void;
  /** The learner's age band, when given: a scheme they can't open is marked. */
  band: AgeBand | null;
}

/**
 * One product of the catalogue, compact (issue 39): its name (a link to its page), provider and type,
 * the rate with its date, then lock-in and minimum on one line, and its age rule if any. Tax and the
 * rest are on its page and in the comparison.
 */
export function CatalogueRow({ entry, chosen, full, onToggle, band }: CatalogueRowProps) {
  const { t } = useTranslation("savings");
  const id = useId();
  const follows = entry.rate_bps === null && entry.rate_follows;
  return (
    <article
      aria-labelledby={`${id}-name`}
      className={cx(
        "rounded-xl border bg-white px-3 py-2 transition-colors sm:px-4 sm:py-2.5",
        chosen ? "border-brand-500 ring-1 ring-brand-500" : "border-slate-200",
      )}
    >
      <div className="flex items-start gap-2">
        <h2
          id={`${id}-name`}
          className="min-w-0 flex-1 text-[0.9375rem] leading-snug font-bold text-slate-900 sm:text-base"
        >
          <Link to={`/${entry.route}`} className="hover:text-brand-800 hover:underline">
            {entry.product_name}
          </Link>
        </h2>
        <label className="-mr-1 flex shrink-0 cursor-pointer items-center gap-1 rounded-lg border border-slate-300 px-1.5 py-1 text-xs font-semibold text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60">
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
      {/* The provider's short name: the type says "small savings" already. */}
      <p className="text-xs text-slate-600">
        {t(`providers.${entry.provider_key as ProviderKey}`)} · {t(`types.${entry.type}`)}
      </p>
      <p className="mt-1 text-sm leading-snug">
        <span className="font-bold text-slate-900">{headlineRateText(t, entry)}</span>
        {follows ? null : (
          <>
            {" · "}
            <FreshnessNote entry={entry} small />
          </>
        )}
      </p>
      <p className="mt-1 flex flex-wrap items-center gap-x-1.5 gap-y-1 text-xs text-slate-700 sm:text-sm">
        <span>{t("row.lockIn", { value: lockInText(t, entry.lock_in_months) })}</span>
        <span aria-hidden="true">·</span>
        <span>{t("row.minimum", { value: minimumText(t, entry.min_amount_paise) })}</span>
        <AgeMark entry={entry} band={band} />
      </p>
    </article>
  );
}
