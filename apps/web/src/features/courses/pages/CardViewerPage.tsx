import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";

/** Heading only until a later issue builds the card viewer. */
export function CardViewerPage() {
  return (
    <Container>
      <PageHeading title="Course card" />
    </Container>
  );
}
