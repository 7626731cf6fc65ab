import type { ReactNode } from "react";
import { cx } from "../../lib/cx";

/** The page column: same width and gutters on every screen. */
export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx("mx-auto w-full max-w-6xl px-4 py-10 sm:px-6", className)}>{children}</div>;
}
