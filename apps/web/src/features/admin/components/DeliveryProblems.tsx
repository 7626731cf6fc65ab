import { type ReactNode, useId } from "react";
import { Button } from "../../../components/ui/Button";
import { FormMessage } from "../../../components/ui/FormMessage";
import { Skeleton } from "../../../components/ui/Skeleton";
import { errorMessage } from "../../../lib/api";
import { MAIL_PROBLEMS_SHOWN, useMailProblems, useRetryMail } from "../mail-queue-api";
import { adminToast } from "../toast";
import { MailProblemCard } from "./MailProblemCard";

/**
 * The top of /admin/outbox: mail the queue gave up on (with Retry) and mail waiting out a retry after an
 * error, so a broken SMTP setting or a bouncing address is seen here rather than only in the server log.
 */
export function DeliveryProblems() {
  const headingId = useId();
  const failed = useMailProblems("failed");
  const waiting = useMailProblems("retrying");
  const retry = useRetryMail();

  const onRetry = (id: number) =>
    retry.mutate(id, {
      onSuccess: (result) => adminToast.success(result.message),
      onError: (error) => adminToast.error(errorMessage(error)),
    });

  const counts = failed.data?.counts ?? waiting.data?.counts;
  const error = failed.error ?? waiting.error;
  const failedItems = failed.data?.items ?? [];
  const waitingItems = waiting.data?.items ?? [];
  const hidden =
    (failed.data ? failed.data.total - failedItems.length : 0) +
    (waiting.data ? waiting.data.total - waitingItems.length : 0);

  let body: ReactNode;
  if (failed.isPending || waiting.isPending) {
    body = (
      <>
        <p className="sr-only" role="status">
          Loading delivery problems
        </p>
        <Skeleton className="h-32" />
      </>
    );
  } else if (error) {
    body = (
      <div className="space-y-3">
        <FormMessage kind="error">{errorMessage(error)}</FormMessage>
        <Button
          variant="secondary"
          onClick={() => {
            void failed.refetch();
            void waiting.refetch();
          }}
        >
          Try again
        </Button>
      </div>
    );
  } else if (failedItems.length === 0 && waitingItems.length === 0) {
    body = (
      <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
        No delivery problems.
      </p>
    );
  } else {
    body = (
      <>
        <ul className="space-y-3">
          {[...failedItems, ...waitingItems].map((item) => (
            <li key={item.id}>
              <MailProblemCard
                item={item}
                onRetry={item.status === "failed" ? () => onRetry(item.id) : undefined}
                retrying={retry.isPending && retry.variables === item.id}
              />
            </li>
          ))}
        </ul>
        {hidden > 0 ? (
          <p className="mt-3 text-sm text-slate-600">
            Showing the newest {MAIL_PROBLEMS_SHOWN} of each; {hidden} more not shown.
          </p>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className="mb-12">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          Delivery problems
        </h2>
        {counts ? (
          // retrying is a part of pending: "queued" is the rest, so the four numbers add up.
          <p className="text-sm text-slate-600" data-testid="mail-queue-counts">
            {counts.failed} failed · {counts.retrying} waiting to retry · {counts.pending - counts.retrying}{" "}
            queued · {counts.sent} sent
          </p>
        ) : null}
      </div>
      {body}
    </section>
  );
}
