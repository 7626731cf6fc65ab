import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";

/** Heading only until a later issue builds the terms text. */
export function TermsOfServicePage() {
  return (
    <Container>
      <PageHeading title="Terms of Service" />
    </Container>
  );
}
