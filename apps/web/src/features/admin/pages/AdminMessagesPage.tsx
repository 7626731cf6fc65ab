import { MESSAGES_PAGE } from "@arthshala/contracts/forms";
import { type KeyboardEvent, useId } from "react";
import { useSearchParams } from "react-router";
import { cx } from "../../../lib/cx";
import { AdminPage } from "../components/AdminPage";
import { EmptyState } from "../components/EmptyState";
import { ListState } from "../components/LoadStates";
import { ContactCard } from "../components/messages/ContactCard";
import { FeedbackCard } from "../components/messages/FeedbackCard";
import { Pager } from "../components/messages/Pager";
import { RatingAverages } from "../components/messages/RatingAverages";
import { type MessageKind, useContactPage, useFeedbackPage } from "../messages-api";

const TABS: { kind: MessageKind; label: string }[] = [
  { kind: "feedback", label: "Feedback" },
  { kind: "contact", label: "Contact" },
];

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

const pageCount = (total: number | undefined) => Math.max(1, Math.ceil((total ?? 0) / MESSAGES_PAGE));

/** /admin/messages: the feedback (with its rating averages) and contact messages, newest first, 20 a page. */
export function AdminMessagesPage() {
  const [params, setParams] = useSearchParams();
  const kind: MessageKind = params.get("tab") === "contact" ? "contact" : "feedback";
  const page = readPage(params.get("page"));
  const base = useId();
  const go = (next: MessageKind, nextPage = 1) =>
    setParams({
      ...(next === "contact" ? { tab: "contact" } : {}),
      ...(nextPage > 1 ? { page: String(nextPage) } : {}),
    });

  // Arrow keys move between the two tabs (the ARIA tabs pattern).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    const next = kind === "feedback" ? "contact" : "feedback";
    go(next);
    document.getElementById(`${base}-${next}-tab`)?.focus();
  };

  return (
    <AdminPage
      className="max-w-4xl"
      crumbs={[{ label: "Messages" }]}
      title="Messages"
      subtitle="What learners and visitors sent through the feedback and contact forms."
    >
      <div
        role="tablist"
        aria-label="Message kind"
        className="mb-6 flex gap-2 border-b border-slate-200"
        onKeyDown={onKeyDown}
      >
        {TABS.map((tab) => {
          const selected = tab.kind === kind;
          return (
            <button
              key={tab.kind}
              id={`${base}-${tab.kind}-tab`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${base}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => go(tab.kind)}
              className={cx(
                "-mb-px border-b-2 px-4 py-2 text-sm font-semibold",
                selected
                  ? "border-brand-700 text-brand-800"
                  : "border-transparent text-slate-600 hover:text-slate-900",
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div id={`${base}-panel`} role="tabpanel" aria-labelledby={`${base}-${kind}-tab`}>
        {kind === "feedback" ? (
          <FeedbackTab page={page} onPage={(p) => go("feedback", p)} />
        ) : (
          <ContactTab page={page} onPage={(p) => go("contact", p)} />
        )}
      </div>
    </AdminPage>
  );
}

function FeedbackTab({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const query = useFeedbackPage(page);
  return (
    <>
      {query.data ? <RatingAverages averages={query.data.averages} total={query.data.total} /> : null}
      <ListState
        items={query.data?.items}
        pending={query.isPending}
        error={query.error}
        logAs="Failed to load feedback."
        loadingLabel="Loading feedback"
        empty={<EmptyState text="No feedback yet." />}
      >
        {(items) => (
          <ol className="space-y-4" aria-busy={query.isFetching}>
            {items.map((item) => (
              <li key={item.id}>
                <FeedbackCard item={item} page={page} />
              </li>
            ))}
          </ol>
        )}
      </ListState>
      <Pager label="Feedback pages" page={page} pageCount={pageCount(query.data?.total)} onPage={onPage} />
    </>
  );
}

function ContactTab({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const query = useContactPage(page);
  return (
    <>
      <ListState
        items={query.data?.items}
        pending={query.isPending}
        error={query.error}
        logAs="Failed to load contact messages."
        loadingLabel="Loading messages"
        empty={<EmptyState text="No contact messages yet." />}
      >
        {(items) => (
          <ol className="space-y-4" aria-busy={query.isFetching}>
            {items.map((item) => (
              <li key={item.id}>
                <ContactCard item={item} page={page} />
              </li>
            ))}
          </ol>
        )}
      </ListState>
      <Pager
        label="Contact message pages"
        page={page}
        pageCount={pageCount(query.data?.total)}
        onPage={onPage}
      />
    </>
  );
}
