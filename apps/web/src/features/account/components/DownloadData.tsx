import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../components/ui/Button";
import { EXPORT_URL } from "../api";

/** "Download my data": one JSON file with everything stored about the learner (DPDP Act, section 11). */
export function DownloadData() {
  const { t } = useTranslation("account");
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">{t("data.text")}</p>
      <a href={EXPORT_URL} download className={buttonClasses({ variant: "secondary" })}>
        {t("data.download")}
      </a>
    </div>
  );
}
