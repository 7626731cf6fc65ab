import type { HomeData } from "@arthshala/contracts/home";
import { MAX_FREEZES } from "@arthshala/contracts/streak-rules";
import { Skeleton } from "../../../components/ui/Skeleton";
import { FilledStarIcon, FlameIcon, SnowflakeIcon, TrophyIcon } from "./icons";

const pill =
  "inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold whitespace-nowrap";

export const dayCount = (days: number) => `${days} ${days === 1 ? "day" : "days"}`;
export const freezeLabel = (freezes: number) => `${freezes} streak ${freezes === 1 ? "freeze" : "freezes"}`;

interface StatPillsProps {
  userData: HomeData["userData"];
  onOpenLeaderboard: () => void;
}

/** FinStars, streak days (with held freezes) and rank; the rank pill opens the leaderboard. */
export function StatPills({ userData, onOpenLeaderboard }: StatPillsProps) {
  const { fin_stars, streak_count, streak_freezes, rank } = userData;
  return (
    <ul aria-label="Your progress" className="flex flex-wrap items-center gap-2">
      <li className={`${pill} border-amber-200 bg-amber-50 text-amber-900`}>
        <FilledStarIcon className="size-4 text-amber-500" />
        <span data-testid="finstars">{fin_stars}</span> FinStars
      </li>
      <li className={`${pill} border-orange-200 bg-orange-50 text-orange-900`}>
        <FlameIcon className="size-4 text-orange-600" />
        <span className="sr-only">Streak:</span>
        <span data-testid="streak">{dayCount(streak_count)}</span>
        {streak_freezes > 0 ? (
          <span
            role="img"
            aria-label={freezeLabel(streak_freezes)}
            title={`${freezeLabel(streak_freezes)} held (up to ${MAX_FREEZES}): each covers one missed day`}
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
          Rank #{rank}
          <span className="sr-only">, open the leaderboard</span>
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
