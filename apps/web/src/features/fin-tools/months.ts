import { indiaDay } from "@arthshala/contracts/india-time";
import { addMonths, MONTH_NAMES, type MonthName } from "@arthshala/contracts/tracker-rules";
import { formatDate } from "../../lib/format";

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

const dayFormat = {
  format: (date: Date) => formatDate(date, "trackerDay", { day: "numeric", month: "short", year: "numeric" }),
};

/** "5 Nov 2026" for a "YYYY-MM-DD" day (a calendar day: no time zone shifts it). */
export function formatDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  if (!y || !m || !d) return day;
  return dayFormat.format(new Date(y, m - 1, d));
}
