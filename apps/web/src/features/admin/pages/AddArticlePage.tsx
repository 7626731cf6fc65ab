import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";

/** Heading only until a later issue builds the add-article form. */
export function AddArticlePage() {
  return (
    <Container>
      <PageHeading title="Add New Article" />
    </Container>
  );
}
