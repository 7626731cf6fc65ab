import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";

/** Heading only until a later issue builds the add-card form. */
export function AddCardPage() {
  return (
    <Container>
      <PageHeading title="Add New Card" />
    </Container>
  );
}
