import type { LeaderboardEntry } from "@arthshala/contracts/home";
import { useTranslation } from "react-i18next";
import { cx } from "../../../lib/cx";
import { LeaderboardAvatar } from "./LeaderboardAvatar";

const MEDALS: Record<number, { emoji: string; name: "gold" | "silver" | "bronze" }> = {
  1: { emoji: "🥇", name: "gold" },
  2: { emoji: "🥈", name: "silver" },
  3: { emoji: "🥉", name: "bronze" },
};

// Narrower rank column and gaps on a phone: the avatar and the "You" badge leave the name room there.
export const rowGrid =
  "grid grid-cols-[2.25rem_minmax(0,1fr)_auto] items-center gap-2 px-2 sm:grid-cols-[2.75rem_minmax(0,1fr)_auto] sm:gap-3 sm:px-3";

/** Ranks 1 to 3 get a medal (spec section 9), with the rank in words for screen readers. */
function RankCell({ rank }: { rank: number | null }) {
  const { t } = useTranslation("scores");
  if (rank === null) {
    return (
      <span className="text-center text-sm font-semibold text-slate-600">
        <span aria-hidden="true">–</span>
        <span className="sr-only">{t("leaderboard.notRanked")}</span>
      </span>
    );
  }
  const medal = MEDALS[rank];
  if (medal) {
    return (
      <span
        role="img"
        aria-label={t("leaderboard.rankWithMedal", { rank, medal: t(`leaderboard.medals.${medal.name}`) })}
        className="text-center text-2xl leading-none"
      >
        {medal.emoji}
      </span>
    );
  }
  return (
    <span className="text-center text-sm font-semibold text-slate-600 tabular-nums">
      <span className="sr-only">{t("leaderboard.rankOf")}</span>
      {rank}
    </span>
  );
}

interface LeaderboardRowProps {
  /** The learner's own row may have no rank yet (no points). */
  entry: Omit<LeaderboardEntry, "rank"> & { rank: number | null };
  /** What the score counts: FinScore (all time) or points gained this week. */
  unit: string;
  /** A note under the name, e.g. "Hidden from others". */
  note?: string;
  as?: "li" | "div";
}

/** One learner on the board (avatar, name, @handle, score); the learner's own row is highlighted and says "You". */
export function LeaderboardRow({ entry, unit, note, as: Tag = "li" }: LeaderboardRowProps) {
  const { t } = useTranslation("scores");
  return (
    <Tag
      aria-current={entry.you ? "true" : undefined}
      data-you={entry.you ? "" : undefined}
      className={cx(
        rowGrid,
        "min-h-12 rounded-xl py-2",
        entry.you ? "bg-brand-50 font-semibold ring-2 ring-brand-300 ring-inset" : "text-slate-800",
      )}
    >
      <RankCell rank={entry.rank} />
      <span className="flex min-w-0 items-center gap-2 sm:gap-2.5">
        <LeaderboardAvatar name={entry.name} handle={entry.handle} picture={entry.picture} />
        <span className="min-w-0">
          <span className="flex items-center gap-2">
            <span className="truncate text-slate-900">{entry.name}</span>
            {entry.you ? (
              <span className="shrink-0 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                {t("leaderboard.you")}
              </span>
            ) : null}
          </span>
          {/* The handle tells two "Asha J." apart; it is never an email. */}
          {entry.handle ? (
            <span className="block truncate text-xs font-normal text-slate-600">@{entry.handle}</span>
          ) : null}
          {note ? <span className="block text-xs font-medium text-slate-600">{note}</span> : null}
        </span>
      </span>
      <span className="text-right font-bold text-slate-900 tabular-nums">
        {entry.score}
        <span className="sr-only"> {unit}</span>
      </span>
    </Tag>
  );
}
