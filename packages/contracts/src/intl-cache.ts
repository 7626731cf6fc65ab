/**
 * Intl formatters made once per (locale, options) and reused. Creating one costs 0.05–0.4 ms (a
 * DateTimeFormat the most), so a list that formats a date per row must not create one per call;
 * formatting with a kept one costs about a microsecond.
 *
 * A page's very first Intl.DateTimeFormat or Intl.NumberFormat also loads ICU's locale data: 15–65 ms in
 * Chromium on a 2-core machine, once per page, in one piece the browser cannot split (issue 26's
 * measurements). A page the server drew would pay it while React hydrates, only to write the texts the
 * server already wrote. So the server's render records what it formatted (setFormatRecorder), the page carries
 * those texts with its other rendered state, and the browser's formatters answer from them
 * (keepDrawnFormats) without creating an Intl object, until the first navigation (forgetDrawnFormats).
 * Hydration then also gets the server's exact text where the server's ICU and the browser's differ.
 *
 * The options are part of the key as JSON, so callers pass plain literal options (no functions); the
 * set of keys is the set of formats the code writes, which keeps the caches small.
 * Read through indian-number.ts (numberFormat) and india-time.ts (dateTimeFormat).
 */

/** What the code asks of a formatter: only `format` (kept formatters answer it from the drawn texts). */
export interface KeptFormat<Value> {
  format(value: Value): string;
}

/** Formatted texts by formatter ("number|en-IN|{…}") and by value (a number, or a date's epoch ms). */
export type FormattedTexts = Record<string, Record<string, string>>;

let drawn: FormattedTexts | null = null;
let recorder: () => FormattedTexts | undefined = () => undefined;

/**
 * Server: where the texts formatted right now are noted, asked at each format: the record of the render
 * under way (entry-server.tsx keeps one per render, so renders at the same time keep their own).
 */
export function setFormatRecorder(where: () => FormattedTexts | undefined): void {
  recorder = where;
}

/** Browser: the texts the server drew the page with, answered instead of formatting them again. */
export function keepDrawnFormats(texts: unknown): void {
  drawn = isFormattedTexts(texts) ? texts : null;
}

/** Browser: from now on, every text is formatted here. */
export function forgetDrawnFormats(): void {
  drawn = null;
}

function isFormattedTexts(value: unknown): value is FormattedTexts {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(
    (texts) =>
      typeof texts === "object" &&
      texts !== null &&
      Object.values(texts).every((text) => typeof text === "string"),
  );
}

function keptFormat<Value extends number | Date>(
  key: string,
  make: () => { format(value: Value): string },
): KeptFormat<Value> {
  let intl: { format(value: Value): string } | undefined;
  return {
    format(value) {
      const at = String(value instanceof Date ? value.getTime() : value);
      const text = drawn?.[key]?.[at];
      if (text !== undefined) return text;
      intl ??= make();
      const formatted = intl.format(value);
      const record = recorder();
      if (record) {
        record[key] ??= {};
        record[key][at] = formatted;
      }
      return formatted;
    },
  };
}

const numberFormats = new Map<string, KeptFormat<number>>();
const dateTimeFormats = new Map<string, KeptFormat<Date | number>>();

/** A kept Intl.NumberFormat for this locale and these options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): KeptFormat<number> {
  const key = `number|${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = keptFormat(key, () => new Intl.NumberFormat(locale, options));
    numberFormats.set(key, format);
  }
  return format;
}

/** A kept Intl.DateTimeFormat for this locale and these options (give a timeZone: see india-time.ts). */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): KeptFormat<Date | number> {
  const key = `date|${locale}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = keptFormat(key, () => new Intl.DateTimeFormat(locale, options));
    dateTimeFormats.set(key, format);
  }
  return format;
}
