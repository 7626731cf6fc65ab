import { COMPARE_MIN } from "@arthshala/contracts/scheme-catalogue-search";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/Button";
import { cx } from "../../../lib/cx";
import { useMe } from "../../auth";

/**
 * The chosen products, kept in view at the bottom of the screen while the learner scrolls the list
 * (above the signed-in tab bar on a phone: 4rem, its 1px border and the safe area), with the way to
 * the comparison once two are chosen.
 */
export function CompareBar({ ids, onClear }: { ids: readonly number[]; onClear: () => void }) {
  const { t } = useTranslation("savings");
  const { user } = useMe();
  if (ids.length === 0) return null;
  const ready = ids.length >= COMPARE_MIN;
  return (
    <div
      className={cx(
        "sticky bottom-0 z-20 -mx-4 mt-6 sm:-mx-6",
        user && "max-md:bottom-[calc(4rem+1px+env(safe-area-inset-bottom))]",
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t border-brand-200 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur sm:rounded-t-2xl sm:border-x sm:px-6">
        <p role="status" className="min-w-0 text-sm text-slate-700">
          {t("compare.barHint", { count: ids.length })}
        </p>
        <div className="flex items-center gap-2">
          <button type="button" onClick={onClear} className={buttonClasses({ variant: "ghost", size: "sm" })}>
            {t("compare.clear")}
          </button>
          {ready ? (
            <Link
              to={`/savings/compare?ids=${ids.join(",")}`}
              className={buttonClasses({ variant: "primary", size: "sm" })}
            >
              {t("compare.bar", { count: ids.length })}
            </Link>
          ) : (
            <span
              aria-disabled="true"
              className={cx(buttonClasses({ variant: "primary", size: "sm" }), "opacity-60")}
            >
              {t("compare.bar", { count: ids.length })}
            </span>
          )}
        </div>
      </div>
    </div>
  );
}
