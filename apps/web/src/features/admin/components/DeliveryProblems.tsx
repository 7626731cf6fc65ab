import { type ReactNode, useId } from "react";
import { Button } from "../../../components/ui/Button";
import { FormMessage } from "../../../components/ui/FormMessage";
import { Skeleton } from "../../../components/ui/Skeleton";
import { errorMessage } from "../../../lib/api";
import { MAIL_PROBLEMS_SHOWN, useMailProblems, useRetryMail } from "../mail-queue-api";
import { adminToast } from "../toast";
import { MailProblemCard } from "./MailProblemCard";

/**
 * The top of /admin/outbox: mail the queue gave up on and mail that may have been delivered (both with
 * Retry), and mail waiting out a retry after an error, so a broken SMTP setting or a bouncing address is
 * seen here rather than only in the server log.
 */
export function DeliveryProblems() {
  const headingId = useId();
  const failed = useMailProblems("failed");
  const uncertain = useMailProblems("uncertain");
  const waiting = useMailProblems("retrying");
  const lists = [failed, uncertain, waiting];
  const retry = useRetryMail();

  const onRetry = (id: number) =>
    retry.mutate(id, {
      onSuccess: (result) => adminToast.success(result.message),
      onError: (error) => adminToast.error(errorMessage(error)),
    });

  const counts = lists.find((list) => list.data)?.data?.counts;
  const error = lists.find((list) => list.error)?.error;
  const items = lists.flatMap((list) => list.data?.items ?? []);
  const hidden = lists.reduce((n, list) => n + (list.data ? list.data.total - list.data.items.length : 0), 0);

  let body: ReactNode;
  if (lists.some((list) => list.isPending)) {
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
            for (const list of lists) void list.refetch();
          }}
        >
          Try again
        </Button>
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
        No delivery problems.
      </p>
    );
  } else {
    body = (
      <>
        <ul className="space-y-3">
          {items.map((item) => (
            <li key={item.id}>
              <MailProblemCard
                item={item}
                onRetry={item.status === "pending" ? undefined : () => onRetry(item.id)}
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
          // retrying is a part of pending: "queued" is the rest, so the five numbers add up.
          <p className="text-sm text-slate-600" data-testid="mail-queue-counts">
            {counts.failed} failed · {counts.uncertain} may have been delivered · {counts.retrying} waiting to
            retry · {counts.pending - counts.retrying} queued · {counts.sent} sent
          </p>
        ) : null}
      </div>
      {body}
    </section>
  );
}
