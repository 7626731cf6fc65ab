import type { MailMessage } from "../../platform/mail/mailer.js";

/** The account mails, in one place so their wording is easy to review. */
export function resetMail(to: string, name: string, link: string): MailMessage {
  return {
    to,
    subject: "Reset your Arthshala password",
    text: [
      `Hi ${name},`,
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

export function verificationMail(
  to: string,
  name: string,
  link: string,
  opts: { newsletter?: boolean } = {},
): MailMessage {
  return {
    to,
    subject: "Confirm your email for Arthshala",
    text: [
      `Hi ${name},`,
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
