import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";

/** Heading only until a later issue builds the feedback form. */
export function FeedbackPage() {
  return (
    <Container>
      <PageHeading title="Feedback" />
    </Container>
  );
}
