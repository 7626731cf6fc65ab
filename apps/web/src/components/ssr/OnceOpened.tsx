import { type ReactNode, Suspense, useRef } from "react";

/**
 * Mounts a lazily loaded dialog from the first time it opens and keeps it mounted after (its closing
 * animation, and a half-typed form, survive), with nothing shown while its code arrives. Dialogs are
 * never on a page's first screen, so their code need not be either (docs/ARCHITECTURE.md).
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const opened = useRef(false);
  if (open) opened.current = true;
  return opened.current ? <Suspense fallback={null}>{children}</Suspense> : null;
}
