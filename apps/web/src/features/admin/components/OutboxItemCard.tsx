import type { OutboxItem } from "@arthshala/contracts/outbox";
import { formatDateTime } from "../../../lib/format";
import { LinkifiedText } from "./LinkifiedText";

export function OutboxItemCard({ item }: { item: OutboxItem }) {
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="text-base font-semibold text-slate-900">{item.subject}</h3>
        <time dateTime={item.createdAt} className="text-sm text-slate-600">
          {formatDateTime(item.createdAt)}
        </time>
      </header>
      <p className="mt-1 text-sm text-slate-700">
        To: <span className="font-medium break-all">{item.to}</span>
      </p>
      <pre className="mt-4 overflow-x-auto rounded-lg bg-slate-50 p-4 text-sm whitespace-pre-wrap text-slate-800">
        <LinkifiedText text={item.text} />
      </pre>
    </article>
  );
}
