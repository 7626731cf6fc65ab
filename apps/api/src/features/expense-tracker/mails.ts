import type { MailMessage } from "../../platform/mail/mailer.js";

/** Product mail (opted in on /account): a budget gone over, once per category and month. */
export function budgetAlertMail(to: string, name: string, category: string, month: string): MailMessage {
  const which = category === "Monthly" ? "monthly budget" : `${category} budget`;
  return {
    to,
    subject: `You've gone over your ${which} for ${month}`,
    text: [
      `Hi ${name},`,
      "",
      `Your spending for ${month} is now above your ${which}. Open your tracker to see where the money`,
      "went and whether the budget needs a change:",
      "",
      "Arthshala → FinTools → FinTracker",
      "",
      "You get these emails because you turned on product mail in your account. You can turn it off",
      "there at any time.",
      "",
      "— Team Arthshala",
    ].join("\n"),
  };
}
