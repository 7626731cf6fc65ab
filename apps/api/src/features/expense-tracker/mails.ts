import type { Locale } from "@arthshala/contracts/locales";
import { englishCategory, hindiCategory, hindiMonth } from "@arthshala/contracts/notification-messages";
import { composeMail, greeting, signOff } from "../../platform/mail/compose.js";
import type { MailMessage } from "../../platform/mail/mailer.js";

/**
 * Product mail (opted in on /account): a budget gone over, once per category and month. `month` is the
 * English month name the notification keeps ("November"); a built-in category is said in Hindi by its
 * Hindi name, a learner's own as they wrote it.
 */
export function budgetAlertMail(
  language: Locale,
  to: string,
  name: string,
  category: string,
  month: string,
  year: number,
): MailMessage {
  if (language === "hi") {
    const when = `${hindiMonth(month)} ${year}`;
    const which = category === "Monthly" ? "महीने के बजट" : `"${hindiCategory(category)}" के बजट`;
    return composeMail(language, to, `${when} में आपका खर्च ${which} से ज़्यादा हो गया है`, [
      greeting(name, language),
      "",
      `${when} में आपका खर्च अब ${which} से ज़्यादा हो गया है। पैसा कहाँ गया और क्या बजट बदलना चाहिए, यह देखने के लिए अपना खर्च ट्रैकर खोलें:`,
      "",
      "Arthshala → FinTools → FinTracker",
      "",
      `ये ईमेल आपको इसलिए मिलते हैं क्योंकि आपने अपने अकाउंट में "मेरी गतिविधि के बारे में ईमेल" चालू किया है। आप इसे वहीं कभी भी बंद कर सकते हैं।`,
      "",
      signOff(language),
    ]);
  }
  const when = `${month} ${year}`;
  const which = category === "Monthly" ? "monthly budget" : `${englishCategory(category)} budget`;
  return composeMail(language, to, `You've gone over your ${which} for ${when}`, [
    greeting(name, language),
    "",
    `Your spending for ${when} is now above your ${which}. Open your tracker to see where the money`,
    "went and whether the budget needs a change:",
    "",
    "Arthshala → FinTools → FinTracker",
    "",
    "You get these emails because you turned on product mail in your account. You can turn it off",
    "there at any time.",
    "",
    signOff(language),
  ]);
}
