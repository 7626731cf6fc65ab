import { type NewsletterSummary, newsletterBodySchema } from "@arthshala/contracts/articles";
import { newsletterMessages } from "@arthshala/contracts/articles-rules";
import { useEffect, useId } from "react";
import { useWatch } from "react-hook-form";
import { Link } from "react-router";
import { FormInput, FormTextarea } from "../../../components/form/bound";
import { FormSection } from "../../../components/form/fields";
import { useZodForm } from "../../../components/form/useZodForm";
import { Skeleton } from "../../../components/ui/Skeleton";
import { Spinner } from "../../../components/ui/Spinner";
import { cx } from "../../../lib/cx";
import { formatDateTime } from "../../../lib/format";
import { newsletterListKey, sendNewsletter, useNewsletters } from "../api";
import { AdminForm } from "../components/AdminForm";
import { AdminPage } from "../components/AdminPage";
import { SendIcon } from "../components/adminIcons";
import { EmptyState } from "../components/EmptyState";
import { useSaveWithAlert } from "../hooks/useSaveWithAlert";
import { articleAdminMessages } from "../messages";

/** The server's newsletter fields (packages/contracts). */
const schema = newsletterBodySchema.shape.data;
/** How much of the body the preview shows. */
const PREVIEW_CHARS = 600;

/** /admin/newsletters (spec sections 2, 7): write a newsletter, send it to every subscriber, watch it go out. */
export function NewslettersPage() {
  const form = useZodForm(schema, { title: "", content: "" });
  const [title, content] = useWatch({ control: form.control, name: ["title", "content"] });
  const save = useSaveWithAlert({
    save: sendNewsletter,
    // Nobody has subscribed: nothing went out, and the server says so. The text stays for later.
    saved: (result) =>
      result.newsletter ? newsletterMessages.sent : result.message || newsletterMessages.noSubscribers,
    failed: articleAdminMessages.newsletterSendFailed,
    stale: () => [newsletterListKey],
    onSaved: (result) => {
      if (result.newsletter) form.reset();
    },
  });

  return (
    <AdminPage
      className="max-w-5xl"
      crumbs={[{ label: "Newsletters" }]}
      title="Send Newsletter"
      subtitle="One email to every newsletter subscriber who has confirmed their address. Subscribers can leave with the link at its foot."
    >
      <AdminForm
        form={form}
        save={save}
        note="Both fields are required."
        submitLabel="Send Emails"
        busyLabel="Sending..."
        submitIcon={<SendIcon className="size-5" />}
        onValid={save.submit}
      >
        <FormSection title="Newsletter">
          <FormInput name="title" label="Title" hint="The email's subject line." maxLength={200} />
          <div className="grid gap-5 lg:grid-cols-2">
            <FormTextarea
              name="content"
              label="Content"
              hint="Sent as plain text, exactly as typed: Markdown symbols such as ** stay as they are."
              rows={10}
              maxLength={50_000}
              className="min-w-0"
            />
            <EmailPreview title={title} content={content} />
          </div>
        </FormSection>
      </AdminForm>

      <RecentNewsletters />
    </AdminPage>
  );
}

/** What a subscriber's inbox shows: the subject and the start of the plain-text body. */
function EmailPreview({ title, content }: { title: string; content: string }) {
  const body = content.trim();
  const cut = body.length > PREVIEW_CHARS ? `${body.slice(0, PREVIEW_CHARS).trimEnd()}…` : body;
  return (
    <section aria-label="Email preview" className="min-w-0">
      <p aria-hidden="true" className="mb-1.5 text-sm font-semibold text-slate-800">
        Preview
      </p>
      <div className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
        <div className="border-b border-slate-200 bg-slate-50 px-4 py-3 text-sm">
          <p className="text-slate-600">
            From: <span className="text-slate-800">Arthshala</span>
          </p>
          <p className="mt-0.5 text-slate-600">
            Subject:{" "}
            <span
              className={cx(
                "font-semibold break-words",
                title.trim() ? "text-slate-900" : "text-slate-500 italic",
              )}
            >
              {title.trim() || "(no title yet)"}
            </span>
          </p>
        </div>
        <div className="px-4 py-3 text-sm">
          {cut ? (
            <p className="line-clamp-[12] whitespace-pre-wrap break-words text-slate-800">{cut}</p>
          ) : (
            <p className="text-slate-500 italic">The email's text appears here as you type.</p>
          )}
          <p className="mt-4 border-t border-dashed border-slate-200 pt-3 text-xs text-slate-600">
            Every email ends with a one-click unsubscribe link.
          </p>
        </div>
      </div>
    </section>
  );
}

/** Newest first, with delivery counts; asked again every 2 s while any email is still pending. */
function RecentNewsletters() {
  const headingId = useId();
  const { data, isPending, error } = useNewsletters();
  useEffect(() => {
    if (error) console.error("Failed to load newsletters.", error);
  }, [error]);
  const newsletters = data ?? [];
  const sending = newsletters.some((n) => n.pending > 0);

  return (
    <section aria-labelledby={headingId} className="mt-12">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          Recent newsletters
        </h2>
        {sending ? (
          <span className="inline-flex items-center gap-2 text-sm text-slate-600">
            <Spinner label="Emails are being sent" className="[&_svg]:size-4" />
            <span aria-hidden="true">Sending…</span>
          </span>
        ) : null}
      </div>
      <p className="mt-2 max-w-3xl text-sm text-slate-600">
        Emails go out in the background, a batch at a time, so you can leave this page once you have sent. If
        the mail server is down, they wait and are retried automatically, less often each time, for several
        hours; only emails that still cannot be delivered then count as failed. An email that may have been
        delivered (no answer came back once it was handed to the mail server) is never sent twice by itself:
        check it under{" "}
        <Link to="/admin/outbox" className="font-medium text-brand-800 underline underline-offset-2">
          Delivery problems
        </Link>
        .
      </p>

      <div className="mt-5">
        {isPending ? (
          <div className="space-y-3">
            <p role="status" className="sr-only">
              Loading newsletters
            </p>
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </div>
        ) : newsletters.length === 0 ? (
          <EmptyState text={articleAdminMessages.noNewsletters} />
        ) : (
          <ul className="space-y-3">
            {newsletters.map((newsletter) => (
              <li key={newsletter.id}>
                <NewsletterRow newsletter={newsletter} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function NewsletterRow({ newsletter }: { newsletter: NewsletterSummary }) {
  const titleId = useId();
  const { sent, failed, pending, uncertain } = newsletter;
  const total = sent + failed + uncertain + pending;
  const percent = (n: number) => (total > 0 ? (n / total) * 100 : 0);
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={titleId} className="font-semibold break-words text-slate-900">
          {newsletter.title}
        </h3>
        <time dateTime={newsletter.created_at} className="text-sm text-slate-600">
          {formatDateTime(newsletter.created_at)}
        </time>
      </div>
      <div
        aria-hidden="true"
        className="mt-3 flex h-2 overflow-hidden rounded-full bg-slate-100"
        title={`${sent} sent, ${failed} failed, ${uncertain} may have been delivered, ${pending} pending`}
      >
        <div className="bg-brand-600 transition-all" style={{ width: `${percent(sent)}%` }} />
        <div className="bg-red-500 transition-all" style={{ width: `${percent(failed)}%` }} />
        <div className="bg-orange-400 transition-all" style={{ width: `${percent(uncertain)}%` }} />
        <div className="bg-amber-300 transition-all" style={{ width: `${percent(pending)}%` }} />
      </div>
      <ul aria-label="Delivery" className="mt-3 flex flex-wrap gap-2 text-sm">
        <Count label="sent" value={sent} className="bg-brand-50 text-brand-900 ring-brand-200" />
        <Count
          label="failed"
          value={failed}
          className={
            failed ? "bg-red-50 text-red-800 ring-red-200" : "bg-slate-50 text-slate-700 ring-slate-200"
          }
        />
        {uncertain ? (
          <Count
            label="may have been delivered"
            value={uncertain}
            className="bg-orange-50 text-orange-900 ring-orange-200"
          />
        ) : null}
        <Count
          label="pending"
          value={pending}
          className={
            pending
              ? "bg-amber-50 text-amber-900 ring-amber-200"
              : "bg-slate-50 text-slate-700 ring-slate-200"
          }
        />
      </ul>
    </article>
  );
}

/** "12 sent": a count and what it counts, read as one phrase. */
function Count({ label, value, className }: { label: string; value: number; className: string }) {
  return (
    <li className={cx("rounded-full px-3 py-1 ring-1", className)}>
      <span className="font-semibold tabular-nums">{value}</span> {label}
    </li>
  );
}
