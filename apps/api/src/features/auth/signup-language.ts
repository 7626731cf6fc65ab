import { isLocale, type Locale } from "@arthshala/contracts/locales";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../platform/db/client.js";
import { users } from "../../platform/db/schema.js";

/** The web app's cookie beside its device setting (apps/web lib/i18n/detect.ts). */
const LANGUAGE_COOKIE = "arthshala.language";

/**
 * The interface language someone signs up in, kept as the account's language so their mail is written
 * in it (platform/mail/compose.ts): the language chosen on this device, else the one the request asks
 * for (the web app sends its interface language as Accept-Language). A request that names neither (a
 * script, a test) records nothing, and the account's pages keep following the device.
 */
export function signUpLanguage(request: FastifyRequest): Locale | null {
  const chosen = request.cookies[LANGUAGE_COOKIE];
  if (isLocale(chosen)) return chosen;
  return request.headers["accept-language"] ? request.locale : null;
}

/** For an account made by an identity provider's sign-in: its language, unless one is saved already. */
export async function recordSignUpLanguage(db: Db, userId: string, language: Locale): Promise<void> {
  await db
    .update(users)
    .set({ language })
    .where(and(eq(users.id, userId), isNull(users.language)));
}
