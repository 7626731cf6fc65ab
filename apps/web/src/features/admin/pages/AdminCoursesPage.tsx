import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";

/** Heading only until a later issue builds the admin course grid. */
export function AdminCoursesPage() {
  return (
    <Container>
      <PageHeading title="All Courses" />
    </Container>
  );
}
