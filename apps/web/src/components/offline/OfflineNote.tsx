import type { ReactNode } from "react";
import { CloudOffIcon } from "./icons";

/**
 * Under a card: what happened to it offline (done on this device, answer waiting to be checked). The
 * live region is always there, so the text is announced when it appears.
 */
export function OfflineNote({ children }: { children: ReactNode }) {
  return (
    <div role="status" aria-live="polite">
      {children ? (
        <p
          className="mt-4 flex items-start gap-2.5 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950"
          data-testid="offline-note"
        >
          <CloudOffIcon className="mt-0.5 size-5 shrink-0 text-amber-700" />
          <span>{children}</span>
        </p>
      ) : null}
    </div>
  );
}
