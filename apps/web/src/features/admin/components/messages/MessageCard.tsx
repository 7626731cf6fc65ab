import { type ReactNode, useId } from "react";
import { formatDateTime } from "../../../../lib/format";
import type { ContactItem, FeedbackItem, MessageKind } from "../../messages-api";
import { HandledToggle } from "./HandledToggle";

interface MessageCardProps {
  kind: MessageKind;
  item: ContactItem | FeedbackItem;
  page: number;
  /** What the person wrote: a contact's message, or a feedback's answers. */
  children: ReactNode;
}

/** One message an admin reads: who (with their email, to reply), when, what they wrote, Handled. */
export function MessageCard({ kind, item, page, children }: MessageCardProps) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm data-[handled=true]:bg-slate-50"
      data-handled={item.handled}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-slate-900">
            {item.name}
          </h3>
          <p className="text-sm text-slate-600">
            {item.email ? (
              <a
                href={`mailto:${item.email}`}
                className="break-all text-brand-800 underline-offset-2 hover:underline"
              >
                {item.email}
              </a>
            ) : (
              "No email (account deleted)"
            )}{" "}
            · <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time>
          </p>
        </div>
        <HandledToggle kind={kind} page={page} id={item.id} handled={item.handled} describedBy={headingId} />
      </header>
      {children}
    </article>
  );
}
