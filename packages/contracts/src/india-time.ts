/** Days and months are counted in India time (DESIGN.md section 4), whatever the server's zone. */
export const INDIA_TIME_ZONE = "Asia/Kolkata";

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: INDIA_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The India calendar day of an instant as YYYY-MM-DD. */
export function indiaDay(at: Date = new Date()): string {
  return dayFormat.format(at);
}
