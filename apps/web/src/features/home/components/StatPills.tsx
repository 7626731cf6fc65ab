import type { HomeData } from "@arthshala/contracts/home";
import { MAX_FREEZES } from "@arthshala/contracts/streak-rules";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Skeleton } from "../../../components/ui/Skeleton";
import { FilledStarIcon, FlameIcon, SnowflakeIcon, TrophyIcon } from "../../../components/ui/scoreIcons";
import { formatNumber } from "../../../lib/format";

const pill =
  "inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold whitespace-nowrap";

interface StatPillsProps {
  userData: HomeData["userData"];
  onOpenLeaderboard: () => void;
}

/** FinStars, streak days (with held freezes) and rank; the rank pill opens the leaderboard. */
export function StatPills({ userData, onOpenLeaderboard }: StatPillsProps) {
  const { t } = useTranslation("home");
  const { fin_stars, streak_count, streak_freezes, rank } = userData;
  const freezes = t("pills.freezes", { count: streak_freezes });
  return (
    <ul aria-label={t("pills.label")} className="flex flex-wrap items-center gap-2">
      <li>
        {/* FinStars are spent on Rewards (issue 41): the pill leads there. */}
        <Link
          to="/rewards"
          // One name, said as written ("0 FinStars, spend them on Rewards"): a hidden span after the
          // visible words was read with a space before its comma.
          aria-label={`${formatNumber(fin_stars)} ${t("pills.finStars")}${t("pills.openRewards")}`}
          className={`${pill} border-amber-200 bg-amber-50 text-amber-900 transition-colors hover:border-amber-300 hover:bg-amber-100`}
        >
          <FilledStarIcon className="size-4 text-amber-500" />
          <span data-testid="finstars">{formatNumber(fin_stars)}</span> {t("pills.finStars")}
        </Link>
      </li>
      <li className={`${pill} border-orange-200 bg-orange-50 text-orange-900`}>
        <FlameIcon className="size-4 text-orange-600" />
        <span className="sr-only">{t("pills.streak")}</span>
        <span data-testid="streak">{t("pills.days", { count: streak_count })}</span>
        {streak_freezes > 0 ? (
          <span
            role="img"
            aria-label={freezes}
            title={t("pills.freezesHeld", { freezes, max: MAX_FREEZES })}
            className="ml-0.5 inline-flex items-center gap-0.5 rounded-full bg-sky-100 px-1.5 py-0.5 text-sky-700"
          >
            {Array.from({ length: streak_freezes }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical marks, only their count matters
              <SnowflakeIcon key={i} className="size-3.5" strokeWidth={2.2} />
            ))}
          </span>
        ) : null}
      </li>
      <li>
        <button
          type="button"
          onClick={onOpenLeaderboard}
          aria-haspopup="dialog"
          className={`${pill} border-brand-200 bg-brand-50 text-brand-900 transition-colors hover:border-brand-300 hover:bg-brand-100`}
        >
          <TrophyIcon className="size-4 text-brand-700" />
          {rank === null ? t("pills.notRanked") : t("pills.rank", { rank })}
          <span className="sr-only">{t("pills.openLeaderboard")}</span>
        </button>
      </li>
    </ul>
  );
}

/** The pills' places while the home data loads: the same height and about the same widths. */
export function StatPillsSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-wrap items-center gap-2">
      <Skeleton className="h-9 w-36 rounded-full" />
      <Skeleton className="h-9 w-24 rounded-full" />
      <Skeleton className="h-9 w-28 rounded-full" />
    </div>
  );
}
