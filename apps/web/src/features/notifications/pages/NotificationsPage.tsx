import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";

/** Heading only until a later issue builds the notification list. */
export function NotificationsPage() {
  return (
    <Container>
      <PageHeading title="Notifications" />
    </Container>
  );
}
