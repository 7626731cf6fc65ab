/** A product's figures in the interface's words and locale (₹, dates and numbers through lib/format). */
import { bpsToPercent, type CatalogueEntry } from "@arthshala/contracts/scheme-catalogue";
import type { TFunction } from "i18next";
import { formatLongDate, formatNumber, formatRupees } from "../../../lib/format";

type T = TFunction<"savings">;

/** "7.1% a year", or "No fixed rate" (cards, NPS, insurance). */
export const rateText = (t: T, bps: number | null): string =>
  bps === null
    ? t("rate.none")
    : t("rate.percent", { rate: formatNumber(bpsToPercent(bps), { maximumFractionDigits: 2 }) });

/** "as of 1 October 2026", or for figures past their time "last notified on 1 July 2026". */
export const freshnessText = (t: T, entry: Pick<CatalogueEntry, "as_of" | "freshness">): string =>
  entry.freshness.state === "current"
    ? t("freshness.current", { date: formatLongDate(entry.as_of) })
    : t("freshness.stale", { date: formatLongDate(entry.freshness.last_notified_on) });

/** "15 years", "30 months", "None" (withdraw any time) or "Doesn't apply". */
export function lockInText(t: T, months: number | null): string {
  if (months === null) return t("lockIn.notApplicable");
  if (months === 0) return t("lockIn.none");
  return months % 12 === 0
    ? t("lockIn.years", { count: months / 12 })
    : t("lockIn.months", { count: months });
}

/** "₹500", "₹1,000" or "Not listed". */
export const minimumText = (t: T, paise: number | null): string =>
  paise === null ? t("minimum.notListed") : formatRupees(paise / 100);
