import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";

/** Heading only until a later issue builds the FAQ sections. */
export function HelpPage() {
  return (
    <Container>
      <PageHeading title="Help & Support" />
    </Container>
  );
}
