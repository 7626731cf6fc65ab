import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";

/** Heading only until a later issue builds the article list and reader. */
export function ArticlesPage() {
  return (
    <Container>
      <PageHeading title="Articles" />
    </Container>
  );
}
