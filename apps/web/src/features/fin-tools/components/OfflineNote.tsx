import { useTranslation } from "react-i18next";
import { CloudOffIcon } from "./icons";

/**
 * Said plainly when there is no connection (issue 28): the page shows the months this device saved,
 * and adding or changing entries waits for the connection (a queued entry could be saved twice).
 */
export function OfflineNote() {
  const { t } = useTranslation("tracker");
  return (
    <div role="status" className="flex items-start gap-3 rounded-2xl bg-amber-50 p-4 text-amber-950">
      <CloudOffIcon className="mt-0.5 size-5 shrink-0" />
      <p className="text-sm">
        <span className="font-semibold">{t("offline.title")}</span> {t("offline.text")}
      </p>
    </div>
  );
}
