import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";

/** Heading only until a later issue builds the ranked scheme recommendations. */
export function PoliciesPage() {
  return (
    <Container>
      <PageHeading title="Discover Best Schemes For You" />
    </Container>
  );
}
