import { operatorPublished } from "@arthshala/contracts/site-operator";
import { useTranslation } from "react-i18next";
import { useSiteSettings } from "../../lib/site";

/**
 * "Run by …" after the footer's copyright, once the operator has published its details in admin
 * Settings (the policies name it in full). Nothing until then: the policies say what is missing.
 */
export function OperatorCredit() {
  const { t } = useTranslation();
  const { data } = useSiteSettings();
  if (!data || !operatorPublished(data)) return null;
  return <> {t("footer.runBy", { name: data.operator_name })}</>;
}
