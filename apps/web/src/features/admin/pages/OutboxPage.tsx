import { useId } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { FormMessage } from "../../../components/ui/FormMessage";
import { PageHeading } from "../../../components/ui/PageHeading";
import { Skeleton } from "../../../components/ui/Skeleton";
import { errorMessage } from "../../../lib/api";
import { OUTBOX_PAGE_SIZE, useOutbox } from "../api";
import { DeliveryProblems } from "../components/DeliveryProblems";
import { OutboxItemCard } from "../components/OutboxItemCard";

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * Delivery problems of the mail queue on top, then the mail the app kept because no SMTP server is
 * configured, newest first.
 */
export function OutboxPage() {
  const keptId = useId();
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get("page"));
  const { data, error, isPending, isFetching, refetch } = useOutbox((page - 1) * OUTBOX_PAGE_SIZE);
  const pageCount = Math.max(1, Math.ceil((data?.total ?? 0) / OUTBOX_PAGE_SIZE));
  const goTo = (next: number) => setParams(next === 1 ? {} : { page: String(next) });

  // Newest first within the page too, whatever order rows arrive in.
  const items = [...(data?.items ?? [])].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

  return (
    <Container className="max-w-4xl">
      <PageHeading
        title="Mail outbox"
        subtitle="Mail that could not be delivered yet, and the mail kept here when no SMTP server is set."
      />

      <DeliveryProblems />

      <section aria-labelledby={keptId}>
        <h2 id={keptId} className="mb-4 text-xl font-semibold text-slate-900">
          Kept mail
        </h2>
        {isPending ? (
          <div className="space-y-4">
            <p className="sr-only" role="status">
              Loading mail
            </p>
            <Skeleton className="h-40" />
            <Skeleton className="h-40" />
          </div>
        ) : error ? (
          <div className="space-y-4">
            <FormMessage kind="error">{errorMessage(error)}</FormMessage>
            <Button variant="secondary" onClick={() => void refetch()}>
              Try again
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-700">
            No mail in the outbox.
          </p>
        ) : (
          <ol className="space-y-4" aria-busy={isFetching}>
            {items.map((item) => (
              <li key={item.id}>
                <OutboxItemCard item={item} />
              </li>
            ))}
          </ol>
        )}

        {data && data.total > OUTBOX_PAGE_SIZE ? (
          <nav aria-label="Outbox pages" className="mt-8 flex items-center justify-between gap-4">
            <Button variant="secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
              Previous
            </Button>
            <p className="text-sm text-slate-700">
              Page {page} of {pageCount}
            </p>
            <Button variant="secondary" disabled={page >= pageCount} onClick={() => goTo(page + 1)}>
              Next
            </Button>
          </nav>
        ) : null}
      </section>
    </Container>
  );
}
