import { formatDate, formatNumber } from "../../lib/format";
import { translate } from "../../lib/i18n";

/** An article's date as people in India read it, in India time: "12 Jun 2026" (or "12 जून 2026"). */
export function formatArticleDate(iso: string): string {
  return formatDate(new Date(iso), {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  });
}

/** "4 min read" (or "4 मिनट में पढ़ें"), the number in the interface's locale; "" when not known. */
export function readingTime(minutes: number | undefined): string {
  // A copy saved on the device before the server sent reading times has none.
  if (typeof minutes !== "number" || !(minutes > 0)) return "";
  return translate("articles:readingTime", { minutes: formatNumber(minutes) });
}

/** "4.5 · 12 ratings", "5.0 · 1 rating", or "No ratings yet" (in the interface's language; call at render). */
export function ratingSummary(average: number, count: number): string {
  if (count <= 0) return translate("articles:rating.none");
  const one = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
  return translate("articles:rating.summary", { average: formatNumber(average, one), count });
}
