import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";

/**
 * A thin bar along the top while the next page loads (its lazy route's chunk, on a slow connection):
 * the page stays as it is meanwhile, so the bar says the tap was heard. It shows only after a moment
 * (the animation's delay), so a quick change of page does not flash it.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  if (useNavigation().state !== "loading") return null;
  return (
    <div
      role="progressbar"
      aria-label={t("ui.loading")}
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1 overflow-hidden"
    >
      <div className="h-full w-1/3 -translate-x-full animate-page-progress bg-brand-600 motion-reduce:animate-none" />
    </div>
  );
}
