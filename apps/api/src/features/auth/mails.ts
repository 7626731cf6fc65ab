import type { MailMessage } from "../../platform/mail/mailer.js";

/**
 * The account mails, in one place so their wording is easy to review. Mail to an address nobody has
 * proved carries no text the account's holder typed (such as the name): whoever signs up can enter
 * someone else's address, and must not be able to write to that person in our name.
 */

/** "Hi Asha," only for an account whose owner proved the address (pass null otherwise). */
export function greeting(name: string | null): string {
  return name ? `Hi ${name},` : "Hello,";
}

export function resetMail(to: string, name: string | null, link: string): MailMessage {
  return {
    to,
    subject: "Reset your Arthshala password",
    text: [
      greeting(name),
      "",
      "Someone (hopefully you) asked to reset the password of your Arthshala account.",
      "Open this link within 1 hour to choose a new password:",
      "",
      link,
      "",
      "If you did not ask for this, you can ignore this email: your password stays the same.",
      "",
      "— Team Arthshala",
    ].join("\n"),
  };
}

/** Always to an address not yet proved: no name, nothing else the sign-up form let someone type. */
export function verificationMail(to: string, link: string, opts: { newsletter?: boolean } = {}): MailMessage {
  return {
    to,
    subject: "Confirm your email for Arthshala",
    text: [
      greeting(null),
      "",
      "Welcome to Arthshala! Please confirm that this is your email address by opening this link",
      "within 24 hours:",
      "",
      link,
      "",
      ...(opts.newsletter ? ["Opening it also starts your newsletter subscription, as you asked.", ""] : []),
      "If you did not create an Arthshala account, you can ignore this email: nobody can use this",
      "address with us until it is confirmed.",
      "",
      "— Team Arthshala",
    ].join("\n"),
  };
}
