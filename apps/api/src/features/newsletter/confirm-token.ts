import { signValue, verifySigned } from "../../platform/auth/signing.js";
import { decodeAddress, encodeAddress, isSubscriptionId } from "./token-fields.js";

const PREFIX = "c1:";
/** Long enough for an inbox checked once a week; short enough that a leaked old mail is soon useless. */
export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface ConfirmClaim {
  subscriptionId: string;
  address: string;
  issuedAt: Date;
}

/**
 * The signed token in a double opt-in mail: subscription, the address it was sent to, and when. Nothing is
 * stored for it; the address binding makes it void once the learner saves another address.
 */
export function confirmationToken(
  secret: string,
  subscriptionId: string,
  address: string,
  issuedAt: Date = new Date(),
): string {
  const seconds = Math.floor(issuedAt.getTime() / 1000);
  return signValue(secret, `${PREFIX}${subscriptionId}:${encodeAddress(address)}:${seconds}`);
}

/** A genuine, unexpired token's claim; "expired" for a genuine old one; null for anything else. */
export function readConfirmationToken(
  secret: string,
  token: string,
  now: Date = new Date(),
): ConfirmClaim | "expired" | null {
  const payload = verifySigned(secret, token);
  if (!payload?.startsWith(PREFIX)) return null;
  const [id = "", field = "", seconds = "", ...rest] = payload.slice(PREFIX.length).split(":");
  const address = decodeAddress(field);
  if (rest.length > 0 || !isSubscriptionId(id) || !address || !/^[0-9]{1,12}$/.test(seconds)) return null;
  const issuedAt = new Date(Number(seconds) * 1000);
  // A token from the future was not made by this server's clock: refuse it rather than extend its life.
  if (issuedAt.getTime() > now.getTime() + 60_000) return null;
  if (now.getTime() - issuedAt.getTime() > CONFIRM_TOKEN_TTL_MS) return "expired";
  return { subscriptionId: id, address, issuedAt };
}
