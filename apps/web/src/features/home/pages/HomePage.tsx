import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";

/** Heading only until a later issue builds the home dashboard. */
export function HomePage() {
  return (
    <Container>
      <PageHeading title="Home" />
    </Container>
  );
}
