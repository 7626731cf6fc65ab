/**
 * What a learner typed as a number: Indian digit grouping ("1,50,000"), spaces and a ₹ sign are fine;
 * an empty box is NaN (not 0), so the calculator says the field needs a number.
 */
export function parseAmount(text: string): number {
  const cleaned = text.replace(/[,\s₹]/g, "");
  return cleaned === "" ? Number.NaN : Number(cleaned);
}

/** The first "7.1%" in a rate's text, as 7.1; null when it names no percentage. */
export function firstPercent(rate: string): number | null {
  const match = rate.match(/(\d+(?:\.\d+)?)\s*%/);
  return match ? Number(match[1]) : null;
}
