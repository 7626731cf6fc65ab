/** The date layouts a statement column can be read as; the mapping screen offers exactly these. */
export const DATE_FORMATS = [
  "DD/MM/YYYY",
  "DD-MM-YYYY",
  "DD/MM/YY",
  "DD-MM-YY",
  "YYYY-MM-DD",
  "DD MMM YYYY",
  "DD-MMM-YYYY",
  "DD-MMM-YY",
  "MM/DD/YYYY",
] as const;

export type DateFormat = (typeof DATE_FORMATS)[number];

const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  feb: 2,
  february: 2,
  mar: 3,
  march: 3,
  apr: 4,
  april: 4,
  may: 5,
  jun: 6,
  june: 6,
  jul: 7,
  july: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
};

/** 1–12 for an English month name or its short form ("Nov", "SEPT", "november"), else null. */
export function monthNumber(name: string): number | null {
  return MONTHS[name.toLowerCase()] ?? null;
}

/** "YYYY-MM-DD" for a real calendar day (no 31 February), else null. */
export function isoDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || year < 1900 || year > 2199) return null;
  if (!Number.isInteger(month) || month < 1 || month > 12) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (!Number.isInteger(day) || day < 1 || day > daysInMonth) return null;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** True for a well-formed, real "YYYY-MM-DD" day. */
export function isIsoDay(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m !== null && isoDate(Number(m[1]), Number(m[2]), Number(m[3])) === value;
}

/**
 * A two-digit year in the century that puts it nearest `referenceYear` without running more than a
 * year ahead of it: with 2026 as reference, "26" is 2026, "27" is 2027 and "99" is 1999.
 */
export function expandTwoDigitYear(yy: number, referenceYear: number): number {
  const year = Math.floor(referenceYear / 100) * 100 + yy;
  return year > referenceYear + 1 ? year - 100 : year;
}

const D = "(\\d{1,2})";
const MON = "([A-Za-z]{3,9})";
// Excel often writes a midnight time after the date ("01/04/2026 00:00:00"): it carries nothing.
const TIME = "(?:[ T]+\\d{1,2}:\\d{2}(?::\\d{2})?(?:\\s*[AaPp][Mm])?)?";

type Parts = (m: RegExpExecArray) => [year: string, month: string, day: string];

const LAYOUTS: Record<DateFormat, { re: RegExp; parts: Parts }> = {
  "DD/MM/YYYY": { re: new RegExp(`^${D}/${D}/(\\d{4})${TIME}$`), parts: (m) => [m[3]!, m[2]!, m[1]!] },
  "DD-MM-YYYY": { re: new RegExp(`^${D}-${D}-(\\d{4})${TIME}$`), parts: (m) => [m[3]!, m[2]!, m[1]!] },
  "DD/MM/YY": { re: new RegExp(`^${D}/${D}/(\\d{2})${TIME}$`), parts: (m) => [m[3]!, m[2]!, m[1]!] },
  "DD-MM-YY": { re: new RegExp(`^${D}-${D}-(\\d{2})${TIME}$`), parts: (m) => [m[3]!, m[2]!, m[1]!] },
  "YYYY-MM-DD": { re: new RegExp(`^(\\d{4})-${D}-${D}${TIME}$`), parts: (m) => [m[1]!, m[2]!, m[3]!] },
  "DD MMM YYYY": {
    re: new RegExp(`^${D}\\s+${MON}\\s+(\\d{4})${TIME}$`),
    parts: (m) => [m[3]!, m[2]!, m[1]!],
  },
  "DD-MMM-YYYY": { re: new RegExp(`^${D}-${MON}-(\\d{4})${TIME}$`), parts: (m) => [m[3]!, m[2]!, m[1]!] },
  "DD-MMM-YY": { re: new RegExp(`^${D}-${MON}-(\\d{2})${TIME}$`), parts: (m) => [m[3]!, m[2]!, m[1]!] },
  "MM/DD/YYYY": { re: new RegExp(`^${D}/${D}/(\\d{4})${TIME}$`), parts: (m) => [m[3]!, m[1]!, m[2]!] },
};

// Statements hold past transactions, so a two-digit year is read against the year 2000 + 50:
// "26" is 2026. Nothing in a bank export someone still has is from the 1950s.
const STATEMENT_REFERENCE_YEAR = 2050;

/** Reads one statement date cell strictly as `format`; "YYYY-MM-DD", or null when it is not one. */
export function parseDateAs(raw: string, format: DateFormat): string | null {
  const layout = LAYOUTS[format];
  const m = layout.re.exec(raw.trim());
  if (!m) return null;
  const [y, mo, d] = layout.parts(m);
  const month = /^\d+$/.test(mo) ? Number(mo) : monthNumber(mo);
  if (month === null) return null;
  const year = y.length === 2 ? expandTwoDigitYear(Number(y), STATEMENT_REFERENCE_YEAR - 1) : Number(y);
  return isoDate(year, month, Number(d));
}
