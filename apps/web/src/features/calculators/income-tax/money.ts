import { formatNumber, formatRupees } from "../../../lib/format";

/** A result's paise as whole rupees in the interface's locale (₹1,24,800); half a rupee rounds up. */
export function paiseInRupees(paise: number): string {
  return formatRupees(Math.round(paise / 100) + 0, false);
}

/** Basis points as a percentage (1500 → 15%, 81 → 0.81%). */
export function percentOf(basisPoints: number): string {
  return formatNumber(basisPoints / 10_000, { style: "percent", maximumFractionDigits: 2 });
}
