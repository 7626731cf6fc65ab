import type { Locale } from "@arthshala/contracts/locales";
import { composeMail, greeting, signOff } from "../../platform/mail/compose.js";
import type { MailMessage } from "../../platform/mail/mailer.js";

/** The name only when its owner had proved the address: see features/auth/mails.ts. */
export function accountDeletedMail(language: Locale, to: string, name: string | null): MailMessage {
  if (language === "hi") {
    return composeMail(language, to, "आपका Arthshala अकाउंट डिलीट कर दिया गया है", [
      greeting(name, language),
      "",
      "आपके कहने पर आपका Arthshala अकाउंट डिलीट कर दिया गया है। आपकी प्रोफ़ाइल, प्रगति, FinStars और FinScore, ट्रैकर का डेटा, सूचनाएँ और सेशन हटा दिए गए हैं। आपने हमारी टीम को जो मैसेज भेजे थे, वे आपके नाम और ईमेल के बिना रखे गए हैं; लेखों पर आपकी रेटिंग सिर्फ़ हर लेख की औसत रेटिंग में शामिल रहती है।",
      "",
      "अगर आपने यह नहीं माँगा था, तो इस ईमेल का जवाब दें, हम इसकी जाँच करेंगे।",
      "",
      "हमारे साथ सीखने के लिए धन्यवाद।",
      signOff(language),
    ]);
  }
  return composeMail(language, to, "Your Arthshala account has been deleted", [
    greeting(name, language),
    "",
    "As you asked, your Arthshala account has been deleted. Your profile, progress, FinStars and",
    "FinScore, tracker data, notifications and sessions are gone. Messages you sent our team are",
    "kept without your name or email; article ratings stay only as part of each article's average.",
    "",
    "If you did not ask for this, reply to this email and we will look into it.",
    "",
    "Thank you for learning with us.",
    signOff(language),
  ]);
}
