import { cx } from "../../lib/cx";

/** A grey placeholder block; hidden from assistive technology (pair it with a status message). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cx("animate-pulse rounded-md bg-slate-200", className)} />;
}
