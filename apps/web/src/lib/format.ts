/**
 * Numbers, dates and ₹ amounts in the interface's locale: en-IN, or hi-IN when the interface is in
 * Hindi (both group digits the Indian way: 12,34,567).
 */
import { indianNumber, withRupeeSign } from "@arthshala/contracts/indian-number";
import { MONTH_NAMES } from "./calendarNames";
import { formatLocale } from "./i18n/current";

/*
 * Why the common formats are written by hand: a browser's first Intl.NumberFormat or DateTimeFormat loads
 * ICU's locale data, measured at 35–80 ms on a fast machine (four times that on Lighthouse's phone), all
 * of it inside the first render. Day-month-year dates and Indian-grouped numbers and rupees are simple
 * and fixed, so they are built by hand (numbers in @arthshala/contracts/indian-number, shared with the
 * tracker's rules); anything else still goes to Intl. format.test.ts compares both.
 */

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function dateFormat(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = formatLocale();
  const id = `d|${locale}|${key}`;
  let format = cache.get(id) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    cache.set(id, format);
  }
  return format;
}

function numberFormat(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = formatLocale();
  const id = `n|${locale}|${key}`;
  let format = cache.get(id) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(id, format);
  }
  return format;
}

const INDIA_OFFSET_MS = 330 * 60 * 1000; // UTC+05:30 all year (no daylight saving since 1945)
const SIMPLE_DATE_KEYS = new Set(["day", "month", "year", "timeZone", "dateStyle"]);

/** "5 Sept 2026", "September 2026", "5 सितंबर 2026"... without Intl, or null for any other format. */
function simpleDate(date: Date, options: Intl.DateTimeFormatOptions): string | null {
  const names = MONTH_NAMES[formatLocale()];
  if (!names || Object.keys(options).some((k) => !SIMPLE_DATE_KEYS.has(k))) return null;
  let { day, month, year } = options;
  if (options.dateStyle !== undefined) {
    if (options.dateStyle !== "long" || day || month || year) return null;
    [day, month, year] = ["numeric", "long", "numeric"];
  }
  if ((day && day !== "numeric") || (year && year !== "numeric")) return null;
  if (month !== "short" && month !== "long") return null;
  const zone = options.timeZone;
  let parts: [number, number, number];
  if (zone === undefined) parts = [date.getFullYear(), date.getMonth(), date.getDate()];
  else if (zone === "UTC" || zone === "Asia/Kolkata") {
    const at = new Date(date.getTime() + (zone === "UTC" ? 0 : INDIA_OFFSET_MS));
    parts = [at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()];
  } else return null;
  const [y, m, d] = parts;
  if (y < 1000 || y > 9999) return null;
  return [day ? String(d) : "", names[month][m], year ? String(y) : ""].filter(Boolean).join(" ");
}

/** A date in the interface's locale with the given options, cached per locale and key. */
export function formatDate(date: Date, key: string, options: Intl.DateTimeFormatOptions): string {
  if (Number.isNaN(date.getTime())) return "";
  return simpleDate(date, options) ?? dateFormat(key, options).format(date);
}

/** A timestamp as people in India read it, in India time whatever the device's zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : dateFormat("dateTime", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" }).format(
        date,
      );
}

/** A calendar day (YYYY-MM-DD) the long Indian way, "1 January 2026"; read as UTC so no zone shifts it. */
export function formatLongDate(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? day
    : formatDate(date, "longDay", { dateStyle: "long", timeZone: "UTC" });
}

const SIMPLE_NUMBER_KEYS = new Set([
  "style",
  "currency",
  "minimumFractionDigits",
  "maximumFractionDigits",
  "useGrouping",
]);

/** 12,34,567.5 or ₹12,34,567.50 as en-IN and hi-IN write them (Latin digits), or null for anything else. */
function simpleNumber(value: number, options: Intl.NumberFormatOptions): string | null {
  if (!(formatLocale() in MONTH_NAMES) || !Number.isFinite(value) || Math.abs(value) >= 1e15) return null;
  if (Object.keys(options).some((k) => !SIMPLE_NUMBER_KEYS.has(k))) return null;
  const currency = options.style === "currency";
  if (currency ? options.currency !== "INR" : options.style !== undefined && options.style !== "decimal")
    return null;
  if (options.useGrouping !== undefined && typeof options.useGrouping !== "boolean") return null;
  const [defaultMin, defaultMax] = currency ? [2, 2] : [0, 3];
  const { minimumFractionDigits: minGiven, maximumFractionDigits: maxGiven } = options;
  const min = minGiven ?? Math.min(defaultMin, maxGiven ?? defaultMin);
  const max = maxGiven ?? Math.max(defaultMax, min);
  if (min > max || max > 20) return null; // Intl's own RangeError
  const written = indianNumber(value, min, max, options.useGrouping !== false);
  if (written === null) return null;
  return currency ? withRupeeSign(written) : written;
}

/** A number with Indian digit grouping: 12,34,567. */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return simpleNumber(value, options) ?? numberFormat(JSON.stringify(options), options).format(value);
}

/** A rupee amount: ₹12,34,567.50 (paise shown only when there are any, unless `paise` is given). */
export function formatRupees(value: number, paise?: boolean): string {
  const digits = paise === undefined ? (Number.isInteger(value) ? 0 : 2) : paise ? 2 : 0;
  return formatNumber(value, {
    style: "currency",
    currency: "INR",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}
