import { indiaDay } from "@arthshala/contracts/india-time";
import { addMonths, MONTH_NAMES, type MonthName } from "@arthshala/contracts/tracker-rules";
import { formatDate } from "../../lib/format";
import { uiLanguage } from "../../lib/i18n";

export interface MonthRef {
  month: MonthName;
  year: number;
}

/** The India month now (DESIGN.md: days and months are India time, whatever the device's zone). */
export function currentMonth(now: Date = new Date()): MonthRef {
  const day = indiaDay(now);
  return { month: MONTH_NAMES[Number(day.slice(5, 7)) - 1] as MonthName, year: Number(day.slice(0, 4)) };
}

/** The month before, across a new year. */
export function previousMonth({ month, year }: MonthRef): MonthRef {
  const prev = addMonths(year, MONTH_NAMES.indexOf(month) + 1, -1);
  return { month: MONTH_NAMES[prev.month - 1] as MonthName, year: prev.year };
}

/** "5 Nov 2026" for a "YYYY-MM-DD" day (a calendar day: read and written as UTC, so no time zone shifts it). */
export function formatDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  if (!y || !m || !d) return day;
  return formatDate(new Date(Date.UTC(y, m - 1, d)), {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}

const monthStart = (month: MonthName, year: number) =>
  new Date(Date.UTC(year, MONTH_NAMES.indexOf(month), 1));

/** "November 2026" in English, "नवंबर 2026" in Hindi. */
export function monthLabel(month: MonthName, year: number): string {
  return formatDate(monthStart(month, year), {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** "November" in English, "नवंबर" in Hindi. */
export function monthNameLabel(month: MonthName): string {
  return formatDate(monthStart(month, 2000), { month: "long", timeZone: "UTC" });
}

/**
 * A chart point's month: the spec's "Nov 2026" (the aggregate's short English name) in English, the
 * locale's short month in Hindi ("नव॰ 2026").
 */
export function shortMonthLabel(point: { month: string; monthIndex: number; year: number }): string {
  if (uiLanguage() === "en") return `${point.month} ${point.year}`;
  return formatDate(new Date(Date.UTC(point.year, point.monthIndex - 1, 1)), {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** "2026-11": the page's month in its address (?month=), as people write a month. */
export function monthParam({ month, year }: MonthRef): string {
  return `${year}-${String(MONTH_NAMES.indexOf(month) + 1).padStart(2, "0")}`;
}

/** The month after, across a new year. */
export function nextMonth({ month, year }: MonthRef): MonthRef {
  const next = addMonths(year, MONTH_NAMES.indexOf(month) + 1, 1);
  return { month: MONTH_NAMES[next.month - 1] as MonthName, year: next.year };
}

/** How far the switcher goes: from January 2000 (the oldest date a transaction may have) to a year ahead. */
export const FIRST_MONTH: MonthRef = { month: "January", year: 2000 };
const MONTHS_AHEAD = 12;

const order = ({ month, year }: MonthRef) => year * 12 + MONTH_NAMES.indexOf(month);

/** Whether the switcher may go to this month from today's (a transaction may be dated up to a year ahead). */
export function monthInRange(at: MonthRef, today: MonthRef): boolean {
  return order(at) >= order(FIRST_MONTH) && order(at) <= order(today) + MONTHS_AHEAD;
}

export const sameMonth = (a: MonthRef, b: MonthRef) => a.month === b.month && a.year === b.year;

/**
 * The page's month from its address: "?month=2026-11"; anything else (missing, "2026-13", "nov",
 * out of range) is this India month, so an old or mistyped link still opens the tracker.
 */
export function parseMonthParam(value: string | null, today: MonthRef): MonthRef {
  const match = /^(\d{4})-(\d{2})$/.exec(value ?? "");
  if (!match) return today;
  const monthNumber = Number(match[2]);
  if (monthNumber < 1 || monthNumber > 12) return today;
  const at = { month: MONTH_NAMES[monthNumber - 1] as MonthName, year: Number(match[1]) };
  return monthInRange(at, today) ? at : today;
}
