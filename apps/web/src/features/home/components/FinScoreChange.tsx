import { signedPoints } from "@arthshala/contracts/finscore-rules";
import { useTranslation } from "react-i18next";
import { cx } from "../../../lib/cx";

/**
 * A ledger change as learners read it: "+15" in green, "−10" in red. A change of 0 is a note (a streak
 * freeze was used), shown without a sign or number.
 */
export function FinScoreChange({ change, className }: { change: number; className?: string }) {
  const { t } = useTranslation("home");
  if (change === 0) {
    return (
      <span
        className={cx("rounded-full bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-800", className)}
      >
        {t("finScore.note")}
      </span>
    );
  }
  return (
    <span
      className={cx("font-bold tabular-nums", change > 0 ? "text-emerald-700" : "text-red-700", className)}
    >
      {signedPoints(change)}
    </span>
  );
}
