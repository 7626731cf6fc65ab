import { dateTimeFormat } from "./intl-cache.js";

/** Cached Intl.DateTimeFormats (./intl-cache): give them timeZone INDIA_TIME_ZONE, or "UTC" for a calendar day. */
export { dateTimeFormat };

/** Days and months are counted in India time (DESIGN.md section 4), whatever the server's zone. */
export const INDIA_TIME_ZONE = "Asia/Kolkata";

/**
 * India has kept UTC+05:30 all year since 1945 (no daylight saving), so the India day is plain arithmetic.
 * That avoids Intl here: a browser's first Intl.DateTimeFormat loads the ICU data, 50–80 ms on a fast
 * machine and several times that on a cheap phone, and this module is read on first paint.
 */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The India calendar day of an instant as YYYY-MM-DD (throws RangeError on an invalid date). */
export function indiaDay(at: Date = new Date()): string {
  return new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * A calendar day "YYYY-MM-DD" as its day and short month, "14 Nov" (en-IN; "14 नव॰" in hi-IN). It is
 * read as UTC midnight and written in UTC, so no zone moves it; a string that is not a day comes back as is.
 */
export function dayMonthLabel(day: string, locale = "en-IN"): string {
  const at = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return day;
  return dateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" }).format(at);
}
