/**
 * Intl formatters made once per (locale, options) and reused. Creating one costs 0.05–0.4 ms (a
 * DateTimeFormat the most), so a list that formats a date per row must not create one per call;
 * formatting with a kept one costs about a microsecond. The page's very first Intl.NumberFormat also
 * loads ICU's number data (20–60 ms in Chromium, once per page), which no cache avoids.
 *
 * The options are part of the key as JSON, so callers pass plain literal options (no functions); the
 * set of keys is the set of formats the code writes, which keeps the caches small.
 * Read through indian-number.ts (numberFormat) and india-time.ts (dateTimeFormat).
 */

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** A kept Intl.NumberFormat for this locale and these options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A kept Intl.DateTimeFormat for this locale and these options (give a timeZone: see india-time.ts). */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}
