import type { ClassLeaderboardEntry } from "@arthshala/contracts/class-progress";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { Button } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";
import { Skeleton } from "../../../components/ui/Skeleton";
import { ApiError } from "../../../lib/api";
import { cx } from "../../../lib/cx";
import { formatLongDate, formatNumber } from "../../../lib/format";
import { ensure, pageLoader } from "../../../lib/route-data";
import { ensureMe } from "../../auth";
import { classLeaderboardQuery, useClassLeaderboard } from "../api";

const idOf = (raw: string | undefined) => (raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : 0);
const MEDALS: Record<number, string> = { 1: "🥇", 2: "🥈", 3: "🥉" };

/**
 * A class's leaderboard for its learners (/classes/:classId/leaderboard): FinStars earned this India week
 * on the class's assigned content. Names and handles as the main board shows them; learners who hide
 * from leaderboards are counted, not named.
 */
export function ClassLeaderboardPage() {
  const { t } = useTranslation("classProgress");
  const classId = idOf(useParams().classId);
  const query = useClassLeaderboard(classId);
  const board = query.data;
  const missing = !classId || (query.error instanceof ApiError && [403, 404].includes(query.error.status));

  return (
    <Container>
      <div className="mx-auto max-w-2xl">
        <PageHeading
          title={board ? t("leaderboard.title", { name: board.class.name }) : t("leaderboard.listLabel")}
          subtitle={t("leaderboard.intro")}
        />
        {missing ? (
          <p className="rounded-2xl bg-slate-50 p-6 text-slate-700">{t("leaderboard.notFound")}</p>
        ) : board ? (
          <div className="space-y-4">
            <p className="text-sm text-slate-600">
              {t("leaderboard.since", { date: formatLongDate(board.since) })}
            </p>
            {board.you ? (
              <p className="rounded-xl bg-brand-50 p-4 font-medium text-brand-900">
                {board.you.rank !== null
                  ? t("leaderboard.yourPlace", { rank: formatNumber(board.you.rank) })
                  : t("leaderboard.notRanked")}
                {board.you.hidden ? (
                  <span className="mt-1 block text-sm font-normal">{t("leaderboard.hiddenYou")}</span>
                ) : null}
              </p>
            ) : null}
            {board.entries.length === 0 ? (
              <p className="rounded-2xl bg-slate-50 p-6 text-slate-700">{t("leaderboard.empty")}</p>
            ) : (
              <ol aria-label={t("leaderboard.listLabel")} className="space-y-1">
                {board.entries.map((entry) => (
                  <Row key={`${entry.rank}-${entry.handle}`} entry={entry} />
                ))}
              </ol>
            )}
            {board.hiddenCount > 0 ? (
              <p className="text-sm text-slate-600">
                {t("leaderboard.hidden", { count: board.hiddenCount })}
              </p>
            ) : null}
          </div>
        ) : query.isError ? (
          <div className="rounded-2xl bg-slate-50 p-6 text-slate-700">
            <p>{t("leaderboard.loadFailed")}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
              {t("page.tryAgain")}
            </Button>
          </div>
        ) : (
          <div className="space-y-2" role="status" aria-label={t("leaderboard.loading")}>
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        )}
      </div>
    </Container>
  );
}

function Row({ entry }: { entry: ClassLeaderboardEntry }) {
  const { t } = useTranslation("classProgress");
  const medal = MEDALS[entry.rank];
  return (
    <li
      aria-current={entry.you ? "true" : undefined}
      className={cx(
        "grid min-h-12 grid-cols-[2.5rem_minmax(0,1fr)_auto] items-center gap-3 rounded-xl px-3 py-2",
        entry.you ? "bg-brand-50 font-semibold ring-2 ring-brand-300 ring-inset" : "bg-white",
      )}
    >
      <span className="text-center tabular-nums">
        {medal ? (
          <span role="img" aria-label={t("leaderboard.rank", { rank: entry.rank })} className="text-2xl">
            {medal}
          </span>
        ) : (
          <>
            <span className="sr-only">{t("leaderboard.rank", { rank: "" })}</span>
            <span className="font-semibold text-slate-600">{entry.rank}</span>
          </>
        )}
      </span>
      <span className="min-w-0">
        <span className="flex items-center gap-2">
          <span className="truncate text-slate-900">{entry.name}</span>
          {entry.you ? (
            <span className="shrink-0 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
              {t("leaderboard.you")}
            </span>
          ) : null}
        </span>
        {entry.handle ? (
          // A handle is an identifier in Latin letters, said as such on a Hindi page too.
          <span lang="en" className="block truncate text-xs font-normal text-slate-600">
            @{entry.handle}
          </span>
        ) : null}
      </span>
      <span className="text-right font-bold text-slate-900 tabular-nums">
        {formatNumber(entry.score)}
        <span className="sr-only"> {t("leaderboard.stars")}</span>
      </span>
    </li>
  );
}

/** The class's board, for a signed-in member (RequireUser sends visitors away). */
export const loader = pageLoader(async (client, { params }) => {
  const me = await ensureMe(client);
  const classId = idOf(params.classId);
  if (me && classId) await ensure(client, classLeaderboardQuery(me.sub, classId));
});
