/**
 * What each notification says (zod-free). Rows keep their kind and params as well as the English text,
 * so another language can say the same thing from the same facts.
 */
import { dateTimeFormat, dayMonthLabel as dayLabel } from "./india-time.js";
import { numberFormat } from "./intl-cache.js";
import type { Locale } from "./locales.js";
import {
  CATEGORY_NAMES_EN,
  CATEGORY_NAMES_HI,
  MONTH_NAMES,
  type PredefinedCategory,
} from "./tracker-rules.js";

/** /notifications lists this many at a time. */
export const NOTIFICATIONS_PAGE = 30;

/**
 * Names are stored in English; the ids beside them let a reader in another language get that language's
 * titles (rows from before ids were kept have none, and say the English names).
 */
export interface NotificationParams {
  streakMilestone: { days: number };
  streakLost: { days: number; lastDay: string };
  streakFreezeUsed: { day: string; days: number };
  moduleCompleted: { module: string; course: string; moduleId?: number; courseId?: number };
  courseCompleted: { course: string; courseId?: number };
  coursePublished: { course: string; courseId?: number };
  articlePublished: { article: string; articleId?: number };
  budgetExceeded: { category: string; month: string; year: number };
  /** A bank alert forwarded to the learner's tracking address became a transaction (issue 41). */
  alertForwarded: { payee: string; amountPaise: number; type: "expense" | "income"; category: string };
  /** Gmail's code for confirming forwarding to the learner's tracking address (issue 41). */
  forwardingCode: { code: string };
}

export type NotificationKind = keyof NotificationParams;

const messages: { [K in NotificationKind]: (p: NotificationParams[K]) => string } = {
  streakMilestone: (p) => `🔥 ${p.days} days in a row! Your learning streak is growing.`,
  streakLost: (p) =>
    `Your ${p.days}-day streak ended on ${dayLabel(p.lastDay)}. Today starts a new one: keep it going!`,
  streakFreezeUsed: (p) =>
    `🧊 A streak freeze covered ${dayLabel(p.day)}, so your ${p.days}-day streak is safe.`,
  moduleCompleted: (p) => `✅ You finished the module "${p.module}" in ${p.course}.`,
  courseCompleted: (p) => `🎓 You completed the course "${p.course}". Well done!`,
  coursePublished: (p) => `📚 New course: "${p.course}". Take a look!`,
  articlePublished: (p) => `📰 New article: "${p.article}".`,
  budgetExceeded: (p) =>
    p.category === "Monthly"
      ? `⚠️ You've spent more than your monthly budget for ${p.month} ${p.year}.`
      : `⚠️ You've spent more than your ${englishCategory(p.category)} budget for ${p.month} ${p.year}.`,
  alertForwarded: (p) =>
    p.type === "income"
      ? `📩 A forwarded bank alert added ${rupees(p.amountPaise, "en-IN")} received from ${p.payee} (${englishCategory(p.category)}).`
      : `📩 A forwarded bank alert added ${rupees(p.amountPaise, "en-IN")} paid to ${p.payee} (${englishCategory(p.category)}).`,
  forwardingCode: (p) =>
    `📩 Gmail sent a code to confirm forwarding to your tracking address: ${p.code}. Enter it in Gmail's forwarding settings.`,
};

/** "₹1,250.5" in Indian grouping (a cached Intl formatter), for a notification's amount. */
const rupees = (paise: number, locale: "en-IN" | "hi-IN") =>
  numberFormat(locale, { style: "currency", currency: "INR", maximumFractionDigits: 2 }).format(paise / 100);

/** "नवंबर" for the stored "November" (rows keep the English month name as their fact). */
export function hindiMonth(english: string): string {
  const index = MONTH_NAMES.indexOf(english as (typeof MONTH_NAMES)[number]);
  if (index < 0) return english;
  return dateTimeFormat("hi-IN", { month: "long", timeZone: "UTC" }).format(Date.UTC(2026, index, 15));
}
const hindiDay = (day: string) => dayLabel(day, "hi-IN");
/** A built-in category by its English label (Travel is "Trips & travel"); a learner's own as they wrote it. */
export const englishCategory = (name: string) =>
  Object.hasOwn(CATEGORY_NAMES_EN, name) ? CATEGORY_NAMES_EN[name as PredefinedCategory] : name;
/** A built-in category by its Hindi name; a learner's own as they wrote it (even "constructor"). */
export const hindiCategory = (name: string) =>
  Object.hasOwn(CATEGORY_NAMES_HI, name) ? CATEGORY_NAMES_HI[name as PredefinedCategory] : name;

/**
 * The same facts in Hindi (issue 29): a row is written in the reader's language when it is read. Course,
 * module and article names come in already in Hindi where a translation exists (the API looks them up).
 */
const messagesHi: typeof messages = {
  streakMilestone: (p) => `🔥 लगातार ${p.days} दिन! आपकी सीखने की स्ट्रीक बढ़ रही है।`,
  streakLost: (p) =>
    `आपकी ${p.days} दिन की स्ट्रीक ${hindiDay(p.lastDay)} को टूट गई। आज से नई शुरुआत करें और इसे बनाए रखें!`,
  streakFreezeUsed: (p) =>
    `🧊 स्ट्रीक फ़्रीज़ ने ${hindiDay(p.day)} को संभाल लिया, आपकी ${p.days} दिन की स्ट्रीक सुरक्षित है।`,
  moduleCompleted: (p) => `✅ आपने ${p.course} का मॉड्यूल "${p.module}" पूरा कर लिया।`,
  courseCompleted: (p) => `🎓 आपने "${p.course}" कोर्स पूरा कर लिया। बहुत बढ़िया!`,
  coursePublished: (p) => `📚 नया कोर्स: "${p.course}"। एक नज़र डालें!`,
  articlePublished: (p) => `📰 नया लेख: "${p.article}"।`,
  budgetExceeded: (p) =>
    p.category === "Monthly"
      ? `⚠️ ${hindiMonth(p.month)} ${p.year} में आपका खर्च महीने के बजट से ज़्यादा हो गया है।`
      : `⚠️ ${hindiMonth(p.month)} ${p.year} में "${hindiCategory(p.category)}" पर आपका खर्च बजट से ज़्यादा हो गया है।`,
  alertForwarded: (p) =>
    p.type === "income"
      ? `📩 फ़ॉरवर्ड किए गए बैंक अलर्ट से ${p.payee} से मिले ${rupees(p.amountPaise, "hi-IN")} जुड़ गए (${hindiCategory(p.category)})।`
      : `📩 फ़ॉरवर्ड किए गए बैंक अलर्ट से ${p.payee} को दिए ${rupees(p.amountPaise, "hi-IN")} जुड़ गए (${hindiCategory(p.category)})।`,
  forwardingCode: (p) =>
    `📩 आपके ट्रैकिंग पते पर फ़ॉरवर्डिंग पक्की करने के लिए Gmail ने कोड भेजा है: ${p.code}। इसे Gmail की फ़ॉरवर्डिंग सेटिंग में डालें।`,
};

export function notificationText<K extends NotificationKind>(
  kind: K,
  params: NotificationParams[K],
  locale: Locale = "en",
): string {
  return (locale === "hi" ? messagesHi : messages)[kind](params);
}

export const isNotificationKind = (kind: string): kind is NotificationKind => kind in messages;
