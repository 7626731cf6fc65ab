import type { Agent } from "node:https";
import type { ReminderPush } from "@arthshala/contracts/reminders-rules";
import webpush from "web-push";
import type { VapidKeys } from "./keys.js";

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What became of one push: delivered to the push service, gone (404/410: forget it), or failed. */
export type PushOutcome =
  | { kind: "sent" }
  | { kind: "gone"; status: number }
  | { kind: "failed"; error: string };

/** A push service that does not answer within this long is given up (the learner's email still goes). */
const PUSH_TIMEOUT_MS = 10_000;

/**
 * Sends reminder notifications with web-push (RFC 8030 with VAPID, RFC 8292; the payload encrypted
 * aes128gcm, RFC 8291). `agent` is for tests only: their local push endpoint's certificate.
 */
export class PushSender {
  agent: Agent | undefined;

  constructor(
    private readonly keys: () => Promise<VapidKeys>,
    private readonly subject: string,
  ) {}

  /**
   * One notification to one browser. TTL: the push service keeps it until the India day ends (a
   * reminder for yesterday is no use); topic: a newer reminder waiting at the service replaces this one.
   */
  async send(target: PushTarget, message: ReminderPush, ttlSeconds: number): Promise<PushOutcome> {
    const { publicKey, privateKey } = await this.keys();
    try {
      await webpush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        {
          vapidDetails: { subject: this.subject, publicKey, privateKey },
          TTL: Math.max(60, Math.floor(ttlSeconds)),
          urgency: "normal",
          topic: message.tag,
          contentEncoding: "aes128gcm",
          timeout: PUSH_TIMEOUT_MS,
          ...(this.agent ? { agent: this.agent } : {}),
        },
      );
      return { kind: "sent" };
    } catch (err) {
      if (err instanceof webpush.WebPushError && (err.statusCode === 404 || err.statusCode === 410))
        return { kind: "gone", status: err.statusCode };
      const status = err instanceof webpush.WebPushError ? ` (${err.statusCode})` : "";
      return { kind: "failed", error: `${err instanceof Error ? err.message : String(err)}${status}` };
    }
  }
}
