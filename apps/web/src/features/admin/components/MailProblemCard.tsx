import type { MailQueueItem, MailQueueKind } from "@arthshala/contracts/mail-queue";
import { Button } from "../../../components/ui/Button";
import { cx } from "../../../lib/cx";
import { formatDateTime } from "../../../lib/format";

const kindLabels: Record<MailQueueKind, string> = {
  password_reset: "Password reset",
  email_verification: "Email verification",
  newsletter_confirmation: "Newsletter confirmation",
  newsletter: "Newsletter",
  team_notice: "Message to the team",
  account_deleted: "Account deleted",
  budget_alert: "Budget alert",
  streak_reminder: "Streak reminder",
  assignment_reminder: "Assignment reminder",
  guardian_consent: "Guardian consent request",
  guardian_notice: "Notice to a guardian",
  reward_issued: "Redeemed reward",
  reward_stock: "Reward stock running low",
};

const badges = {
  failed: { label: "Failed", border: "border-red-200", badge: "bg-red-100 text-red-800" },
  uncertain: {
    label: "May have been delivered",
    border: "border-orange-300",
    badge: "bg-orange-100 text-orange-900",
  },
  waiting: { label: "Waiting to retry", border: "border-amber-200", badge: "bg-amber-100 text-amber-900" },
};

interface MailProblemCardProps {
  item: MailQueueItem;
  /** Failed mail, or mail that may have been delivered: puts it back in the queue. */
  onRetry?: () => void;
  retrying?: boolean;
}

/**
 * One mail that failed, may have been delivered, or waits to be retried: what, to whom, how often it was
 * tried, and why it failed.
 */
export function MailProblemCard({ item, onRetry, retrying = false }: MailProblemCardProps) {
  const waiting = item.status === "pending";
  const look = badges[item.status === "failed" || item.status === "uncertain" ? item.status : "waiting"];
  const title = item.subject ?? "(no subject)";
  return (
    <article
      aria-label={title}
      className={cx("rounded-2xl border bg-white p-4 shadow-sm sm:p-5", look.border)}
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {kindLabels[item.kind]}
          </p>
          <h3 className="mt-0.5 font-semibold break-words text-slate-900">{title}</h3>
        </div>
        <span className={cx("shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold", look.badge)}>
          {look.label}
        </span>
      </header>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm text-slate-700 sm:gap-x-6">
        <dt className="font-medium text-slate-600">To</dt>
        <dd className="break-all text-slate-900">{item.to}</dd>
        <dt className="font-medium text-slate-600">Attempts</dt>
        <dd>{item.attempts}</dd>
        <dt className="font-medium text-slate-600">Queued</dt>
        <dd>
          <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
        </dd>
        {waiting ? (
          <>
            <dt className="font-medium text-slate-600">Next try</dt>
            <dd>
              <time dateTime={item.nextAttemptAt}>{formatDateTime(item.nextAttemptAt)}</time>
            </dd>
          </>
        ) : null}
      </dl>
      {item.lastError ? (
        <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2 font-mono text-xs break-words text-red-800">
          <span className="sr-only">Last error: </span>
          {item.lastError}
        </p>
      ) : null}
      {item.status === "uncertain" ? (
        <p className="mt-3 text-sm text-slate-700">
          We cannot tell whether the mail server accepted this mail, so it was not sent again by itself. Retry
          only if {item.to} did not get it; otherwise it arrives twice.
        </p>
      ) : null}
      {onRetry ? (
        <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry} disabled={retrying}>
          {retrying ? "Retrying..." : "Retry"}
        </Button>
      ) : null}
    </article>
  );
}
