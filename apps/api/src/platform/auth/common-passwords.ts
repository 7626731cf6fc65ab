import { PASSWORD_MIN_LENGTH } from "@arthshala/contracts/auth";
import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * The ~49,000 most common passwords from breach corpora (zxcvbn-ts's ranked list), lower-cased.
 * Shorter ones are refused by the length rule already, so only those that pass it are kept.
 */
let common: Set<string> | undefined;

/** True for a password found in the list, whatever its capitals ("PassWord123" counts). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    dictionary["passwords-common"].filter((p) => p.length >= PASSWORD_MIN_LENGTH).map((p) => p.toLowerCase()),
  );
  return common.has(password.toLowerCase());
}
