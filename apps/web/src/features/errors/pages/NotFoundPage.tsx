import { ButtonLink } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";

export function NotFoundPage() {
  return (
    <Container className="flex min-h-[50vh] flex-col items-center justify-center text-center">
      <p className="text-6xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <div className="mt-4">
        <PageHeading title="Page Not Found" centered />
      </div>
      <p className="mt-3 max-w-md text-slate-700">
        Sorry, the page you're looking for doesn't exist or has been moved.
      </p>
      <ButtonLink to="/" size="lg" className="mt-8">
        Go to Homepage
      </ButtonLink>
    </Container>
  );
}
