import { useState } from "react";
import { useSearchParams } from "react-router";
import { currentMonth, type MonthRef, parseMonthParam } from "../months";

/**
 * The tracker's one month (issue 28): in the address (?month=2026-11), so a reload or a shared link
 * opens the same month; without it, this India month. Every panel follows it.
 */
export function usePageMonth(): { today: MonthRef; selected: MonthRef } {
  const [params] = useSearchParams();
  // The India month when the page opened (a page left open past midnight keeps its month).
  const [today] = useState(currentMonth);
  return { today, selected: parseMonthParam(params.get("month"), today) };
}
