import { Button } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";

/**
 * Shown when a page fails to render, most often because a new release replaced the page's code
 * chunk: reloading fetches the current one.
 */
export function RouteErrorPage() {
  return (
    <Container className="flex min-h-[50vh] flex-col items-center justify-center text-center">
      <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
      <p className="mt-3 max-w-md text-slate-700">
        This page could not be shown. Please reload; if it keeps happening, try again in a little while.
      </p>
      <Button size="lg" className="mt-8" onClick={() => window.location.reload()}>
        Reload page
      </Button>
    </Container>
  );
}
