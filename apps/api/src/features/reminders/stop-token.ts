import { signValue, verifySigned } from "../../platform/auth/signing.js";

const PREFIX = "r1:";
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The signed token of a reminder email's stop link: the learner's id under an HMAC with the server's
 * `reminders-stop` key (platform/auth/signing, as the newsletter's unsubscribe links). It only ever
 * turns reminders off, so it does not expire.
 */
export function stopToken(secret: string, userId: string): string {
  return signValue(secret, `${PREFIX}${userId}`);
}

/** The learner a genuine token names, or null for a tampered, made-up or malformed one. */
export function readStopToken(secret: string, token: string): string | null {
  const payload = verifySigned(secret, token);
  if (!payload?.startsWith(PREFIX)) return null;
  const userId = payload.slice(PREFIX.length);
  return USER_ID.test(userId) ? userId : null;
}
