/** Rupees and paise for the calculators: exact rounding and the en-IN ₹ format of their English texts. */

import { indianNumber, withRupeeSign } from "../indian-number.js";

// toPrecision(15) first, so 1.005 × 100 = 100.49999999999999 still rounds up to 101 paise.
export function toPaise(rupees: number): number {
  return Math.round(Number((rupees * 100).toPrecision(15)));
}

export function roundToPaisa(rupees: number): number {
  return toPaise(rupees) / 100;
}

/**
 * Indian grouping with ₹; paise only when there are any: ₹1,23,456.50, ₹40,68,209. Written by hand
 * (../indian-number): an Intl.NumberFormat made as this module loads was the first one of the page,
 * paying for ICU's number data inside the landing page's takeover.
 */
export function formatRupees(amount: number): string {
  // + 0 turns -0 (a tiny negative rounded away) into 0, so it never prints as "-₹0".
  const paise = toPaise(amount) + 0;
  const digits = paise % 100 === 0 ? 0 : 2;
  const rupees = paise / 100;
  const written = indianNumber(rupees, digits, digits);
  if (written !== null) return withRupeeSign(written);
  return new Intl.NumberFormat("en-IN", {
    style: "currency",
    currency: "INR",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(rupees);
}
