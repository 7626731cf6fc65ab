import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { classLeaderboardPath } from "../api";

/** "Class leaderboard →": where a learner finds their class's weekly board (beside what the class assigned). */
export function ClassLeaderboardLink({ classId, className }: { classId: number; className: string }) {
  const { t } = useTranslation("classProgress");
  return (
    <Link
      to={classLeaderboardPath(classId)}
      aria-label={t("leaderboard.linkLabel", { name: className })}
      className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
    >
      {t("leaderboard.link")}
    </Link>
  );
}
