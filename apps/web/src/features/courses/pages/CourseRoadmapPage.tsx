import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";

/** Heading only until a later issue builds the course roadmap. */
export function CourseRoadmapPage() {
  return (
    <Container>
      <PageHeading title="Course" />
    </Container>
  );
}
