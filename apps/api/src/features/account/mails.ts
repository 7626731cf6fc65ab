import type { MailMessage } from "../../platform/mail/mailer.js";

/** The name only when its owner had proved the address: see features/auth/mails.ts. */
export function accountDeletedMail(to: string, name: string | null): MailMessage {
  return {
    to,
    subject: "Your Arthshala account has been deleted",
    text: [
      name ? `Hi ${name},` : "Hello,",
      "",
      "As you asked, your Arthshala account has been deleted. Your profile, progress, FinStars and",
      "FinScore, tracker data, notifications and sessions are gone. Messages you sent our team are",
      "kept without your name or email; article ratings stay only as part of each article's average.",
      "",
      "If you did not ask for this, reply to this email and we will look into it.",
      "",
      "Thank you for learning with us.",
      "— Team Arthshala",
    ].join("\n"),
  };
}
