/**
 * When a dated fact in content goes stale (issue 42), pure and zod-free. Days are India days (YYYY-MM-DD,
 * india-time.ts indiaDay), never instants:
 * - a tax rule ("financial_year") holds for the financial year it was checked in (1 April to 31 March);
 * - a small-savings scheme rate holds for the government's notification quarter it was read in (the
 *   Ministry of Finance notifies rates per quarter: Apr–Jun, Jul–Sep, Oct–Dec, Jan–Mar);
 * - anything else ("year") for a year from the day it was checked.
 */

export const CONTENT_FRESHNESS = ["financial_year", "year"] as const;
export type ContentFreshness = (typeof CONTENT_FRESHNESS)[number];

/** What the freshness queue can hold. */
export const REVIEW_KINDS = ["card", "article", "scheme"] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

/** Why an item is stale: the rule that ran out and the period it belongs to. */
export type StaleReason =
  /** A tax rule from FY `fy` (its first calendar year: 2025 = FY 2025-26). */
  | { kind: "financial_year"; fy: number }
  /** A scheme rate of the quarter starting `quarter` (YYYY-MM-01). */
  | { kind: "quarter"; quarter: string }
  /** Checked more than a year ago. */
  | { kind: "year"; checked: string }
  /** A bank's rate read more than scheme-catalogue's STALE_AFTER_DAYS ago (banks change rates any day). */
  | { kind: "bank_rate"; checked: string };

const month = (day: string) => Number(day.slice(5, 7));
const year = (day: string) => Number(day.slice(0, 4));

/** The financial year holding `day`, by its first calendar year: 2026-03-31 → 2025, 2026-04-01 → 2026. */
export const financialYearOf = (day: string): number => (month(day) >= 4 ? year(day) : year(day) - 1);

/** "FY 2025-26" */
export const financialYearLabel = (fy: number): string =>
  `FY ${fy}-${String((fy + 1) % 100).padStart(2, "0")}`;

/** The first day of the notification quarter holding `day`: 2026-08-14 → 2026-07-01. */
export function notificationQuarter(day: string): string {
  const first = Math.floor((month(day) - 1) / 3) * 3 + 1;
  return `${day.slice(0, 4)}-${String(first).padStart(2, "0")}-01`;
}

/** The same calendar day a year later; 29 February → 1 March. */
export function aYearAfter(day: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCFullYear(at.getUTCFullYear() + 1);
  return at.toISOString().slice(0, 10);
}

/**
 * Why a fact checked on `asOf` is stale on India day `today`, or null while it is current. A tax rule
 * checked in FY 2025-26 is stale from 1 April 2026; a scheme rate read in Jul–Sep from 1 October; anything
 * else once a full year has passed (checked 2025-11-29: current on 2026-11-28, stale on 2026-11-29).
 */
export function staleReason(
  item: { as_of: string; rule: ContentFreshness | "quarter" },
  today: string,
): StaleReason | null {
  switch (item.rule) {
    case "financial_year": {
      const fy = financialYearOf(item.as_of);
      return fy < financialYearOf(today) ? { kind: "financial_year", fy } : null;
    }
    case "quarter": {
      const quarter = notificationQuarter(item.as_of);
      return quarter < notificationQuarter(today) ? { kind: "quarter", quarter } : null;
    }
    case "year":
      return aYearAfter(item.as_of) <= today ? { kind: "year", checked: item.as_of } : null;
  }
}

const QUARTER_NAMES = ["Jan–Mar", "Apr–Jun", "Jul–Sep", "Oct–Dec"] as const;

/** "Jul–Sep 2026" for the quarter starting 2026-07-01. */
export const quarterLabel = (quarter: string): string =>
  `${QUARTER_NAMES[Math.floor((month(quarter) - 1) / 3)]} ${year(quarter)}`;

/** The reason in words for the (English-only) admin queue. */
export function staleReasonText(reason: StaleReason): string {
  switch (reason.kind) {
    case "financial_year":
      return `tax rule from ${financialYearLabel(reason.fy)}`;
    case "quarter":
      return `scheme rate of ${quarterLabel(reason.quarter)} quarter`;
    case "year":
      return "checked over a year ago";
    case "bank_rate":
      return "bank rate read over 90 days ago";
  }
}
