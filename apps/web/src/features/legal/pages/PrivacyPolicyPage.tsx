import { useTranslation } from "react-i18next";
import { ensure, pageLoader } from "../../../lib/route-data";
import { staticPageQuery } from "../../../lib/site";
import { LegalPage } from "../components/LegalPage";

/** /privacy-policy: written for India's DPDP Act, 2023; its text is content/pages/privacy-policy.md. */
export function PrivacyPolicyPage() {
  const { t } = useTranslation("pages");
  return <LegalPage name="privacy-policy" title={t("legal.privacy")} />;
}

/** The page's text. */
export const loader = pageLoader((client) => ensure(client, staticPageQuery("privacy-policy")));
