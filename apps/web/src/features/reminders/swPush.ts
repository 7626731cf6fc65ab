/**
 * The service worker's side of streak reminders (issue 27): a `push` shows the reminder as a
 * notification, and `notificationclick` brings the app forward at the reminder's page. Written against
 * the few members it uses, so sw.ts (worker globals) and the tests (happy-dom) can both call it.
 */
import { REMINDER_NOTIFICATION_TAG } from "@arthshala/contracts/reminders-rules";

export const REMINDER_ICON = "/icons/icon-192.png";
const DEFAULT_URL = "/home";

export interface ShownReminder {
  title: string;
  options: {
    body: string;
    icon: string;
    badge: string;
    tag: string;
    data: { url: string };
  };
}

/** Only a path of this site may be opened from a notification; anything else opens home. */
export function safeReminderPath(url: unknown): string {
  return typeof url === "string" && url.startsWith("/") && !url.startsWith("//") && !url.includes("\\")
    ? url
    : DEFAULT_URL;
}

/**
 * What to show for a push message's payload (the server's JSON: title, body, url, tag). The browser
 * requires a notification for every push it delivers, so a payload that cannot be read still shows one.
 * One tag for every reminder: a newer one replaces an older one still on screen, so they never stack.
 */
export function reminderNotification(payload: { json(): unknown } | null | undefined): ShownReminder {
  let data: Record<string, unknown> = {};
  try {
    const parsed = payload?.json();
    if (parsed && typeof parsed === "object") data = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: the plain reminder below.
  }
  const text = (value: unknown, fallback: string) =>
    typeof value === "string" && value.trim() ? value.slice(0, 200) : fallback;
  return {
    title: text(data.title, "Arthshala"),
    options: {
      body: text(data.body, "A few minutes of learning today keeps your streak going."),
      icon: REMINDER_ICON,
      badge: REMINDER_ICON,
      tag: REMINDER_NOTIFICATION_TAG,
      data: { url: safeReminderPath(data.url) },
    },
  };
}

interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate?(url: string): Promise<unknown>;
}

interface ClientsLike {
  matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
  openWindow(url: string): Promise<unknown>;
}

/**
 * A tap on a reminder: focus a window of the app already at that page, else focus any window of the
 * app and take it there, else open one.
 */
export async function openReminder(clients: ClientsLike, data: unknown, origin: string): Promise<void> {
  const path = safeReminderPath((data as { url?: unknown } | null)?.url);
  const target = new URL(path, origin).href;
  const windows = (await clients.matchAll({ type: "window", includeUncontrolled: true })).filter(
    (w) => new URL(w.url).origin === origin,
  );
  const open = windows.find((w) => w.url === target) ?? windows[0];
  if (!open) {
    await clients.openWindow(target);
    return;
  }
  await open.focus();
  if (open.url !== target) {
    // navigate() needs a window this worker controls; one it does not is left focused where it is.
    await open.navigate?.(target).catch(() => undefined);
  }
}
