import { useId } from "react";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api";
import { cx } from "../../../lib/cx";
import { useLeaderboardVisibility } from "../../progress";

/** "Show me on the leaderboard": hidden learners still see their own rank, nobody else sees them. */
export function LeaderboardVisibilitySwitch({ hidden }: { hidden: boolean }) {
  const { t } = useTranslation("scores");
  const labelId = useId();
  const hintId = useId();
  const save = useLeaderboardVisibility();
  // The saved (or being saved) choice wins over a board that has not been refetched yet.
  const current = save.isPending ? save.variables : save.isSuccess ? save.data.hidden : hidden;
  const shown = !current;
  return (
    <div className="mt-5 flex items-center justify-between gap-4 rounded-xl border border-slate-200 p-3">
      <div className="min-w-0">
        <p id={labelId} className="font-semibold text-slate-900">
          {t("leaderboard.showMe")}
        </p>
        <p id={hintId} className="text-sm text-slate-600">
          {shown ? t("leaderboard.shownHint") : t("leaderboard.hiddenHint")}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={shown}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        disabled={save.isPending}
        onClick={() =>
          save.mutate(shown, { onError: (error) => toast.error(errorMessage(error), { id: "visibility" }) })
        }
        className={cx(
          "relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors disabled:opacity-60",
          shown ? "bg-brand-700" : "bg-slate-400",
        )}
      >
        <span
          aria-hidden="true"
          className={cx(
            "inline-block size-5 rounded-full bg-white shadow transition-transform",
            shown ? "translate-x-6" : "translate-x-1",
          )}
        />
      </button>
    </div>
  );
}
