import { useTranslation } from "react-i18next";
import { CloudOffIcon } from "../../../components/offline/icons";
import { offlineMessages } from "../../../lib/offline/messages";
import { useOnline } from "../../../lib/offline/network";
import { useOutbox } from "../../../lib/offline/outbox";
import { useMe } from "../../auth";

/**
 * On every page while the browser is offline, just under the header (and sticking with it): what
 * still works, and how much waits to be saved. Gone as soon as the connection returns.
 */
export function OfflineBanner() {
  useTranslation(); // re-render in a newly chosen language
  const online = useOnline();
  const { user } = useMe();
  const waiting = useOutbox(user?.sub ?? null).length;
  return (
    <div role="status" aria-live="polite" className="sticky top-16 z-30">
      {online ? null : (
        <div className="border-b border-amber-200 bg-amber-50 text-amber-950" data-testid="offline-banner">
          <p className="mx-auto flex max-w-6xl items-start gap-2.5 px-4 py-2.5 text-sm sm:px-6">
            <CloudOffIcon className="mt-0.5 size-5 shrink-0 text-amber-700" />
            <span>
              {offlineMessages.banner}
              {waiting > 0 ? (
                <span className="font-semibold"> {offlineMessages.bannerWaiting(waiting)}</span>
              ) : null}
            </span>
          </p>
        </div>
      )}
    </div>
  );
}
