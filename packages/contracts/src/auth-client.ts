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
} as const;

/** The channel and messages a sign-in popup uses to tell its opener how sign-in ended. */
export const AUTH_CHANNEL = "arthshala-auth";
export type AuthPopupMessage =
  | { type: "arthshala:signed-in" }
  | { type: "arthshala:sign-in-failed"; message: string };
