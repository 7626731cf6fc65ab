import { eq } from "drizzle-orm";
import webpush from "web-push";
import { serverSecret } from "../../platform/auth/signing.js";
import type { Config } from "../../platform/config.js";
import type { Db } from "../../platform/db/client.js";
import { appSettings } from "../../platform/db/schema.js";
import { once } from "../../platform/once.js";

/** The app_settings row holding the VAPID key pair (one row, so two instances can never mix halves). */
export const VAPID_SETTING = "web-push-vapid";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The server's VAPID key pair, made on first start and kept in the database: every instance signs with
 * the same key, and browsers' subscriptions (made with its public half) survive restarts and deploys.
 * Race-free across instances: each offers a fresh pair with `on conflict do nothing`, then all read the one kept.
 */
export async function vapidKeys(db: Db): Promise<VapidKeys> {
  const fresh = webpush.generateVAPIDKeys();
  await db
    .insert(appSettings)
    .values({ key: VAPID_SETTING, value: JSON.stringify(fresh) })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, VAPID_SETTING))
    .limit(1);
  const kept = JSON.parse(row!.value) as Partial<VapidKeys>;
  if (typeof kept.publicKey !== "string" || typeof kept.privateKey !== "string")
    throw new Error(`app_settings ${VAPID_SETTING} does not hold a VAPID key pair`);
  return { publicKey: kept.publicKey, privateKey: kept.privateKey };
}

/**
 * Who push services may contact about our messages (VAPID `sub`): PUBLIC_URL when it is https, else a
 * mailto: of SUPPORT_EMAIL, else of MAIL_FROM's address. Push services accept only https: or mailto:.
 */
export function vapidSubject(config: Config): string {
  if (config.PUBLIC_URL?.startsWith("https://")) return new URL(config.PUBLIC_URL).origin;
  if (config.SUPPORT_EMAIL) return `mailto:${config.SUPPORT_EMAIL}`;
  const from = /<([^<>\s]+@[^<>\s]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM.trim();
  return `mailto:${from.includes("@") ? from : "no-reply@arthshala.local"}`;
}

export interface ReminderKeys {
  vapid(): Promise<VapidKeys>;
  /** Signs the one-click stop links (its own key, like the newsletter's unsubscribe key). */
  stop(): Promise<string>;
}

export function reminderKeys(db: Db): ReminderKeys {
  return {
    vapid: once(() => vapidKeys(db)),
    stop: once(() => serverSecret(db, "reminders-stop")),
  };
}
