import type { Locale } from "@arthshala/contracts/locales";
import { composeMail, greeting, signOff } from "../../platform/mail/compose.js";
import type { MailMessage } from "../../platform/mail/mailer.js";

/**
 * The account mails, in one place so their wording is easy to review, in English and Hindi (the
 * learner's language: platform/mail/compose.ts). Mail to an address nobody has proved carries no text
 * the account's holder typed (such as the name): whoever signs up can enter someone else's address, and
 * must not be able to write to that person in our name.
 */

export function resetMail(language: Locale, to: string, name: string | null, link: string): MailMessage {
  if (language === "hi") {
    return composeMail(language, to, "अपना Arthshala पासवर्ड रीसेट करें", [
      greeting(name, language),
      "",
      "किसी ने (उम्मीद है आपने ही) आपके Arthshala अकाउंट का पासवर्ड रीसेट करने को कहा है।",
      "नया पासवर्ड चुनने के लिए 1 घंटे के अंदर यह लिंक खोलें:",
      "",
      link,
      "",
      "अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा कर दें: आपका पासवर्ड वही रहेगा।",
      "",
      signOff(language),
    ]);
  }
  return composeMail(language, to, "Reset your Arthshala password", [
    greeting(name, language),
    "",
    "Someone (hopefully you) asked to reset the password of your Arthshala account.",
    "Open this link within 1 hour to choose a new password:",
    "",
    link,
    "",
    "If you did not ask for this, you can ignore this email: your password stays the same.",
    "",
    signOff(language),
  ]);
}

/** Always to an address not yet proved: no name, nothing else the sign-up form let someone type. */
export function verificationMail(
  language: Locale,
  to: string,
  link: string,
  opts: { newsletter?: boolean } = {},
): MailMessage {
  if (language === "hi") {
    return composeMail(language, to, "Arthshala के लिए अपने ईमेल की पुष्टि करें", [
      greeting(null, language),
      "",
      "Arthshala में आपका स्वागत है! यह ईमेल पता आपका ही है, इसकी पुष्टि के लिए 24 घंटे के अंदर यह लिंक खोलें:",
      "",
      link,
      "",
      ...(opts.newsletter ? ["इसे खोलने से आपका न्यूज़लेटर भी शुरू हो जाएगा, जैसा आपने चुना था।", ""] : []),
      "अगर आपने Arthshala पर अकाउंट नहीं बनाया है, तो इस ईमेल को अनदेखा कर दें: पुष्टि होने तक कोई भी इस पते को हमारे यहाँ इस्तेमाल नहीं कर सकता।",
      "",
      signOff(language),
    ]);
  }
  return composeMail(language, to, "Confirm your email for Arthshala", [
    greeting(null, language),
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
    signOff(language),
  ]);
}
