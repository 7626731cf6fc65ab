const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/** An article's date as people in India read it, in India time: "12 Jun 2026". */
export function formatArticleDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dateFormat.format(date);
}

/** "4.5 · 12 ratings", "5.0 · 1 rating", or "No ratings yet". */
export function ratingSummary(average: number, count: number): string {
  if (count <= 0) return "No ratings yet";
  return `${average.toFixed(1)} · ${count} ${count === 1 ? "rating" : "ratings"}`;
}
