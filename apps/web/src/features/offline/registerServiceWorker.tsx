/// <reference types="vite-plugin-pwa/client" />
/**
 * Registers the service worker (src/sw.ts) from a bundled script, as the CSP allows no inline one. A new
 * version waits until the learner chooses to reload, so nobody loses a half-read card to an update.
 */

import { registerSW } from "virtual:pwa-register";
import toast from "react-hot-toast";
import { offlineMessages } from "./messages";

export function registerServiceWorker(): void {
  const update = registerSW({
    onNeedRefresh() {
      toast(
        (t) => (
          <span className="flex items-center gap-3">
            <span>{offlineMessages.updateReady}</span>
            <button
              type="button"
              className="rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
              onClick={() => {
                toast.dismiss(t.id);
                void update(true);
              }}
            >
              {offlineMessages.updateButton}
            </button>
          </span>
        ),
        { id: "app-update", duration: Number.POSITIVE_INFINITY },
      );
    },
    onRegisterError(error) {
      console.warn("Service worker registration failed", error);
    },
  });
}
