import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";

/** Heading only until a later issue builds the add-module form. */
export function AddModulePage() {
  return (
    <Container>
      <PageHeading title="Add Module" />
    </Container>
  );
}
