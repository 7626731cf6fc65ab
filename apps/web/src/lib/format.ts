/**
 * Numbers, dates and ₹ amounts in the interface's locale: en-IN, or hi-IN when the interface is in
 * Hindi (both group digits the Indian way: 12,34,567).
 */
import { formatLocale } from "./i18n/current";

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

/** A date in the interface's locale with the given options, cached per locale and key. */
export function formatDate(date: Date, key: string, options: Intl.DateTimeFormatOptions): string {
  return Number.isNaN(date.getTime()) ? "" : dateFormat(key, options).format(date);
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
    : dateFormat("longDay", { dateStyle: "long", timeZone: "UTC" }).format(date);
}

/** A number with Indian digit grouping: 12,34,567. */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(JSON.stringify(options), options).format(value);
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
