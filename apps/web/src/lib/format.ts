const dateTimeFormat = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

/** A timestamp as people in India read it, in India time whatever the device's zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}

const longDay = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "UTC" });

/** A calendar day (YYYY-MM-DD) the long Indian way, "1 January 2026"; read as UTC so no zone shifts it. */
export function formatLongDate(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : longDay.format(date);
}
