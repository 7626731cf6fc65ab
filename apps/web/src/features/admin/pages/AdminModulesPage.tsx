import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";

/** Heading only until a later issue builds the module list. */
export function AdminModulesPage() {
  return (
    <Container>
      <PageHeading title="Modules" />
    </Container>
  );
}
