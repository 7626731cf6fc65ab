import { formatDate } from "../../lib/format";

/** "14 Nov" from "2026-11-14", in the interface's locale (a calendar day: read as UTC so no zone moves it). */
export const shortDay = (day: string) =>
  formatDate(new Date(`${day}T00:00:00Z`), { day: "numeric", month: "short", timeZone: "UTC" });
