/**
 * What each notification says (zod-free). Rows keep their kind and params as well as the English text,
 * so another language can say the same thing from the same facts.
 */
import { dayMonthLabel as dayLabel } from "./india-time.js";

/** /notifications lists this many at a time. */
export const NOTIFICATIONS_PAGE = 30;

export interface NotificationParams {
  streakMilestone: { days: number };
  streakLost: { days: number; lastDay: string };
  streakFreezeUsed: { day: string; days: number };
  moduleCompleted: { module: string; course: string };
  courseCompleted: { course: string };
  coursePublished: { course: string };
  articlePublished: { article: string };
  budgetExceeded: { category: string; month: string; year: number };
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
      : `⚠️ You've spent more than your ${p.category} budget for ${p.month} ${p.year}.`,
};

export function notificationText<K extends NotificationKind>(kind: K, params: NotificationParams[K]): string {
  return messages[kind](params);
}
