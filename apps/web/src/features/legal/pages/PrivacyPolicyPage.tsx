import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";

/** Heading only until a later issue builds the policy text. */
export function PrivacyPolicyPage() {
  return (
    <Container>
      <PageHeading title="Privacy Policy" />
    </Container>
  );
}
