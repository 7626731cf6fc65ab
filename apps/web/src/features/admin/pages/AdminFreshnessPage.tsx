import type { ContentReview, StaleItem } from "@arthshala/contracts/content-freshness-api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { Button } from "../../../components/ui/Button";
import { errorMessage } from "../../../lib/api";
import { formatLongDate } from "../../../lib/format";
import { EditLink } from "../components/AdminLinks";
import { AdminPage } from "../components/AdminPage";
import { EmptyState } from "../components/EmptyState";
import { ListState } from "../components/LoadStates";
import { freshnessKeys, markStillTrue, useFreshnessQueue } from "../freshness-api";
import { adminToast } from "../toast";

const KIND_LABEL = { card: "Card", article: "Article", scheme: "Scheme" } as const;

/**
 * /admin/freshness: every card, article and scheme product whose checked facts are past their window
 * (tax rules by financial year, scheme rates by notification quarter or 90 days, the rest a year),
 * oldest first, each with "Still true" (re-dates it to today, recorded) and "Edit"; below, who checked what.
 */
export function AdminFreshnessPage() {
  const query = useFreshnessQueue();
  return (
    <AdminPage
      className="max-w-4xl"
      crumbs={[{ label: "Freshness" }]}
      title="Freshness"
      subtitle="Content whose figures are past their window: tax rules after their financial year, scheme rates after their quarter, everything else after a year. Check each against its source."
    >
      <ListState
        items={query.data?.items}
        pending={query.isPending}
        error={query.error}
        logAs="Failed to load the freshness queue"
        loadingLabel="Loading the freshness queue"
        empty={<EmptyState text="Everything is current." />}
      >
        {(items) => (
          <ul
            aria-label="Needs checking"
            className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
          >
            {items.map((item) => (
              <StaleRow key={`${item.kind}-${item.id}`} item={item} />
            ))}
          </ul>
        )}
      </ListState>
      {query.data && query.data.checked.length > 0 ? <RecentChecks checks={query.data.checked} /> : null}
    </AdminPage>
  );
}

function StaleRow({ item }: { item: StaleItem }) {
  const titleId = useId();
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: () => markStillTrue(item.kind, item.id),
    onSuccess: (review) => {
      adminToast.success(`“${review.title}” checked: as of ${formatLongDate(review.as_of)}.`);
      void client.invalidateQueries({ queryKey: freshnessKeys.all });
    },
    onError: (error) => adminToast.error(errorMessage(error)),
  });
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-4">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="rounded-md bg-slate-100 px-1.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-slate-700">
            {KIND_LABEL[item.kind]}
          </span>
          <span id={titleId} className="font-semibold text-slate-900">
            {item.title}
          </span>
        </p>
        {item.context ? <p className="mt-0.5 text-sm text-slate-600">{item.context}</p> : null}
        <p className="mt-1.5 text-sm text-amber-800">
          As of {formatLongDate(item.as_of)} · {item.reason}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button size="sm" onClick={() => save.mutate()} disabled={save.isPending} aria-describedby={titleId}>
          {save.isPending ? "Saving…" : "Still true"}
        </Button>
        <EditLink to={item.edit_path} titleId={titleId}>
          Edit
        </EditLink>
      </div>
    </li>
  );
}

function RecentChecks({ checks }: { checks: ContentReview[] }) {
  return (
    <section aria-labelledby="recent-checks" className="mt-10">
      <h2 id="recent-checks" className="mb-3 text-lg font-bold text-slate-900">
        Recently checked
      </h2>
      <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        {checks.map((c) => (
          <li key={`${c.kind}-${c.id}-${c.reviewed_at}`} className="p-4 text-sm">
            <p className="font-semibold text-slate-900">
              {KIND_LABEL[c.kind]}: {c.title}
            </p>
            <p className="mt-0.5 text-slate-700">
              Checked by {c.reviewer_name ?? "a former admin"} on {formatLongDate(c.as_of)}
              {c.previous_as_of ? ` (was as of ${formatLongDate(c.previous_as_of)})` : ""}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
