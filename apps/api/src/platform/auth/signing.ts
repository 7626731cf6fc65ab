import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { appSettings } from "../db/schema.js";

/** A server secret made once and kept in the database, so every instance signs alike. */
export async function serverSecret(db: Db, key: string): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key)).limit(1);
  return row!.value;
}

/** `payload.signature` with an HMAC-SHA256 signature; payload must not contain a dot. */
export function signValue(secret: string, payload: string): string {
  return `${payload}.${createHmac("sha256", secret).update(payload).digest("base64url")}`;
}

/** The payload of a correctly signed value, or null when it was changed or made up. */
export function verifySigned(secret: string, token: string): string | null {
  const dot = token.lastIndexOf(".");
  if (dot <= 0) return null;
  const payload = token.slice(0, dot);
  const expected = Buffer.from(signValue(secret, payload).slice(dot + 1));
  const given = Buffer.from(token.slice(dot + 1));
  return expected.length === given.length && timingSafeEqual(expected, given) ? payload : null;
}
