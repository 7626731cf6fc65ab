import { z } from "zod";
import { reminderMessages } from "./reminders-rules.js";
import { singleLineText } from "./text.js";

/**
 * Streak reminders' calls (issue 27): GET/PUT /api/reminders, POST/DELETE /api/reminders/push-subscription,
 * GET /api/reminders/vapid-public-key. Rules and texts are in ./reminders-rules (zod-free, for the web).
 */

const hour = z.number().int().min(0).max(23);

export const reminderDeviceSchema = z.object({
  /** The push service's address for that browser: how the web recognises "this device". */
  endpoint: z.string(),
  created_at: z.string(),
});

export const reminderPrefsSchema = z.object({
  /** A reminder email at `hour` (only ever to a confirmed address). */
  email: z.boolean(),
  /** A notification on each device in `devices`. */
  push: z.boolean(),
  /** India time, 0–23. */
  hour,
  /** Reminder emails need a confirmed address. */
  email_verified: z.boolean(),
  devices: z.array(reminderDeviceSchema),
});
export type ReminderPrefs = z.infer<typeof reminderPrefsSchema>;

export const reminderPrefsBodySchema = z
  .object({ email: z.boolean().optional(), push: z.boolean().optional(), hour: hour.optional() })
  .strict()
  .refine(
    (b) => b.email !== undefined || b.push !== undefined || b.hour !== undefined,
    reminderMessages.nothingToChange,
  );
export type ReminderPrefsBody = z.infer<typeof reminderPrefsBodySchema>;

/** A push endpoint: an https URL (where it may point is the server's to decide: reminders/endpoint.ts). */
export const pushEndpointSchema = singleLineText()
  .min(1)
  .max(1000)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "https:" && url.username === "" && url.password === "";
    } catch {
      return false;
    }
  }, "must be an https address");

/** A browser's PushSubscription as its toJSON() gives it; the keys are base64url (P-256 point, 16-byte secret). */
export const pushSubscriptionBodySchema = z.object({
  endpoint: pushEndpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The browser's P-256 public key, uncompressed: 65 bytes. */
    p256dh: singleLineText().regex(/^[A-Za-z0-9_-]{87}=?$/, "must be a P-256 public key in base64url"),
    /** The 16-byte authentication secret. */
    auth: singleLineText().regex(/^[A-Za-z0-9_-]{22}(==)?$/, "must be a 16-byte secret in base64url"),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushUnsubscribeBodySchema = z.object({ endpoint: pushEndpointSchema });

export const vapidPublicKeySchema = z.object({
  /** The server's VAPID public key (base64url), the applicationServerKey of pushManager.subscribe. */
  public_key: z.string(),
});
