import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";

/** Heading only until a later issue builds the add-course form. */
export function AddCoursePage() {
  return (
    <Container>
      <PageHeading title="Add New Course" />
    </Container>
  );
}
