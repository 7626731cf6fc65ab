import { REVIEW_DAILY_FINSTARS_CAP, REVIEW_FINSTARS } from "@arthshala/contracts/review-rules";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../components/ui/Button";
import { Skeleton } from "../../../components/ui/Skeleton";
import { cx } from "../../../lib/cx";
import { REVIEW_PATH, useReviewDeck } from "../api";

function ReviewIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
      className={className}
    >
      <path strokeLinecap="round" strokeLinejoin="round" d="M4 4v5h5M20 20v-5h-5" />
      <path
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M5.1 15a7.5 7.5 0 0 0 13.4 2.1M18.9 9A7.5 7.5 0 0 0 5.5 6.9"
      />
    </svg>
  );
}

/**
 * The Review tile on /home: how many missed questions are due today, with Start, or that nothing is
 * due. A failed read leaves the tile out (the rest of home stands on its own).
 */
export function ReviewTile({ className }: { className?: string }) {
  const { t } = useTranslation("review");
  const deck = useReviewDeck();
  if (deck.isPending) return <ReviewTileSkeleton className={className} />;
  if (!deck.data) return null;
  const count = deck.data.cards.length;
  const line =
    count > 0
      ? t("tile.due", { count })
      : deck.data.reviewed_today > 0
        ? t("tile.doneToday")
        : t("tile.none");
  return (
    <section
      aria-labelledby="review-tile-title"
      data-testid="review-tile"
      className={cx(
        "flex flex-wrap items-center gap-x-4 gap-y-3 rounded-2xl border p-4 shadow-sm sm:flex-nowrap sm:p-5",
        count > 0 ? "border-amber-300 bg-amber-50" : "border-slate-200 bg-white",
        className,
      )}
    >
      <span
        className={cx(
          "inline-flex size-11 shrink-0 items-center justify-center rounded-full",
          count > 0 ? "bg-amber-200 text-amber-900" : "bg-slate-100 text-slate-600",
        )}
      >
        <ReviewIcon className="size-6" />
      </span>
      <div className="min-w-0 flex-1 basis-48">
        <h2 id="review-tile-title" className="text-xs font-semibold tracking-wider text-brand-700 uppercase">
          {t("tile.title")}
        </h2>
        <p
          className={cx("mt-0.5 text-slate-900", count > 0 ? "text-lg font-bold" : "text-sm")}
          data-testid="review-tile-line"
        >
          {line}
        </p>
        {count > 0 ? (
          <p className="mt-0.5 text-sm text-slate-700">
            {t("tile.pay", { stars: REVIEW_FINSTARS, cap: REVIEW_DAILY_FINSTARS_CAP })}
          </p>
        ) : null}
      </div>
      {count > 0 ? (
        <ButtonLink to={REVIEW_PATH} className="w-full sm:w-auto">
          <span aria-hidden="true">{t("tile.start")}</span>
          <span className="sr-only">{t("tile.startLabel")}</span>
        </ButtonLink>
      ) : null}
    </section>
  );
}

export function ReviewTileSkeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cx("flex items-center gap-4 rounded-2xl border border-slate-200 p-4 sm:p-5", className)}
    >
      <Skeleton className="size-11 shrink-0 rounded-full" />
      <div className="flex-1 space-y-2">
        <Skeleton className="h-3 w-20" />
        <Skeleton className="h-5 w-3/4" />
      </div>
    </div>
  );
}
