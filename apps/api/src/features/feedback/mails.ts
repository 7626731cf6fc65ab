import type { MailMessage } from "../../platform/mail/mailer.js";

/** The team's copy of a contact message; Reply-To lets support answer the sender directly. */
export function contactNotice(
  to: string,
  from: { name: string; email: string },
  message: string,
): MailMessage {
  return {
    to,
    subject: `Contact message from ${from.name}`,
    headers: { "Reply-To": from.email },
    text: [
      `${from.name} <${from.email}> wrote through the contact form:`,
      "",
      message,
      "",
      "— Arthshala",
    ].join("\n"),
  };
}

/** The team's copy of a feedback form, answers listed as asked. */
export function feedbackNotice(
  to: string,
  from: { name: string; email: string },
  lines: string[],
): MailMessage {
  return {
    to,
    subject: `Feedback from ${from.name}`,
    headers: { "Reply-To": from.email },
    text: [`${from.name} <${from.email}> sent feedback:`, "", ...lines, "", "— Arthshala"].join("\n"),
  };
}
