import { LegalPage } from "../components/LegalPage";

/** /privacy-policy: written for India's DPDP Act, 2023; its text is content/pages/privacy-policy.md. */
export function PrivacyPolicyPage() {
  return <LegalPage name="privacy-policy" title="Privacy Policy" />;
}
