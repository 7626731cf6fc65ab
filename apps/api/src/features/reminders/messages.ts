import type { Locale } from "@arthshala/contracts/locales";
import {
  REMINDER_NOTIFICATION_TAG,
  type ReminderPush,
  reminderHourLabel,
  reminderMessages,
} from "@arthshala/contracts/reminders-rules";

/** What a reminder says: a streak still to keep (its length), or a new one to start. */
export interface ReminderFacts {
  name: string;
  /** Days in the run the learner can keep today; 0 when it has ended (a new one starts with any card). */
  streak: number;
  hour: number;
}

/** The reminder email, in the learner's language. Links are absolute (origin is PUBLIC_URL's). */
export function reminderMail(
  language: Locale,
  facts: ReminderFacts,
  links: { home: string; account: string; stop: string },
): { subject: string; text: string } {
  const hour = reminderHourLabel(facts.hour, language);
  if (language === "hi") {
    return {
      subject: facts.streak > 0 ? `अपनी ${facts.streak} दिन की स्ट्रीक बनाए रखें` : "आज कुछ मिनट सीखें?",
      text: [
        `नमस्ते ${facts.name},`,
        "",
        facts.streak > 0
          ? `आज आपने Arthshala पर अभी तक कुछ नहीं सीखा है। आज एक कार्ड पूरा करें और आपकी ${facts.streak} दिन की स्ट्रीक बनी रहेगी।`
          : "आज आपने Arthshala पर अभी तक कुछ नहीं सीखा है। आज एक-दो कार्ड पूरे करें और नई स्ट्रीक शुरू करें।",
        "",
        `सीखना जारी रखें: ${links.home}`,
        "",
        "—",
        `यह ईमेल आपको इसलिए मिला क्योंकि आपने अपने Arthshala अकाउंट में स्ट्रीक रिमाइंडर चालू किए हैं (भारतीय समय से ${hour})। दिन में एक से ज़्यादा रिमाइंडर कभी नहीं आएगा।`,
        `एक क्लिक में ये रिमाइंडर बंद करें: ${links.stop}`,
        `समय बदलें: ${links.account}`,
        "",
      ].join("\n"),
    };
  }
  return {
    subject:
      facts.streak > 0 ? `Keep your ${facts.streak}-day streak going` : "A few minutes of learning today?",
    text: [
      `Hi ${facts.name},`,
      "",
      facts.streak > 0
        ? `You have not learned on Arthshala today yet. One card today keeps your ${facts.streak}-day streak going.`
        : "You have not learned on Arthshala today yet. A card or two today starts a new streak.",
      "",
      `Continue learning: ${links.home}`,
      "",
      "—",
      `You get this because you turned on streak reminders on your Arthshala account (at ${hour}, India time). Never more than one a day.`,
      `Stop these reminders with one click: ${links.stop}`,
      `Change the time: ${links.account}`,
      "",
    ].join("\n"),
  };
}

/**
 * The notification. It names no one: a shared phone shows it to whoever holds it, and the device keeps
 * the last learner who turned notifications on there.
 */
export function reminderPush(language: Locale, streak: number): ReminderPush {
  const base = { url: "/home", tag: REMINDER_NOTIFICATION_TAG };
  if (language === "hi") {
    return streak > 0
      ? {
          ...base,
          title: `अपनी ${streak} दिन की स्ट्रीक बनाए रखें`,
          body: "आज एक कार्ड पूरा करें, स्ट्रीक बनी रहेगी।",
        }
      : { ...base, title: "आज कुछ मिनट सीखें?", body: "आज एक-दो कार्ड पूरे करें और नई स्ट्रीक शुरू करें।" };
  }
  return streak > 0
    ? { ...base, title: `Keep your ${streak}-day streak going`, body: "One card today keeps it alive." }
    : {
        ...base,
        title: "A few minutes of learning today?",
        body: "A card or two today starts a new streak.",
      };
}

/** The stop page's texts (GET shows the question, POST says it is done). */
export const stopPageTexts = {
  en: {
    title: "Stop streak reminders",
    question: "Stop the streak reminder emails and notifications for your Arthshala account?",
    button: "Stop reminders",
    stopped:
      "Streak reminders are off. You will get no more reminder emails or notifications. You can turn them on again on your account page.",
    alreadyStopped: "Streak reminders are already off.",
    badLink: reminderMessages.badStopLink,
    home: "Go to Arthshala",
  },
  hi: {
    title: "स्ट्रीक रिमाइंडर बंद करें",
    question: "क्या आप अपने Arthshala अकाउंट के स्ट्रीक रिमाइंडर ईमेल और सूचनाएँ बंद करना चाहते हैं?",
    button: "रिमाइंडर बंद करें",
    stopped:
      "स्ट्रीक रिमाइंडर बंद हो गए हैं। अब आपको रिमाइंडर ईमेल या सूचनाएँ नहीं मिलेंगी। आप इन्हें अपने अकाउंट के पेज पर फिर से चालू कर सकते हैं।",
    alreadyStopped: "स्ट्रीक रिमाइंडर पहले से बंद हैं।",
    badLink: "रिमाइंडर बंद करने का यह लिंक सही नहीं है। साइन इन करें और अपने अकाउंट के पेज पर रिमाइंडर बंद करें।",
    home: "Arthshala पर जाएँ",
  },
} as const satisfies Record<Locale, Record<string, string>>;
