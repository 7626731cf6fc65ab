/**
 * Numbers, dates and ₹ amounts in the interface's locale: en-IN, or hi-IN when the interface is in
 * Hindi (both group digits the Indian way, 12,34,567, with Latin digits), through Intl formatters kept
 * per (locale, options) in @arthshala/contracts (intl-cache.ts; the API's texts use the same ones).
 *
 * Dates are written in India time (DESIGN.md section 4) unless the options name a zone: a calendar day
 * ("2026-11-14") is read as UTC midnight and written with timeZone "UTC", so no zone moves it. The
 * server's render (Node, full ICU) and the browser then write the same text, which hydration needs.
 */
import { dateTimeFormat, INDIA_TIME_ZONE } from "@arthshala/contracts/india-time";
import { numberFormat } from "@arthshala/contracts/indian-number";
import { formatLocale, getLanguage } from "./i18n/current";

/** A date in the interface's locale with the given options, in India time unless they name a zone. */
export function formatDate(date: Date, options: Intl.DateTimeFormatOptions): string {
  if (Number.isNaN(date.getTime())) return "";
  return dateTimeFormat(formatLocale(), { timeZone: INDIA_TIME_ZONE, ...options }).format(date);
}

/**
 * Hindi's time of day in words, "29 नव॰ 2026, रात 10:05": hi-IN's short time style writes "10:05 pm"
 * (CLDR's Latin am/pm), which no Hindi reader says; a day period (सुबह, दोपहर, शाम, रात) is what they do.
 */
const HINDI_DATE_TIME: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  dayPeriod: "short",
};

/**
 * A timestamp as people in India read it, "5 Sept 2026, 3:30 pm" (in Hindi "5 सित॰ 2026, दोपहर 3:30"),
 * in India time whatever the device's zone.
 */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatDate(
    date,
    getLanguage() === "hi" ? HINDI_DATE_TIME : { dateStyle: "medium", timeStyle: "short" },
  );
}

/** A calendar day (YYYY-MM-DD) the long Indian way, "1 January 2026"; read as UTC so no zone shifts it. */
export function formatLongDate(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : formatDate(date, { dateStyle: "long", timeZone: "UTC" });
}

/** A number with Indian digit grouping: 12,34,567 (options as Intl.NumberFormat takes them). */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(formatLocale(), options).format(value);
}

/**
 * A rupee amount: ₹12,34,567.50 (paise shown only when there are any, unless `paise` says), -₹250 when
 * negative (Intl's hyphen-minus; the tracker writes −₹250 itself, see features/fin-tools/format.ts).
 */
export function formatRupees(value: number, paise?: boolean): string {
  const digits = paise === undefined ? (Number.isInteger(value) ? 0 : 2) : paise ? 2 : 0;
  return formatNumber(value, {
    style: "currency",
    currency: "INR",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/**
 * A short rupee amount for a chart's gridlines, Indian units from Intl's compact notation: ₹12K, ₹1.25L,
 * ₹2Cr in English; ₹12 हज़ार, ₹1.25 लाख in Hindi.
 */
export function formatCompactRupees(value: number, maximumFractionDigits = 1): string {
  return formatNumber(value, {
    notation: "compact",
    style: "currency",
    currency: "INR",
    minimumFractionDigits: 0,
    maximumFractionDigits,
  });
}
