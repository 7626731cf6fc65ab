import type { Locale } from "@arthshala/contracts/locales";
import { composeMail, greeting, signOff } from "../../platform/mail/compose.js";
import type { MailMessage } from "../../platform/mail/mailer.js";

/**
 * A redeemed reward's code or instructions, in the learner's language. Sent only to a proved address
 * (whoever signs up can type someone else's), so the greeting may name them.
 */
export function rewardIssuedMail(
  language: Locale,
  to: string,
  r: { name: string; perk: string; code: string | null; instructions: string; terms: string; link: string },
): MailMessage {
  const hi = language === "hi";
  const lines = [
    greeting(r.name, language),
    "",
    hi ? `आपने FinStars से "${r.perk}" लिया है।` : `You redeemed your FinStars for "${r.perk}".`,
    "",
    ...(r.code ? [hi ? `आपका कोड: ${r.code}` : `Your code: ${r.code}`, ""] : []),
    ...(r.instructions ? [r.instructions, ""] : []),
    ...(r.terms ? [hi ? `शर्तें: ${r.terms}` : `Terms: ${r.terms}`, ""] : []),
    hi ? `यह "मेरे इनाम" में भी है: ${r.link}` : `It is also on "My rewards": ${r.link}`,
    "",
    signOff(language),
  ];
  return composeMail(language, to, hi ? `आपका इनाम: ${r.perk}` : `Your reward: ${r.perk}`, lines);
}

/** To the team: a perk's codes are running low (once, until codes are added). */
export function lowStockMail(to: string, perk: { id: number; title: string; stock: number }, link: string) {
  return composeMail("en", to, `Rewards: "${perk.title}" has ${perk.stock} codes left`, [
    `The perk "${perk.title}" (#${perk.id}) has ${perk.stock} unclaimed codes left.`,
    "",
    `Upload more codes, or suspend the perk: ${link}`,
  ]);
}
