import { signValue, verifySigned } from "../../platform/auth/signing.js";
import { decodeAddress, encodeAddress, isSubscriptionId } from "./token-fields.js";

/** Links sent before tokens named their address: they name only the subscription. */
const LEGACY_PREFIX = "u1:";
const PREFIX = "u2:";

export type UnsubscribeClaim =
  /** u2: unsubscribes the subscription only while it still has the address the mail went to. */
  | { version: 2; subscriptionId: string; address: string }
  /** u1: legacy; routes.ts decides whether it is still honoured (see legacy-unsubscribe.ts). */
  | { version: 1; subscriptionId: string };

/**
 * The signed token in every newsletter's unsubscribe link: one subscription and the address that mail
 * was sent to, so a link can never remove a different address later saved on the same account.
 */
export function unsubscribeToken(secret: string, subscriptionId: string, address: string): string {
  return signValue(secret, `${PREFIX}${subscriptionId}:${encodeAddress(address)}`);
}

/** What a genuine token claims, or null for a tampered, made-up or malformed one. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | null {
  const payload = verifySigned(secret, token);
  if (payload?.startsWith(LEGACY_PREFIX)) {
    const id = payload.slice(LEGACY_PREFIX.length);
    return isSubscriptionId(id) ? { version: 1, subscriptionId: id } : null;
  }
  if (!payload?.startsWith(PREFIX)) return null;
  const [id = "", field = "", ...rest] = payload.slice(PREFIX.length).split(":");
  const address = decodeAddress(field);
  if (rest.length > 0 || !isSubscriptionId(id) || !address) return null;
  return { version: 2, subscriptionId: id, address };
}
