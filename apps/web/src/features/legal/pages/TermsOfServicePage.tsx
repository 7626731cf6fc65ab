import { useTranslation } from "react-i18next";
import { ensure, pageLoader } from "../../../lib/route-data";
import { staticPageQuery } from "../../../lib/site";
import { LegalPage } from "../components/LegalPage";

/** /termsofservice: its text is content/pages/terms-of-service.md. */
export function TermsOfServicePage() {
  const { t } = useTranslation("pages");
  return <LegalPage name="terms-of-service" title={t("legal.terms")} />;
}

/** The page's text. */
export const loader = pageLoader((client) => ensure(client, staticPageQuery("terms-of-service")));
