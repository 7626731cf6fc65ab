/** The period an analytics call asks about, as India days and as the instants that bound them. */
import {
  analyticsMessages,
  type Period,
  periodDays,
  resolvePeriod,
} from "@arthshala/contracts/analytics-rules";
import { indiaDay } from "@arthshala/contracts/india-time";
import { addDays, indiaDayStart } from "@arthshala/contracts/review-rules";
import { badRequest } from "../../platform/http/errors.js";

export interface Window extends Period {
  /** 00:00 India time on `from`, as ISO text (a query parameter cast to timestamptz). */
  start: string;
  /** 00:00 India time on the day after `to`: the window ends before it. */
  end: string;
  days: number;
}

/** The India days `from`..`to` as a window of instants: a completion at 23:59 IST on `to` is inside. */
export function windowOf(period: Period): Window {
  return {
    ...period,
    start: indiaDayStart(period.from).toISOString(),
    end: indiaDayStart(addDays(period.to, 1)).toISOString(),
    days: periodDays(period),
  };
}

/** The window a request names (missing ends filled from today in India); a clear 400 when it is wrong. */
export function windowFor(query: { from?: string; to?: string; days?: number }, now: Date): Window {
  const period = resolvePeriod(query, indiaDay(now));
  if ("problem" in period) throw badRequest(analyticsMessages[period.problem]);
  return windowOf(period);
}
