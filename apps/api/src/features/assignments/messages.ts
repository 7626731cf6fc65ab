import { assignmentNotificationTag } from "@arthshala/contracts/assignments-rules";
import { dateTimeFormat } from "@arthshala/contracts/india-time";
import { FORMAT_LOCALES, type Locale } from "@arthshala/contracts/locales";
import type { ReminderPush } from "@arthshala/contracts/reminders-rules";
import { greeting } from "../../platform/mail/compose.js";

/** What an assignment reminder names: the work (a module, else the whole course), its class and day. */
export interface AssignmentFacts {
  assignmentId: number;
  name: string;
  className: string;
  courseTitle: string;
  moduleTitle: string | null;
  dueOn: string;
  /** The reminder goes the day before; on the due day itself (assigned that late) it says "today". */
  dueToday: boolean;
}

/** "Fri, 5 Dec" (hi: "शुक्र, 5 दिस॰"): a calendar day, read and written as UTC so no zone moves it. */
export function dueLabel(day: string, language: Locale): string {
  return dateTimeFormat(FORMAT_LOCALES[language], {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
}

const work = (f: AssignmentFacts) => f.moduleTitle ?? f.courseTitle;

/** The reminder email in the learner's language. Links are absolute (PUBLIC_URL's origin). */
export function assignmentMail(
  language: Locale,
  facts: AssignmentFacts,
  links: { open: string; account: string; stop: string },
): { subject: string; text: string } {
  const day = dueLabel(facts.dueOn, language);
  if (language === "hi") {
    const what = facts.moduleTitle
      ? `“${facts.moduleTitle}” (${facts.courseTitle})`
      : `“${facts.courseTitle}”`;
    return {
      subject: `${facts.dueToday ? "आज" : "कल"} तक पूरा करें: ${work(facts)} (${facts.className})`,
      text: [
        greeting(facts.name, "hi"),
        "",
        `${facts.className} ने आपको ${what} ${day} तक पूरा करने के लिए दिया है। आपने इसे अभी पूरा नहीं किया है।`,
        "",
        `अभी खोलें: ${links.open}`,
        "",
        "—",
        "यह ईमेल आपको इसलिए मिला क्योंकि आपके Arthshala अकाउंट में रिमाइंडर चालू हैं। हर सौंपे गए काम के लिए बस एक रिमाइंडर आता है।",
        `एक क्लिक में सारे रिमाइंडर बंद करें: ${links.stop}`,
        `रिमाइंडर की सेटिंग बदलें: ${links.account}`,
        "",
      ].join("\n"),
    };
  }
  const what = facts.moduleTitle ? `“${facts.moduleTitle}” (${facts.courseTitle})` : `“${facts.courseTitle}”`;
  return {
    subject: `Due ${facts.dueToday ? "today" : "tomorrow"}: ${work(facts)} for ${facts.className}`,
    text: [
      greeting(facts.name, "en"),
      "",
      `${facts.className} asked you to finish ${what} by ${day}. You have not finished it yet.`,
      "",
      `Open it: ${links.open}`,
      "",
      "—",
      "You get this because reminders are on in your Arthshala account. Only one reminder comes for each assignment.",
      `Stop all reminders with one click: ${links.stop}`,
      `Change your reminder settings: ${links.account}`,
      "",
    ].join("\n"),
  };
}

/** The notification: the work and its class, never the learner's name (a shared phone shows it to anyone). */
export function assignmentPush(language: Locale, facts: AssignmentFacts, url: string): ReminderPush {
  const base = { url, tag: assignmentNotificationTag(facts.assignmentId) };
  if (language === "hi")
    return {
      ...base,
      title: `${facts.dueToday ? "आज" : "कल"} तक पूरा करें: ${work(facts)}`,
      body: `${facts.className} ने दिया है। खोलने के लिए टैप करें।`,
    };
  return {
    ...base,
    title: `Due ${facts.dueToday ? "today" : "tomorrow"}: ${work(facts)}`,
    body: `For ${facts.className}. Tap to open it.`,
  };
}
