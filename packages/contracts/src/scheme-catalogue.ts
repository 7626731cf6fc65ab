/**
 * The comparable facts of every scheme product (issue 28): its type, headline rate in basis points and
 * the day it was read, lock-in, minimum amount in paise and tax treatment, so a catalogue can filter,
 * sort and compare, and every page can say whether a figure is current. Zod-free; the schemas that
 * check these fields live in ./schemes.ts.
 */
import { dateTimeFormat, numberFormat } from "./intl-cache.js";

export type ProductType =
  | "savings_account"
  | "fixed_deposit"
  | "recurring_deposit"
  | "small_savings"
  | "pension"
  | "credit_card"
  | "insurance";

export const PRODUCT_TYPES = [
  "savings_account",
  "fixed_deposit",
  "recurring_deposit",
  "small_savings",
  "pension",
  "credit_card",
  "insurance",
] as const satisfies readonly ProductType[];

/** How a product is taxed, in plain words on the page (en/hi labels live in the web locales). */
export type TaxTreatment =
  | "eee" /* deduction on deposit, tax-free interest and maturity (PPF, SSY) */
  | "deduction_taxable_interest" /* old-regime deduction, interest taxed (tax-saver FD, NSC, SCSS) */
  | "taxable_interest" /* interest taxed at your slab (FD, RD, savings, KVP, MIS, TD) */
  | "market_linked_partly_exempt" /* NPS */
  | "not_applicable" /* cards */
  | "insurance";

export const TAX_TREATMENTS = [
  "eee",
  "deduction_taxable_interest",
  "taxable_interest",
  "market_linked_partly_exempt",
  "not_applicable",
  "insurance",
] as const satisfies readonly TaxTreatment[];

/** Who offers a product: one of the four banks, or the Government's small-savings schemes. */
export type ProviderKey = "sbi" | "hdfc" | "icici" | "kotak" | "govt";
export const PROVIDER_KEYS = [
  "sbi",
  "hdfc",
  "icici",
  "kotak",
  "govt",
] as const satisfies readonly ProviderKey[];

export interface CatalogueEntry {
  id: number;
  list: string;
  /** page path without leading slash, e.g. "ppf" */
  route: string;
  product_name: string;
  provider_name: string;
  /** "sbi"|"hdfc"|"icici"|"kotak"|"govt" */
  provider_key: string;
  type: ProductType;
  /** Headline yearly interest rate in basis points (710 = 7.1%); null where none applies (cards, NPS). */
  rate_bps: number | null;
  /** Where the headline needs words (e.g. "for 1 to 2 years", "senior citizens +0.5%"); English. */
  rate_note: string | null;
  as_of: string; // YYYY-MM-DD the figures were read from the source
  /** Computed for the request's India day, never stored: see freshnessOf(). */
  freshness: Freshness;
  /** Lock-in in months; 0 = none (withdraw any time); null = not applicable. */
  lock_in_months: number | null;
  /** Smallest amount to open or deposit, integer paise; null = none. */
  min_amount_paise: number | null;
  tax: TaxTreatment;
  /**
   * The product whose rate this one takes (a tax-saving FD or an RD at the bank's FD rates): its headline
   * rate and the date it was read, so the row says "6.45% a year (as HDFC Bank Fixed Deposit, …)" instead
   * of "No fixed rate". Null when the product has its own rate or follows none.
   */
  rate_follows: FollowedRate | null;
  /** Youngest and oldest age that may hold it in their own name, in whole years; null: no limit. */
  min_age: number | null;
  max_age: number | null;
}

export interface FollowedRate {
  product_name: string;
  rate_bps: number;
  as_of: string;
  freshness: Freshness;
}

/** The rate a product is sorted and shown by: its own, else the rate of the product it follows. */
export const effectiveRateBps = (p: {
  rate_bps: number | null;
  rate_follows?: FollowedRate | null;
}): number | null => p.rate_bps ?? p.rate_follows?.rate_bps ?? null;

export type Freshness = { state: "current" } | { state: "stale"; last_notified_on: string };

/** Bank figures (and cards, NPS, insurance) older than this many days are no longer called current. */
export const STALE_AFTER_DAYS = 90;

/** The first day of the calendar quarter holding `day` (YYYY-MM-DD): 2026-11-27 → 2026-10-01. */
export function quarterStart(day: string): string {
  const month = Number(day.slice(5, 7));
  const first = Math.floor((month - 1) / 3) * 3 + 1;
  return `${day.slice(0, 4)}-${String(first).padStart(2, "0")}-01`;
}

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

/**
 * Small-savings rates are notified per quarter: stale once as_of falls before the present India quarter's
 * first day. Everything else: stale when older than STALE_AFTER_DAYS (90). `today` is the India day
 * (india-time.ts indiaDay), so 31 December 23:59 IST is still the old quarter.
 */
export function freshnessOf(p: { type: ProductType; as_of: string }, today: string): Freshness {
  const stale =
    p.type === "small_savings"
      ? p.as_of < quarterStart(today)
      : daysBetween(p.as_of, today) > STALE_AFTER_DAYS;
  return stale ? { state: "stale", last_notified_on: p.as_of } : { state: "current" };
}

/** A rate in basis points as a percentage number: 710 → 7.1 (format it with indian-number helpers). */
export const bpsToPercent = (bps: number): number => bps / 100;

/** A rate in basis points as a percent with up to two decimals: 710 → "7.1", 645 → "6.45" (Indian digits). */
export function ratePercentText(bps: number, locale = "en-IN"): string {
  return numberFormat(locale, { maximumFractionDigits: 2 }).format(bpsToPercent(bps));
}

/** A calendar day as learners read it: "1 October 2026" (the day itself, not moved by any zone). */
export function longDayText(day: string, locale = "en-IN"): string {
  const at = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return day;
  return dateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    at,
  );
}

/**
 * The rate line in English, for pages the server writes (the web app words it through i18next):
 * "7.1% a year · as of 1 October 2026", or "… · last notified on 1 January 2026" once not current.
 * Without a headline rate, the product's own rate words stand in for the figure.
 */
export function rateLineEnglish(p: {
  rate: string;
  rate_bps: number | null;
  rate_note: string | null;
  as_of: string;
  freshness: Freshness;
}): string {
  const figure =
    p.rate_bps === null
      ? p.rate
      : `${ratePercentText(p.rate_bps)}% a year${p.rate_note ? ` ${p.rate_note}` : ""}`;
  const when =
    p.freshness.state === "current"
      ? `as of ${longDayText(p.as_of)}`
      : `last notified on ${longDayText(p.freshness.last_notified_on)}`;
  return `${figure} · ${when}`;
}
