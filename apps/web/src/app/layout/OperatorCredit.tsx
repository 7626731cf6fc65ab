import { operatorPublished } from "@arthshala/contracts/site-operator";
import { Trans, useTranslation } from "react-i18next";
import { nameLang } from "../../lib/i18n/nameLang";
import { useSiteSettings } from "../../lib/site";

/**
 * "Run by …" after the footer's copyright, once the operator has published its details in admin
 * Settings (the policies name it in full). Nothing until then: the policies say what is missing.
 */
export function OperatorCredit() {
  const { t } = useTranslation();
  const { data } = useSiteSettings();
  if (!data || !operatorPublished(data)) return null;
  return (
    <>
      {" "}
      <Trans
        t={t}
        i18nKey="footer.runBy"
        values={{ name: data.operator_name }}
        components={{ name: <span lang={nameLang(data.operator_name)} /> }}
      />
    </>
  );
}
