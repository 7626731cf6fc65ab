/**
 * Short rupee amounts for chart axes: ₹950, ₹12k, ₹1.5L, ₹2Cr (Indian units). Two decimals, so a tick
 * of ₹1,25,000 (5 steps of ₹25k) reads ₹1.25L, not ₹1.3L.
 */
export function compactRupees(value: number): string {
  const sign = value < 0 ? "−" : "";
  const v = Math.abs(value);
  const short = (n: number) => String(Math.round(n * 100) / 100);
  if (v >= 1_00_00_000) return `${sign}₹${short(v / 1_00_00_000)}Cr`;
  if (v >= 1_00_000) return `${sign}₹${short(v / 1_00_000)}L`;
  if (v >= 1_000) return `${sign}₹${short(v / 1_000)}k`;
  return `${sign}₹${short(v)}`;
}

/** The four series of the Working Capital chart, in the colours of the summary's bars (named by tracker:types). */
export const SERIES = [
  { key: "income", colour: "#157f6f" },
  { key: "expense", colour: "#e11d48" },
  { key: "investment", colour: "#0284c7" },
  { key: "saving", colour: "#d97706" },
] as const;
