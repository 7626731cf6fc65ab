import { useTranslation } from "react-i18next";
import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";
import { PageSpinner } from "../../../components/ui/Spinner";
import { useMe } from "../../auth";
import { ContactForm } from "../components/ContactForm";
import { ReachUsPanel } from "../components/ReachUsPanel";

/** /contact: the message form (visitors too; a learner's name and email filled in) and the Reach Us panel. */
export function ContactPage() {
  const { t } = useTranslation("forms");
  const { user, isLoading } = useMe();
  return (
    <Container>
      <PageHeading title={t("contact.title")} subtitle={t("contact.subtitle")} />
      <div className="grid gap-8 lg:grid-cols-[1.6fr_1fr]">
        <section
          aria-label={t("contact.formLabel")}
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
        >
          {isLoading ? (
            <PageSpinner label={t("loadingForm")} />
          ) : (
            <ContactForm person={user ? { name: user.name, email: user.email } : null} />
          )}
        </section>
        <ReachUsPanel />
      </div>
    </Container>
  );
}
