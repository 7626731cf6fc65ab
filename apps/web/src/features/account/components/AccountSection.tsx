import type { ReactNode } from "react";
import { cx } from "../../../lib/cx";

type Tone = "plain" | "danger";

/** One entry of /account's list of sections: its panel and its chip in the jump list. */
export interface AccountSectionEntry {
  /** The panel's id: the jump list links to it (#reminders). */
  id: string;
  /** The chip's short name in the jump list. */
  nav: string;
  title: string;
  description?: ReactNode;
  tone?: Tone;
  body: ReactNode;
}

interface AccountSectionProps {
  id: string;
  title: string;
  description?: ReactNode;
  tone?: Tone;
  /** A link back to the page's jump list, at the panel's end (on a phone, far below it). */
  back?: { href: string; label: string };
  children: ReactNode;
}

/** One panel of /account, reachable by its #id from the page's list of sections. */
export function AccountSection({
  id,
  title,
  description,
  tone = "plain",
  back,
  children,
}: AccountSectionProps) {
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
      {back ? (
        // The wide layout keeps the list beside the panels (sticky): the link is for narrow screens.
        <p className="mt-5 border-t border-slate-100 pt-3 lg:hidden">
          <a
            href={back.href}
            className="inline-flex min-h-9 items-center gap-1 text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
          >
            <span aria-hidden="true">↑</span>
            {back.label}
          </a>
        </p>
      ) : null}
    </section>
  );
}
