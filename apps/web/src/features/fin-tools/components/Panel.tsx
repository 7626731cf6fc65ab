import { type ReactNode, useId } from "react";
import { cx } from "../../../lib/cx";

interface PanelProps {
  title: string;
  /** Month select and other controls, beside the title (below it on a phone). */
  controls?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** One of the tracker's cards: a titled region with its own controls. */
export function Panel({ title, controls, children, className }: PanelProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cx(
        "flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5",
        className,
      )}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        {controls ? <div className="flex flex-wrap items-center gap-2">{controls}</div> : null}
      </div>
      {children}
    </section>
  );
}

/** A panel's empty or failed state, in the place the content would take. */
export function PanelNote({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cx(
        "flex flex-1 items-center justify-center rounded-xl bg-slate-50 p-6 text-center text-slate-700",
        className,
      )}
    >
      {children}
    </div>
  );
}
