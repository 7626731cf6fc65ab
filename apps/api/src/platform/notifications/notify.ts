import {
  type NotificationKind,
  type NotificationParams,
  notificationText,
} from "@arthshala/contracts/notification-messages";
import type { Db } from "../db/client.js";
import { broadcastNotifications, notifications } from "../db/schema.js";
import type { Tx } from "../rewards/ledger.js";

export interface NotificationInput<K extends NotificationKind = NotificationKind> {
  kind: K;
  params: NotificationParams[K];
  /** Where the notification leads in the app, if anywhere. */
  link?: string;
  /** The event's identity: the same key never notifies twice. */
  dedupeKey: string;
}

/**
 * Notifies one learner. Call it inside the transaction that records the event, so a failed request
 * neither loses the notification nor sends one for something that did not happen.
 */
export async function notify<K extends NotificationKind>(
  tx: Tx | Db,
  userId: string,
  input: NotificationInput<K>,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(notifications)
    .values({
      userId,
      kind: input.kind,
      content: notificationText(input.kind, input.params),
      params: { ...input.params },
      link: input.link ?? null,
      dedupeKey: input.dedupeKey,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  // True the first time this event notifies (a repeat is a no-op).
  return rows.length > 0;
}

/** One row for every learner (a new course or article); each learner's seen state is a watermark. */
export async function broadcast<K extends NotificationKind>(
  tx: Tx | Db,
  input: NotificationInput<K>,
  now: Date,
): Promise<void> {
  await tx
    .insert(broadcastNotifications)
    .values({
      kind: input.kind,
      content: notificationText(input.kind, input.params),
      params: { ...input.params },
      link: input.link ?? null,
      dedupeKey: input.dedupeKey,
      createdAt: now,
    })
    .onConflictDoNothing();
}
