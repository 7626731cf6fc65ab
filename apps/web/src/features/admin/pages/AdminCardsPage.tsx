import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";

/** Heading only until a later issue builds the card list. */
export function AdminCardsPage() {
  return (
    <Container>
      <PageHeading title="Cards" />
    </Container>
  );
}
