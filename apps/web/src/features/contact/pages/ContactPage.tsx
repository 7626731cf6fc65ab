import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";
import { PageSpinner } from "../../../components/ui/Spinner";
import { useMe } from "../../auth/session";
import { ContactForm } from "../components/ContactForm";
import { ReachUsPanel } from "../components/ReachUsPanel";

/** /contact: the message form (visitors too; a learner's name and email filled in) and the Reach Us panel. */
export function ContactPage() {
  const { user, isLoading } = useMe();
  return (
    <Container>
      <PageHeading
        title="Contact Us"
        subtitle="Questions, ideas, or something not working? Write to us and a real person will reply."
      />
      <div className="grid gap-8 lg:grid-cols-[1.6fr_1fr]">
        <section
          aria-label="Send us a message"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
        >
          {isLoading ? (
            <PageSpinner label="Loading the form" />
          ) : (
            <ContactForm person={user ? { name: user.name, email: user.email } : null} />
          )}
        </section>
        <ReachUsPanel />
      </div>
    </Container>
  );
}
