/**
 * Zod-free copies of the auth constants the browser needs. Importing ./auth pulls all of zod
 * (about 23 kB gzipped) into the web bundle, because zod configures itself when loaded.
 * ./auth re-exports these, so there is one source.
 */

export const PASSWORD_MIN_LENGTH = 8;

export const authMessages = {
  fillAllFields: "Please fill in all fields.",
  passwordsDoNotMatch: "Passwords do not match.",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  emailTaken: "An account with this email already exists. Try signing in instead.",
  badCredentials: "Incorrect email or password.",
  resetRequested:
    "If an account exists for that email, we have sent a link to reset your password. It works for 1 hour.",
  resetInvalid: "This reset link is invalid or has expired. Please ask for a new one.",
  resetDone: "Your password has been changed. Please sign in with your new password.",
  passwordCommon:
    "This password is one of the most common passwords, so it is among the first an attacker would try. Please choose another.",
  passwordIsEmail: "Your password cannot be your email address. Please choose another.",
  passwordHasSiteName:
    'Your password cannot contain the word "Arthshala": it is among the first an attacker would try. Please choose another.',
  passwordNearContext:
    "Your password is built on your name or one of this site's words (like FinStars), so it is among the first an attacker would try. Please choose another.",
  accountThrottled:
    "Too many failed sign-in attempts for this account. Please wait 15 minutes and try again, or reset your password.",
  verifyDone: "Thank you! Your email address is confirmed.",
  verifyInvalid:
    "This confirmation link is invalid or has expired. Sign in and ask for a new one from your home page.",
  verifyAlready: "Your email address is already confirmed.",
  verifySent: "We sent a new confirmation link. Please check your inbox.",
} as const;

/** Sign-in failures the server reports to /auth/done by code: the page shows only its own texts. */
export const signInErrorMessages = {
  cancelled: "Sign-in was cancelled.",
  unavailable: "The sign-in service is not reachable right now. Please try again.",
  expired: "This sign-in attempt has expired or was already used. Please try again.",
  refused: "The identity provider did not confirm this sign-in. Please try again.",
  no_email: "The identity provider did not share an email address.",
  email_unverified: "Your email address is not verified with the identity provider.",
  failed: "Sign-in failed. Please try again.",
} as const;
export type SignInErrorCode = keyof typeof signInErrorMessages;

/** The message for a code from the URL; anything the app does not know reads as a plain failure. */
export function signInErrorMessage(code: string | null): string {
  return code && Object.hasOwn(signInErrorMessages, code)
    ? signInErrorMessages[code as SignInErrorCode]
    : signInErrorMessages.failed;
}

/** The channel and messages a sign-in popup uses to tell its opener how sign-in ended. */
export const AUTH_CHANNEL = "arthshala-auth";
export type AuthPopupMessage =
  | { type: "arthshala:signed-in" }
  | { type: "arthshala:sign-in-failed"; message: string };

/** Longest `next` kept: a page's path and query, never a document smuggled in a cookie or URL. */
const RETURN_PATH_MAX = 1000;
/** Pages that never make sense to come back to after signing in (they would loop or end at once). */
const NOT_A_RETURN_PAGE =
  /^\/(?:api|auth|signin|signup|forgot-password|reset-password|verify-email)(?:[/?#]|$)/;

/**
 * Where a learner returns after signing in on the same page (`?next=`): a path on this site, or null.
 * Accepts only a path starting with one "/": never "//host" or "https://host" (another site), never a
 * backslash (browsers read "/\host" as "//host"), never a control character (browsers drop tabs and
 * newlines, so "/\t/host" would become "//host"), never "javascript:". The path is resolved as a browser
 * would, and the answer is refused if resolving it left the site or begins with "//" ("/.//host").
 * Used on both sides: the server before it redirects, the web app before it navigates.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > RETURN_PATH_MAX) return null;
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || value[i] === "\\") return null;
  }
  const base = "https://return-path.invalid";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path.startsWith("//") || NOT_A_RETURN_PAGE.test(path)) return null;
  return path;
}
