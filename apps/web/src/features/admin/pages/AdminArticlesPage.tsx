import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";

/** Heading only until a later issue builds the paginated article list. */
export function AdminArticlesPage() {
  return (
    <Container>
      <PageHeading title="All Articles" />
    </Container>
  );
}
