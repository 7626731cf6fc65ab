import type { MailMessage } from "../../platform/mail/mailer.js";

/** The double opt-in mail: plain words, the link, and what happens if it was not you. */
export function confirmationMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: "Confirm your Arthshala newsletter subscription",
    text: [
      "Hello!",
      "",
      "Someone (hopefully you) asked to get the Arthshala newsletter at this address.",
      "To start getting money tips and new articles, open this link within 7 days:",
      link,
      "",
      "Not you? Just ignore this email: this address stays unsubscribed and you will not hear from us.",
      "",
      "— Arthshala",
    ].join("\n"),
  };
}
