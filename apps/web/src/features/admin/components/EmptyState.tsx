import type { ReactNode } from "react";

/** The dashed box a list shows when it has nothing in it. */
export function EmptyState({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-5 rounded-2xl border border-dashed border-slate-300 bg-slate-50/60 px-6 py-12 text-center">
      <p className="text-slate-700">{text}</p>
      {children}
    </div>
  );
}
