/**
 * This browser's Web Push, for streak reminders: whether it can be notified, its current subscription,
 * and subscribing with the server's VAPID key (the service worker, sw.ts, shows what arrives).
 */

/**
 * - ready: the browser can subscribe (permission may still be asked).
 * - blocked: the learner (or the browser's policy) denied notifications for this site.
 * - needsInstall: an iPhone or iPad in Safari: Web Push works only once the app is on the Home Screen.
 * - unsupported: no Push API, or no service worker here (the development server has none).
 */
export type PushSupport = "checking" | "ready" | "blocked" | "needsInstall" | "unsupported";

/** Why turning notifications on did not finish (shown to the learner). */
export class PushSetupError extends Error {
  constructor(readonly reason: "blocked" | "dismissed" | "unsupported" | "failed") {
    super(reason);
  }
}

function isAppleMobile(): boolean {
  const ua = navigator.userAgent;
  return /iPad|iPhone|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
}

function hasPush(): boolean {
  return (
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

/** The service worker's registration, if this page has one (production builds register it after load). */
async function registration(waitMs = 0): Promise<ServiceWorkerRegistration | undefined> {
  if (!("serviceWorker" in navigator)) return undefined;
  const now = await navigator.serviceWorker.getRegistration();
  if (now || waitMs === 0) return now;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), waitMs)),
  ]);
}

export async function pushSupport(): Promise<PushSupport> {
  if (!hasPush()) return typeof navigator !== "undefined" && isAppleMobile() ? "needsInstall" : "unsupported";
  if (Notification.permission === "denied") return "blocked";
  return (await registration()) ? "ready" : "unsupported";
}

/** This browser's current push subscription's endpoint, or null. */
export async function currentEndpoint(): Promise<string | null> {
  if (!hasPush()) return null;
  const reg = await registration();
  const subscription = await reg?.pushManager.getSubscription();
  return subscription?.endpoint ?? null;
}

/** The applicationServerKey: the VAPID public key's bytes (it travels base64url). */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a) return false;
  const x = new Uint8Array(a);
  return x.length === b.length && x.every((v, i) => v === b[i]);
}

/**
 * Asks for permission (from the learner's click), then subscribes this browser with the server's key
 * (an old subscription made with another key is replaced) and gives the subscription to save.
 */
export async function subscribeThisDevice(vapidKey: () => Promise<string>): Promise<PushSubscriptionJSON> {
  if (!hasPush()) throw new PushSetupError("unsupported");
  const permission = await Notification.requestPermission();
  if (permission === "denied") throw new PushSetupError("blocked");
  if (permission !== "granted") throw new PushSetupError("dismissed");
  const reg = await registration(10_000);
  if (!reg) throw new PushSetupError("unsupported");
  try {
    const key = keyBytes(await vapidKey());
    let subscription = await reg.pushManager.getSubscription();
    if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    return subscription.toJSON();
  } catch (error) {
    if (error instanceof PushSetupError) throw error;
    // No push service reachable, or the browser refused (headless browsers have none).
    throw new PushSetupError("failed");
  }
}

/** Ends this browser's subscription (after the server has forgotten it). */
export async function unsubscribeThisDevice(): Promise<void> {
  const reg = await registration();
  const subscription = await reg?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}
