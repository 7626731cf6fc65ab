import { authMessages } from "@arthshala/contracts/auth-client";
import { isCommonPassword } from "./common-passwords.js";

/** The product's name is the first word anyone guessing an Arthshala password would try. */
const SITE_NAME = "arthshala";

/**
 * Why a new password for the account with `email` is refused (beyond the length rule the schema
 * checks), or null when it is fine: a common password, the account's email itself, or one containing
 * the product's name, whatever the capitals.
 */
export function passwordProblem(password: string, email: string): string | null {
  if (isCommonPassword(password)) return authMessages.passwordCommon;
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) return authMessages.passwordIsEmail;
  if (password.toLowerCase().includes(SITE_NAME)) return authMessages.passwordHasSiteName;
  return null;
}
