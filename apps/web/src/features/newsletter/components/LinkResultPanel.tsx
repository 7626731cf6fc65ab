import type { ReactNode } from "react";
import { CheckIcon, MailIcon } from "../../../components/ui/icons";
import { cx } from "../../../lib/cx";

export type Tone = "success" | "info" | "error";

const tones: Record<Tone, string> = {
  success: "bg-brand-100 text-brand-800",
  info: "bg-slate-100 text-slate-700",
  error: "bg-red-100 text-red-800",
};

/** The outcome of a link from a newsletter email (confirm, unsubscribe): an icon over the server's words. */
export function LinkResultPanel({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <span className={cx("inline-flex size-14 items-center justify-center rounded-full", tones[tone])}>
        {tone === "success" ? <CheckIcon className="size-7" /> : <MailIcon className="size-7" />}
      </span>
      {children}
    </div>
  );
}
