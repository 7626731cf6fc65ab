import type { PushSubscriptionBody, ReminderPrefs, ReminderPrefsBody } from "@arthshala/contracts/reminders";
import {
  DEFAULT_REMINDER_HOUR,
  MAX_PUSH_DEVICES,
  reminderMessages,
} from "@arthshala/contracts/reminders-rules";
import { and, asc, eq, sql } from "drizzle-orm";
import { type Db, selectRows } from "../../platform/db/client.js";
import { pushSubscriptions, reminderPreferences, users } from "../../platform/db/schema.js";
import { conflict, fieldError, notFound } from "../../platform/http/errors.js";

/** The learner's reminder settings and devices (defaults, all off, before they ever chose). */
export async function loadPrefs(db: Db, userId: string): Promise<ReminderPrefs> {
  const [row] = await db
    .select({
      email: reminderPreferences.email,
      push: reminderPreferences.push,
      hour: reminderPreferences.hour,
      verified: sql<boolean>`${users.emailVerifiedAt} is not null`,
    })
    .from(users)
    .leftJoin(reminderPreferences, eq(reminderPreferences.userId, users.id))
    .where(eq(users.id, userId));
  const devices = await db
    .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
  return {
    email: row?.email ?? false,
    push: row?.push ?? false,
    hour: row?.hour ?? DEFAULT_REMINDER_HOUR,
    email_verified: row?.verified ?? false,
    devices: devices.map((d) => ({ endpoint: d.endpoint, created_at: d.createdAt.toISOString() })),
  };
}

/**
 * Saves what the learner changed. Turning email on needs a confirmed address: reminder mail carries the
 * account holder's name, and product mail never goes to an address nobody has proved (OPERATIONS.md).
 */
export async function savePrefs(db: Db, userId: string, body: ReminderPrefsBody, now: Date) {
  if (body.email === true) {
    const [user] = await db
      .select({ verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, userId));
    if (!user?.verifiedAt) throw conflict(reminderMessages.confirmEmailFirst);
  }
  const set = {
    ...(body.email !== undefined ? { email: body.email } : {}),
    ...(body.push !== undefined ? { push: body.push } : {}),
    ...(body.hour !== undefined ? { hour: body.hour } : {}),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(reminderPreferences)
      .values({ userId, ...set, updatedAt: now })
      .onConflictDoUpdate({ target: reminderPreferences.userId, set: { ...set, updatedAt: now } });
    // Notifications off means off everywhere: no device is kept to come back on by itself later.
    if (body.push === false) await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  });
  return loadPrefs(db, userId);
}

/**
 * Keeps a browser's subscription for this learner and turns push on. An endpoint is one browser: saved
 * again (the same learner, or another who signed in on that browser since), it is the newest saver's.
 * At most MAX_PUSH_DEVICES per learner: the oldest beyond that are forgotten.
 */
export async function saveSubscription(
  db: Db,
  userId: string,
  body: PushSubscriptionBody,
  allowed: (endpoint: string) => boolean,
  now: Date,
) {
  if (!allowed(body.endpoint)) throw fieldError("endpoint", reminderMessages.notPushService);
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: body.keys.p256dh, auth: body.keys.auth, createdAt: now },
      });
    await tx.execute(sql`
      delete from push_subscriptions where user_id = ${userId} and id not in (
        select id from push_subscriptions where user_id = ${userId}
        order by created_at desc, id desc limit ${MAX_PUSH_DEVICES})`);
    await tx
      .insert(reminderPreferences)
      .values({ userId, push: true, updatedAt: now })
      .onConflictDoUpdate({ target: reminderPreferences.userId, set: { push: true, updatedAt: now } });
  });
  return loadPrefs(db, userId);
}

/** Forgets one of the learner's own devices (404 for an endpoint that is not theirs: nothing else is touched). */
export async function removeSubscription(db: Db, userId: string, endpoint: string) {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw notFound(reminderMessages.noDevice);
  return loadPrefs(db, userId);
}

/** The one-click stop: email and push off, and the devices forgotten. Returns whether anything was on. */
export async function stopReminders(db: Db, userId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await selectRows<{ user_id: string }>(
      tx,
      sql`update reminder_preferences set email = false, push = false, updated_at = ${now}
        where user_id = ${userId} and (email or push) returning user_id`,
    );
    const devices = await tx
      .delete(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .returning({ id: pushSubscriptions.id });
    return rows.length > 0 || devices.length > 0;
  });
}

/** The learner's saved language, for a page reached by a mailed link (no session). */
export async function languageOf(db: Db, userId: string): Promise<"en" | "hi" | null> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language === "hi" ? "hi" : row?.language === "en" ? "en" : null;
}
