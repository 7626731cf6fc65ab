import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";

/** Heading only until a later issue builds the About sections and team. */
export function AboutPage() {
  return (
    <Container>
      <PageHeading title="About Us" />
    </Container>
  );
}
