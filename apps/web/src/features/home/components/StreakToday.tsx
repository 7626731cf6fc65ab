import type { HomeData } from "@arthshala/contracts/home";
import { useTranslation } from "react-i18next";
import { CheckIcon } from "../../../components/ui/icons";
import { Skeleton } from "../../../components/ui/Skeleton";
import { FlameIcon } from "../../../components/ui/scoreIcons";
import { cx } from "../../../lib/cx";
import { formatNumber } from "../../../lib/format";

/**
 * Today's streak in one line, beside the next step (issue 39): done for today, or what one card today
 * keeps (or starts).
 */
export function StreakToday({ userData }: { userData: HomeData["userData"] }) {
  const { t } = useTranslation("home");
  const { learned_today: done, streak_count: days } = userData;
  const shown = formatNumber(days);
  const line = done
    ? t("today.done", { days: shown })
    : days > 0
      ? t("today.keep", { days: shown })
      : t("today.start");
  return (
    <p
      data-testid="streak-today"
      className={cx(
        "flex items-center gap-2 rounded-xl border px-3 py-2 text-sm font-medium",
        done
          ? "border-brand-200 bg-brand-50 text-brand-900"
          : "border-orange-200 bg-orange-50 text-orange-950",
      )}
    >
      {done ? (
        <CheckIcon className="size-5 shrink-0 text-brand-700" />
      ) : (
        <FlameIcon className="size-5 shrink-0 text-orange-600" />
      )}
      <span>
        <span className="font-semibold">{t("today.label")}</span> {line}
      </span>
    </p>
  );
}

export function StreakTodaySkeleton() {
  return <Skeleton className="h-10 w-full rounded-xl" />;
}
