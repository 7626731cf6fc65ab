/**
 * Registers the service worker (src/sw.ts, built to /sw.js) from a bundled script, as the CSP allows no
 * inline one. A new version waits until the learner chooses to reload, so nobody loses a half-read card
 * to an update. Written on the browser's own API: workbox-window did the same in 3 KB gzip more on every
 * first screen.
 */
import toast from "react-hot-toast/headless";
import { offlineMessages } from "../../lib/offline/messages";

export const SERVICE_WORKER_URL = "/sw.js";

function offerUpdate(waiting: ServiceWorker, onAccept: () => void): void {
  toast(
    (t) => (
      <span className="flex items-center gap-3">
        <span>{offlineMessages.updateReady}</span>
        <button
          type="button"
          className="rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
          onClick={() => {
            toast.dismiss(t.id);
            onAccept();
            // sw.ts answers by activating; the page reloads on controllerchange below.
            waiting.postMessage({ type: "SKIP_WAITING" });
          }}
        >
          {offlineMessages.updateButton}
        </button>
      </span>
    ),
    { id: "app-update", duration: Number.POSITIVE_INFINITY },
  );
}

export async function registerServiceWorker(
  container: ServiceWorkerContainer = navigator.serviceWorker,
  reload: () => void = () => window.location.reload(),
): Promise<void> {
  // The first install takes control too (clientsClaim): only a chosen update reloads the page.
  let accepted = false;
  const accept = () => {
    accepted = true;
  };
  container.addEventListener("controllerchange", () => {
    if (accepted) reload();
  });
  try {
    const registration = await container.register(SERVICE_WORKER_URL, { scope: "/" });
    // An update that finished installing on an earlier visit and is still waiting.
    if (registration.waiting && container.controller) offerUpdate(registration.waiting, accept);
    registration.addEventListener("updatefound", () => {
      const installing = registration.installing;
      installing?.addEventListener("statechange", () => {
        // With no controller this is the first install, not an update: nothing to offer.
        if (installing.state === "installed" && container.controller) offerUpdate(installing, accept);
      });
    });
  } catch (error) {
    console.warn("Service worker registration failed", error);
  }
}
