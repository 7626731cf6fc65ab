import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";

/** Heading only until a later issue builds the course list. */
export function CoursesPage() {
  return (
    <Container>
      <PageHeading title="Courses" />
    </Container>
  );
}
