import { useTranslation } from "react-i18next";
import { LegalPage } from "../components/LegalPage";

/** /privacy-policy: written for India's DPDP Act, 2023; its text is content/pages/privacy-policy.md. */
export function PrivacyPolicyPage() {
  const { t } = useTranslation("pages");
  return <LegalPage name="privacy-policy" title={t("legal.privacy")} />;
}
