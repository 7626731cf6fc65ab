/**
 * Numbers and ₹ amounts grouped the Indian way (12,34,567.50), through Intl's en-IN with cached
 * formatters (./intl-cache). hi-IN writes the same digits and groups (Latin digits); the web app picks
 * the interface's locale through numberFormat itself (apps/web/src/lib/format.ts).
 */
import { numberFormat } from "./intl-cache.js";

export { numberFormat };

/** The locale of the texts written in English (messages, calculators' phrases, tracker amounts). */
export const INDIAN_LOCALE = "en-IN";

/**
 * `value` with between `minFraction` and `maxFraction` decimals (rounded half away from zero, as written
 * in decimal: 4.55 → 4.6), its digits in Indian groups unless `grouping` is false: 12,34,567.5.
 * Throws RangeError for fraction digits Intl refuses (max < min, more than 100).
 */
export function indianNumber(
  value: number,
  minFraction: number,
  maxFraction: number = minFraction,
  grouping = true,
): string {
  return numberFormat(INDIAN_LOCALE, {
    minimumFractionDigits: minFraction,
    maximumFractionDigits: maxFraction,
    useGrouping: grouping,
  }).format(value);
}

/** ₹ with exactly `fractionDigits` decimals, after the sign: ₹12,34,567, -₹1,840.50 (Intl's hyphen-minus). */
export function indianRupees(value: number, fractionDigits: number): string {
  return numberFormat(INDIAN_LOCALE, {
    style: "currency",
    currency: "INR",
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}
