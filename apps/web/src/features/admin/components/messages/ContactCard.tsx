import { useId } from "react";
import { formatDateTime } from "../../../../lib/format";
import type { ContactItem } from "../../messages-api";
import { HandledToggle } from "./HandledToggle";

/** One contact message: name, email (to reply), when, the message, Handled. */
export function ContactCard({ item, page }: { item: ContactItem; page: number }) {
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
        <HandledToggle
          kind="contact"
          page={page}
          id={item.id}
          handled={item.handled}
          describedBy={headingId}
        />
      </header>
      <p className="mt-4 whitespace-pre-wrap break-words text-slate-800">{item.message}</p>
    </article>
  );
}
