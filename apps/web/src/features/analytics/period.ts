/**
 * The period and the course being read, as the page's address holds them (?days=7, ?from=…&to=…,
 * &course=12), so a view is a link, the server draws it, and Back works. What the address says wrongly is
 * left out (the default period), never sent on.
 */
import { ANALYTICS_MAX_DAYS, isAnalyticsDay } from "@arthshala/contracts/analytics-rules";

/** What the page asks the server for: a number of days ending today, two days, or nothing (30 days). */
export type PeriodAsk = { days: number } | { from: string; to: string } | Record<string, never>;

export function periodFromSearch(search: URLSearchParams): PeriodAsk {
  const from = search.get("from") ?? "";
  const to = search.get("to") ?? "";
  if (isAnalyticsDay(from) && isAnalyticsDay(to)) return { from, to };
  const days = Number(search.get("days"));
  if (Number.isInteger(days) && days >= 1 && days <= ANALYTICS_MAX_DAYS) return { days };
  return {};
}

export function periodSearch(period: PeriodAsk): URLSearchParams {
  if ("days" in period) return new URLSearchParams({ days: String(period.days) });
  if ("from" in period) return new URLSearchParams({ from: period.from, to: period.to });
  return new URLSearchParams();
}

/** The course id in the address, or null. */
export function courseFromSearch(search: URLSearchParams): number | null {
  const raw = search.get("course") ?? "";
  return /^[1-9][0-9]{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

/** "?days=7&course=12": the address of a view. */
export function viewSearch(period: PeriodAsk, courseId: number | null): string {
  const search = periodSearch(period);
  if (courseId !== null) search.set("course", String(courseId));
  const text = search.toString();
  return text ? `?${text}` : "";
}
