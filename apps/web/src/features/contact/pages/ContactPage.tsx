import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";

/** Heading only until a later issue builds the contact form and Reach Us panel. */
export function ContactPage() {
  return (
    <Container>
      <PageHeading title="Contact Us" />
    </Container>
  );
}
