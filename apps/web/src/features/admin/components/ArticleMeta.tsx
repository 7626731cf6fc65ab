/** Small pieces the admin article list and modal share: rating, Draft badge, date, share icon. */
import type { Article } from "@arthshala/contracts/articles";
import type { SVGProps } from "react";
import { cx } from "../../../lib/cx";
import { formatDateTime, formatNumber } from "../../../lib/format";

const oneDecimal = (n: number) => formatNumber(n, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "★ 4.5 (12)" or "No ratings yet"; screen readers hear it in words. */
export function ratingText(rating: number, count: number): string {
  return count > 0 ? `★ ${oneDecimal(rating)} (${formatNumber(count)})` : "No ratings yet";
}

export function RatingBadge({ article, className }: { article: Article; className?: string }) {
  const rated = article.rating_count > 0;
  return (
    <span
      className={cx(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-medium ring-1",
        rated ? "bg-yellow-50 text-yellow-900 ring-yellow-200" : "bg-slate-50 text-slate-700 ring-slate-200",
        className,
      )}
    >
      <span aria-hidden={rated ? true : undefined}>{ratingText(article.rating, article.rating_count)}</span>
      {rated ? (
        <span className="sr-only">
          Rated {oneDecimal(article.rating)} out of 5 by {formatNumber(article.rating_count)}{" "}
          {article.rating_count === 1 ? "reader" : "readers"}
        </span>
      ) : null}
    </span>
  );
}

export function DraftBadge({ className }: { className?: string }) {
  return (
    <span
      className={cx(
        "inline-flex items-center rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold text-amber-900 ring-1 ring-amber-300",
        className,
      )}
    >
      Draft
    </span>
  );
}

export function ArticleDate({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} className={cx("text-sm text-slate-600", className)}>
      {formatDateTime(iso)}
    </time>
  );
}

export const ShareIcon = ({ className = "size-5", ...props }: SVGProps<SVGSVGElement>) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    className={className}
    {...props}
  >
    <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1" />
    <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1" />
  </svg>
);
