import type { ReactNode } from "react";
import { cx } from "../../../lib/cx";

interface AccountSectionProps {
  id: string;
  title: string;
  description?: ReactNode;
  tone?: "plain" | "danger";
  children: ReactNode;
}

/** One panel of /account, reachable by its #id from the page's list of sections. */
export function AccountSection({ id, title, description, tone = "plain", children }: AccountSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cx(
        "scroll-mt-24 rounded-2xl border bg-white p-5 shadow-sm sm:p-6",
        tone === "danger" ? "border-red-200" : "border-slate-200",
      )}
    >
      <h2
        id={`${id}-title`}
        className={cx("text-lg font-semibold", tone === "danger" ? "text-red-800" : "text-slate-900")}
      >
        {title}
      </h2>
      {description ? <div className="mt-1 text-sm text-slate-600">{description}</div> : null}
      <div className="mt-5 space-y-5">{children}</div>
    </section>
  );
}
