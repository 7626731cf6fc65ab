import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";

/** Heading only until a later issue builds the tool tiles. */
export function FinToolsPage() {
  return (
    <Container>
      <PageHeading title="FinTools" />
    </Container>
  );
}
