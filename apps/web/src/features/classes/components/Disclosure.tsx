import type { ReactNode } from "react";
import { cx } from "../../../lib/cx";

/**
 * A part of the page opened on demand (a form under its button): the browser's own <details>, so it
 * works before the scripts run and needs no state.
 */
export function Disclosure({
  summary,
  children,
  open,
  className,
}: {
  summary: ReactNode;
  children: ReactNode;
  open?: boolean;
  className?: string;
}) {
  return (
    <details open={open} className={cx("group rounded-xl border border-slate-200 bg-slate-50/60", className)}>
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
        {summary}
        <span aria-hidden="true" className="text-slate-500 transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="border-t border-slate-200 bg-white p-4 sm:p-5">{children}</div>
    </details>
  );
}
