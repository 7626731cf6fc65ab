import { LegalPage } from "../components/LegalPage";

/** /termsofservice: its text is content/pages/terms-of-service.md. */
export function TermsOfServicePage() {
  return <LegalPage name="terms-of-service" title="Terms of Service" />;
}
