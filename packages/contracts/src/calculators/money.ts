/** Rupees and paise for the calculators: exact rounding and the en-IN ₹ format of their English texts. */

import { indianRupees } from "../indian-number.js";

// toPrecision(15) first, so 1.005 × 100 = 100.49999999999999 still rounds up to 101 paise.
export function toPaise(rupees: number): number {
  return Math.round(Number((rupees * 100).toPrecision(15)));
}

export function roundToPaisa(rupees: number): number {
  return toPaise(rupees) / 100;
}

/** Indian grouping with ₹ (Intl's en-IN); paise only when there are any: ₹1,23,456.50, ₹40,68,209. */
export function formatRupees(amount: number): string {
  // + 0 turns -0 (a tiny negative rounded away) into 0, so it never prints as "-₹0".
  const paise = toPaise(amount) + 0;
  return indianRupees(paise / 100, paise % 100 === 0 ? 0 : 2);
}
