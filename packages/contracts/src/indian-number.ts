/**
 * Numbers grouped the Indian way (12,34,567.50), written by hand: a browser's first Intl.NumberFormat
 * loads ICU's number data, measured at 20–60 ms here (four times that on Lighthouse's phone), inside
 * whichever render formats a number first. en-IN and hi-IN both write this form (Latin digits), and
 * apps/web/src/lib/format.test.ts compares it with Intl's.
 */

/**
 * Rounds as ICU does: the number's shortest decimal form ("4.55", not the double's 4.5499…), half away from
 * zero. Returns the whole and fraction digits, or null for exponent forms (left to Intl).
 */
function roundHalfExpand(abs: number, places: number): [string, string] | null {
  const text = String(abs);
  if (text.includes("e")) return null;
  const [whole = "0", fraction = ""] = text.split(".");
  if (fraction.length <= places) return [whole, fraction.padEnd(places, "0")];
  let kept = BigInt(whole + fraction.slice(0, places));
  if (fraction.charCodeAt(places) >= 53) kept += 1n; // the next digit is 5 or more
  const digits = kept.toString().padStart(places + 1, "0");
  return [digits.slice(0, digits.length - places), digits.slice(digits.length - places)];
}

/**
 * `value` with between `minFraction` and `maxFraction` decimals, its digits in Indian groups (unless
 * `grouping` is false) and a "-" when negative, as Intl's en-IN writes it; null when Intl should
 * decide (not finite, 10^15 or more, an exponent form, or fraction digits Intl would refuse).
 */
export function indianNumber(
  value: number,
  minFraction: number,
  maxFraction: number,
  grouping = true,
): string | null {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e15) return null;
  if (minFraction > maxFraction || maxFraction > 20 || minFraction < 0) return null; // Intl's own RangeError
  const rounded = roundHalfExpand(Math.abs(value), maxFraction);
  if (!rounded) return null;
  const [whole, fraction] = rounded;
  let digits = fraction;
  while (digits.length > minFraction && digits.endsWith("0")) digits = digits.slice(0, -1);
  let grouped = whole;
  if (grouping && whole.length > 3) {
    // The last three digits, then pairs (12,34,567).
    const head = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
    grouped = `${head},${whole.slice(-3)}`;
  }
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return `${sign}${grouped}${digits ? `.${digits}` : ""}`;
}

/** ₹ in front of a number indianNumber wrote, after its sign: -1,840.50 → -₹1,840.50. */
export const withRupeeSign = (written: string): string => written.replace(/^(-?)/, "$1₹");
