import type { Recommendation } from "@arthshala/contracts/schemes";
import { shortDescription } from "@arthshala/contracts/schemes-catalog";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BankBadge } from "../../../components/schemes/BankBadge";
import { RateLine } from "../../../components/schemes/RateLine";
import { Skeleton } from "../../../components/ui/Skeleton";
import { cx } from "../../../lib/cx";

const row =
  "group flex w-full gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-left shadow-sm transition hover:border-brand-300 hover:shadow-md sm:gap-4";

interface RecommendationItemProps {
  rec: Recommendation;
  /** The place in the ranking (on /policies); left out on the home panel. */
  rank?: number;
  /** Home's narrow panel: the rate on one line and the reason without its box. */
  compact?: boolean;
}

/**
 * One recommended scheme: bank badge, bank and scheme names, the description cut to 40 characters
 * (spec section 9), the rate with its date ("last notified on …" once past its time) and the reason. It opens the scheme's page
 * (/{short_name}); a scheme without a page says "Coming soon !" (spec section 2).
 */
export function RecommendationItem({ rec, rank, compact = false }: RecommendationItemProps) {
  const { t } = useTranslation("schemes");
  const body = compact ? (
    <>
      <BankBadge bankKey={rec.bank_key} bankName={rec.bank_name} size={32} />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="font-bold leading-snug text-slate-900 group-hover:text-brand-800">
          {rec.scheme_name}
        </span>
        <span className="text-sm text-slate-600">
          {rec.bank_name} · {shortDescription(rec.description)}
        </span>
        <span className="text-sm text-slate-800">
          <span className="font-semibold">{t("recommendation.rate")}</span>
          <RateLine facts={rec} />
        </span>
        <span className="mt-1 text-sm font-medium text-brand-800">{rec.reason}</span>
      </span>
    </>
  ) : (
    <>
      {/* On a phone the number stands above the badge, leaving the text its width. */}
      <span className="flex shrink-0 flex-col items-center gap-2 sm:flex-row sm:gap-4">
        {rank !== undefined ? (
          // The list is an <ol>: assistive technology reads the place from it.
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
          >
            {rank}
          </span>
        ) : null}
        <BankBadge bankKey={rec.bank_key} bankName={rec.bank_name} />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="text-sm font-medium text-slate-600">{rec.bank_name}</span>
        <span className="font-bold leading-snug text-slate-900 group-hover:text-brand-800">
          {rec.scheme_name}
        </span>
        <span className="text-sm text-slate-700">{shortDescription(rec.description)}</span>
        <span className="text-sm text-slate-800">
          <span className="font-semibold">{t("recommendation.rate")}</span>
          <RateLine facts={rec} />
        </span>
        <span className="mt-1 rounded-lg bg-brand-50 px-2.5 py-1.5 text-sm text-brand-900">{rec.reason}</span>
      </span>
    </>
  );
  if (rec.short_name) {
    return (
      <Link to={`/${rec.short_name}`} className={row}>
        {body}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={row}
      onClick={() => toast(t("spec.comingSoon"), { id: "scheme-coming-soon" })}
    >
      {body}
    </button>
  );
}

/** A row's shape while the recommendations load: the same height, so nothing moves when they arrive. */
export function RecommendationItemSkeleton({
  rank = false,
  compact = false,
}: {
  rank?: boolean;
  compact?: boolean;
}) {
  if (compact) {
    return (
      <div aria-hidden="true" className={cx(row, "hover:border-slate-200 hover:shadow-sm")}>
        <Skeleton className="size-8" />
        <div className="flex flex-1 flex-col gap-0.5">
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-5/6" />
          <Skeleton className="mt-1 h-5 w-full" />
        </div>
      </div>
    );
  }
  return (
    <div aria-hidden="true" className={cx(row, "hover:border-slate-200 hover:shadow-sm")}>
      <div className="flex shrink-0 flex-col items-center gap-2 sm:flex-row sm:gap-4">
        {rank ? <Skeleton className="size-8 rounded-full" /> : null}
        <Skeleton className="size-10" />
      </div>
      <div className="flex flex-1 flex-col gap-1">
        <Skeleton className="h-5 w-28" />
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="mt-1 h-8 w-full" />
      </div>
    </div>
  );
}

/** Keys for n skeleton rows. */
export const skeletonKeys = (count: number) => Array.from({ length: count }, (_, n) => `placeholder-${n}`);
