import { signValue, verifySigned } from "../../platform/auth/signing.js";

const PREFIX = "u1:";

/** The signed token in every newsletter's unsubscribe link: it names one subscription, nothing else. */
export function unsubscribeToken(secret: string, subscriptionId: string): string {
  return signValue(secret, `${PREFIX}${subscriptionId}`);
}

/** The subscription id of a genuine token, or null for a tampered or made-up one. */
export function readUnsubscribeToken(secret: string, token: string): string | null {
  const payload = verifySigned(secret, token);
  if (!payload?.startsWith(PREFIX)) return null;
  const id = payload.slice(PREFIX.length);
  return /^[0-9a-f-]{36}$/.test(id) ? id : null;
}
