/**
 * Who was signed in on this device, so the app opened offline is still theirs (their copies, their
 * queue), and the log-out that forgets all of it. The server still decides every call by the cookie:
 * this is only what the app shows while it cannot ask.
 */

import { outbox } from "./outbox";
import { offlineStorage } from "./storage";
import { MEDIA_CACHE, SAVED_MEDIA_CACHE } from "./swRoutes";

const ME = "me";
/** The outbox's keys (outbox.ts): "outbox:<sub>". */
const OUTBOX = "outbox:";

export async function rememberUser(user: unknown): Promise<void> {
  try {
    if (user === null) await offlineStorage().delete(ME);
    else await offlineStorage().set(ME, user);
  } catch {
    // Best effort: without it, the app opened offline shows the visitor's view.
  }
}

export async function recallUser<T>(): Promise<T | null> {
  try {
    return (await offlineStorage().get<T>(ME)) ?? null;
  } catch {
    return null;
  }
}

/**
 * Log out: nothing of the learner stays on the device (a shared phone): copies of their courses,
 * cards, articles and home, the saved-course records, the remembered profile, and cached images.
 * The caller has made sure the learner's outbox was delivered first. Another learner's undelivered
 * work stays (their session ended before it could be sent): it goes when they sign in again, and
 * wiping it would lose it silently.
 */
export async function clearOfflineData(): Promise<void> {
  try {
    const storage = offlineStorage();
    const keys = await storage.keys();
    await Promise.all(
      keys.map(async (key) => {
        if (key.startsWith(OUTBOX) && ((await storage.get<unknown[]>(key))?.length ?? 0) > 0) return;
        await storage.delete(key);
      }),
    );
  } catch {
    // A store that cannot be opened holds nothing either.
  }
  outbox.forgetAll();
  if (typeof caches !== "undefined") {
    await Promise.all([caches.delete(SAVED_MEDIA_CACHE), caches.delete(MEDIA_CACHE)]).catch(() => undefined);
  }
}
