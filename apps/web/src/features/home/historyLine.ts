import type { FinScoreLogEntry } from "@arthshala/contracts/home";
import type { TFunction } from "i18next";
import { formatDate } from "../../lib/format";

/** A calendar day or month read as UTC, so no device time zone moves it. */
const utc = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);

/**
 * A FinScore history line in the interface's language. The server stores English words; when it
 * also says what happened (kind, params) the line is worded here, with days and months in the
 * interface's locale. Titles stay as they were when earned.
 */
export function historyLine(t: TFunction<"home">, entry: FinScoreLogEntry): string {
  if (!entry.kind) return entry.description;
  const p = entry.params ?? {};
  return t(`history.lines.${entry.kind}`, {
    title: p.title,
    days: p.days,
    day: p.day ? formatDate(utc(p.day), { day: "numeric", month: "short", timeZone: "UTC" }) : "",
    month: p.month
      ? formatDate(utc(`${p.month}-01`), { month: "long", year: "numeric", timeZone: "UTC" })
      : "",
    defaultValue: entry.description,
  });
}
