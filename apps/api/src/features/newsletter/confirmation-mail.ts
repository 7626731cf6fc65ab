import type { Locale } from "@arthshala/contracts/locales";
import { composeMail } from "../../platform/mail/compose.js";
import type { MailMessage } from "../../platform/mail/mailer.js";

/** The double opt-in mail: plain words, the link, and what happens if it was not you. */
export function confirmationMail(language: Locale, to: string, link: string): MailMessage {
  if (language === "hi") {
    return composeMail(language, to, "Arthshala न्यूज़लेटर के सब्सक्रिप्शन की पुष्टि करें", [
      "नमस्ते!",
      "",
      "किसी ने (उम्मीद है आपने ही) इस पते पर Arthshala न्यूज़लेटर पाने को कहा है।",
      "पैसों से जुड़े सुझाव और नए लेख पाना शुरू करने के लिए, 7 दिन के अंदर यह लिंक खोलें:",
      link,
      "",
      "आपने नहीं माँगा? बस इस ईमेल को अनदेखा कर दें: यह पता सब्सक्राइब नहीं होगा और हम आपको कुछ नहीं भेजेंगे।",
      "",
      "— Arthshala",
    ]);
  }
  return composeMail(language, to, "Confirm your Arthshala newsletter subscription", [
    "Hello!",
    "",
    "Someone (hopefully you) asked to get the Arthshala newsletter at this address.",
    "To start getting money tips and new articles, open this link within 7 days:",
    link,
    "",
    "Not you? Just ignore this email: this address stays unsubscribed and you will not hear from us.",
    "",
    "— Arthshala",
  ]);
}

/** The lines under every newsletter: why it came, and the one-click way out. */
export function newsletterFooter(language: Locale, unsubscribe: string): string {
  return language === "hi"
    ? `\n\n—\nयह ईमेल आपको इसलिए मिला क्योंकि आपने Arthshala न्यूज़लेटर सब्सक्राइब किया है।\nएक क्लिक में अनसब्सक्राइब करें: ${unsubscribe}\n`
    : `\n\n—\nYou are getting this because you subscribed to the Arthshala newsletter.\nUnsubscribe with one click: ${unsubscribe}\n`;
}
