/**
 * A scheme's figures in the interface's words and locale (texts in the "savings" namespace; ₹, dates
 * and numbers through lib/format). Shared by the catalogue, the scheme pages, recommendations and the
 * calculators, so a rate reads the same everywhere: "7.1% a year · as of 1 October 2026", or
 * "… · last notified on 1 January 2026" once past its time (contracts' freshnessOf, judged by the server).
 */
import { bpsToPercent, type CatalogueEntry, type FollowedRate } from "@arthshala/contracts/scheme-catalogue";
import type { TFunction } from "i18next";
import { formatLongDate, formatNumber, formatRupees } from "./format";

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

/** The day a freshness text names (for <time dateTime>). */
export const freshnessDay = (entry: Pick<CatalogueEntry, "as_of" | "freshness">): string =>
  entry.freshness.state === "stale" ? entry.freshness.last_notified_on : entry.as_of;

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

/**
 * A rate that is another product's by term (an RD at the bank's FD rates), so at most that product's
 * headline, with that product's date: "Up to 6.45% a year (as HDFC Bank Fixed Deposit, 17 December 2025)".
 */
export const followedRateText = (t: T, f: FollowedRate): string =>
  t("rate.follows", {
    rate: rateText(t, f.rate_bps),
    name: f.product_name,
    date: formatLongDate(f.freshness.state === "stale" ? f.freshness.last_notified_on : f.as_of),
  });

/** A row's headline: its own rate, the rate it follows, or "No fixed rate". */
export const headlineRateText = (
  t: T,
  p: { rate_bps: number | null; rate_follows?: FollowedRate | null },
): string =>
  p.rate_bps === null && p.rate_follows ? followedRateText(t, p.rate_follows) : rateText(t, p.rate_bps);

/** What a rate line needs: the headline in basis points, its note, or the product's own rate words. */
export interface RateFacts {
  rate: string;
  rate_bps: number | null;
  rate_note: string | null;
  as_of: string;
  freshness: CatalogueEntry["freshness"];
  rate_follows?: FollowedRate | null;
}

/**
 * The figure half of a rate line: "7.1% a year for 5 years", the rate it follows with that product's
 * date, or the product's rate words without either.
 */
export const rateFigureText = (t: T, p: RateFacts): string =>
  p.rate_bps === null
    ? p.rate_follows
      ? followedRateText(t, p.rate_follows)
      : p.rate
    : `${rateText(t, p.rate_bps)}${p.rate_note ? ` ${p.rate_note}` : ""}`;

/** The whole line as one string (for titles and plain text): "7.1% a year · as of 1 October 2026". */
export const rateLineText = (t: T, p: RateFacts): string =>
  `${rateFigureText(t, p)} · ${freshnessText(t, p)}`;
