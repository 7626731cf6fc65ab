import { formatCompactRupees } from "../../../../lib/format";

/**
 * Short rupee amounts for chart axes in the interface's language (₹950, ₹12K, ₹1.25L; ₹12 हज़ार, ₹1.25 लाख),
 * with the tracker's own minus sign. Two decimals, so a tick of ₹1,25,000 reads ₹1.25L, not ₹1.3L.
 */
export function compactRupees(value: number): string {
  return `${value < 0 ? "−" : ""}${formatCompactRupees(Math.abs(value), 2)}`;
}

/** The four series of the Working Capital chart, in the colours of the summary's bars (named by tracker:types). */
export const SERIES = [
  { key: "income", colour: "#157f6f" },
  { key: "expense", colour: "#e11d48" },
  { key: "investment", colour: "#0284c7" },
  { key: "saving", colour: "#d97706" },
] as const;
