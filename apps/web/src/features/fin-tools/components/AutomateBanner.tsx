import { useTranslation } from "react-i18next";
import { useAutoTracking } from "../autoTrackingApi";
import { MailIcon } from "./icons";

/**
 * The banner that opens Automate Tracking Expenses (spec section 2): one slim line below the tracker's
 * panels (issue 28: a big one had pushed "Add transaction" off a phone's first screen). "Coming soon"
 * only where the server takes no mail; "On" while the learner's forwarding address is live.
 */
export function AutomateBanner({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation("tracker");
  const { data } = useAutoTracking();
  const available = data?.available ?? false;
  const on = data?.enabled ?? false;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={onOpen}
      className="group flex w-full items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white p-3 text-left hover:border-brand-400 hover:bg-brand-50"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800">
        <MailIcon className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold text-slate-900">
          {t("automate.title")}{" "}
          {on ? (
            <span className="ml-1 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-900">
              {t("automate.badgeOn")}
            </span>
          ) : available ? null : (
            <span className="ml-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              {t("automate.badge")}
            </span>
          )}
        </span>
        <span className="block text-sm text-slate-600">{on ? t("automate.textOn") : t("automate.text")}</span>
      </span>
      <span className="hidden shrink-0 text-sm font-semibold text-brand-800 group-hover:underline sm:block">
        {available ? t("automate.howItWorks") : t("automate.howItWillWork")}
      </span>
    </button>
  );
}
