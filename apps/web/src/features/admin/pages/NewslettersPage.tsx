import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";

/** Heading only until a later issue builds the newsletter form. */
export function NewslettersPage() {
  return (
    <Container>
      <PageHeading title="Send Newsletter" />
    </Container>
  );
}
