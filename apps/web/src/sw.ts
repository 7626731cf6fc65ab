/**
 * The service worker (built by vite-plugin-pwa's injectManifest; typed by tsconfig.sw.json).
 *
 * - The app's files are precached, so the shell and every learner page open without a connection.
 * - Page navigations go to the network first (the server writes each public page's title and meta),
 *   and fall back to the precached shell when the network fails or is too slow.
 * - Uploaded and seeded images are cached as they are seen (bounded), and those of courses saved for
 *   offline reading are looked up first in their own cache.
 * - API calls are not touched: learning reads are POSTs, which the app keeps in IndexedDB itself.
 * - Streak reminders arrive as Web Push: shown as one notification (a newer replaces an older), and a
 *   tap opens the app at the reminder's page (features/reminders/swPush.ts).
 */
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst } from "workbox-strategies";
import { openReminder, reminderNotification } from "./features/reminders/swPush";
import {
  ASSET_CACHE,
  isAppPage,
  isBuildAsset,
  isMediaImage,
  MEDIA_CACHE,
  SAVED_MEDIA_CACHE,
} from "./lib/offline/swRoutes";

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null } | string>;
};

/** After this long without an answer, a navigation shows the shell (which then loads its data). */
const NAVIGATION_TIMEOUT_MS = 4000;
const SHELL = "/index.html";

// The page asks for this when the learner accepts "A new version is ready" (prompt-style updates).
self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

// A streak reminder (the server's web-push): every push must show a notification.
self.addEventListener("push", (event) => {
  const { title, options } = reminderNotification(event.data);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  event.waitUntil(openReminder(self.clients, event.notification.data, self.location.origin));
});

// The first service worker takes the open pages at once, so images seen from now on are kept.
clientsClaim();

// The navigation request starts while the worker boots, instead of after.
self.addEventListener("activate", (event) => {
  event.waitUntil(self.registration.navigationPreload?.enable() ?? Promise.resolve());
});

async function shell(): Promise<Response | undefined> {
  return matchPrecache(SHELL);
}

// Registered before the precache route, which would otherwise answer "/" from its copy of index.html.
registerRoute(
  ({ request, url }) => request.mode === "navigate" && isAppPage(url, self.location.origin),
  async ({ request, event }) => {
    const fetchEvent = event as FetchEvent;
    const network = (async () => {
      const preloaded = (await fetchEvent.preloadResponse) as Response | undefined;
      return preloaded ?? fetch(request);
    })();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), NAVIGATION_TIMEOUT_MS);
    });
    try {
      const response = await Promise.race([network, late]);
      // A gateway's error page is no use to a learner; the server's own pages (even its 404) are.
      if (response && response.status < 502) return response;
      return (await shell()) ?? response ?? (await network);
    } catch {
      return (await shell()) ?? Response.error();
    } finally {
      clearTimeout(timer);
      // A late answer is not awaited by anyone: keep it from being reported as unhandled.
      network.catch(() => undefined);
    }
  },
);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const mediaCache = new CacheFirst({
  cacheName: MEDIA_CACHE,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
  ],
});

registerRoute(
  ({ request, url }) => isMediaImage(url, self.location.origin, request.destination),
  async (options) => {
    const saved = await caches.open(SAVED_MEDIA_CACHE).then((cache) => cache.match(options.request));
    return saved ?? mediaCache.handle(options);
  },
);

registerRoute(
  ({ url }) => isBuildAsset(url, self.location.origin),
  new CacheFirst({
    cacheName: ASSET_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 100, purgeOnQuotaError: true }),
    ],
  }),
);
