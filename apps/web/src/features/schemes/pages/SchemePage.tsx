import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";

/** Heading only until the schemes issue adds the product cards and tabs. */
export function SchemePage({ name }: { name: string }) {
  return (
    <Container>
      <PageHeading title={name} />
    </Container>
  );
}
