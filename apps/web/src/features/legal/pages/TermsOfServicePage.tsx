import { useTranslation } from "react-i18next";
import { LegalPage } from "../components/LegalPage";

/** /termsofservice: its text is content/pages/terms-of-service.md. */
export function TermsOfServicePage() {
  const { t } = useTranslation("pages");
  return <LegalPage name="terms-of-service" title={t("legal.terms")} />;
}
