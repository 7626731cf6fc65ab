/**
 * The largest amount an import accepts: ₹100 crore. No one's personal transaction is bigger, so a larger
 * number is a misread (an account or reference number), and the cap keeps paise well inside a safe integer.
 */
export const MAX_IMPORT_PAISE = 100_00_00_000_00;

/**
 * Rupees written with Indian ("1,00,000.50") or Western ("100,000.50") grouping to integer paise, or null.
 * Works on the digits as text, never through a float, so "0.29" is 29 paise exactly; a third decimal
 * (spreadsheets sometimes write "936.300") rounds half up to the nearest paisa.
 */
export function rupeesToPaise(text: string): number | null {
  const m = /^(\d{1,3}(?:,\d{2,3})+|\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return null;
  const rupees = m[1]!.replaceAll(",", "");
  const fraction = (m[2] ?? "").padEnd(3, "0");
  if (rupees.length > 13) return null;
  const roundUp = Number(fraction[2]) >= 5 ? 1 : 0;
  const paise = Number(rupees) * 100 + Number(fraction.slice(0, 2)) + roundUp;
  return paise <= MAX_IMPORT_PAISE ? paise : null;
}
