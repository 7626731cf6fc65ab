import { isLocale, type Locale } from "@arthshala/contracts/locales";
import type { MailMessage } from "./mailer.js";

/**
 * The language a learner's mail is written in: their saved choice, which sign-up fills with the
 * interface language they signed up in (features/auth/signup-language.ts); English when neither is known.
 */
export const mailLanguage = (saved: string | null | undefined): Locale => (isLocale(saved) ? saved : "en");

/** The header that says a mail's language; the worker reads it to write the HTML part's `lang`. */
export const LANGUAGE_HEADER = "Content-Language";

/**
 * A mail from its lines (one paragraph line each; "" between paragraphs). The text is the template as
 * written; the HTML part is made from it when the mail is sent (platform/mail/mail-html.ts), so the queue
 * keeps one copy of the words.
 */
export function composeMail(
  language: Locale,
  to: string,
  subject: string,
  lines: readonly string[],
  headers: Record<string, string> = {},
): MailMessage {
  return { to, subject, text: lines.join("\n"), headers: { ...headers, [LANGUAGE_HEADER]: language } };
}

/**
 * "Hi Asha," only for an account whose owner proved the address (pass null otherwise: whoever signs up
 * can enter someone else's address, and must not write to that person in our name).
 */
export function greeting(name: string | null, language: Locale): string {
  if (language === "hi") return name ? `नमस्ते ${name},` : "नमस्ते,";
  return name ? `Hi ${name},` : "Hello,";
}

/** The sign-off of the mails a learner gets. */
export const signOff = (language: Locale) => (language === "hi" ? "— टीम Arthshala" : "— Team Arthshala");
