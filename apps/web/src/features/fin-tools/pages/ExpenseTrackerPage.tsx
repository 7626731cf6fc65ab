import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";

/** Heading only until a later issue builds the expense tracker. */
export function ExpenseTrackerPage() {
  return (
    <Container>
      <PageHeading title="Expense Tracker" />
    </Container>
  );
}
