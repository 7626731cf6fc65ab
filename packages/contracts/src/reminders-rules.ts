import { dateTimeFormat } from "./intl-cache.js";

/**
 * Streak reminders' rules, shared by server and browser (zod-free, so the web can import it cheaply).
 *
 * A learner opts in on /account: an email, Web Push on their devices, or both, at an hour they choose
 * (India time). On a day they have not learned yet, one reminder goes out from that hour on; never more
 * than one a day, none once they were active that day, and a one-click stop in every email.
 */

/** The hour (India time, 0–23) a learner starts with before choosing: 7 pm, after school and work. */
export const DEFAULT_REMINDER_HOUR = 19;

export const REMINDER_HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * An hour of the day as a learner reads it: "7 pm" in English, "शाम 7 बजे" in Hindi (Intl's day
 * periods, which say morning, afternoon, evening and night as Hindi does, rather than a Latin "pm").
 */
export function reminderHourLabel(hour: number, language: "en" | "hi"): string {
  const at = new Date(Date.UTC(2026, 0, 1, hour));
  if (language === "hi")
    return `${dateTimeFormat("hi-IN", { hour: "numeric", dayPeriod: "short", timeZone: "UTC" }).format(at)} बजे`;
  return dateTimeFormat("en-IN", { hour: "numeric", timeZone: "UTC" }).format(at);
}

/**
 * Devices one learner can have notified; saving another forgets the oldest (a phone replaced, a browser
 * reinstalled: their subscriptions are never unsubscribed by anyone).
 */
export const MAX_PUSH_DEVICES = 10;

/** The tag every reminder notification carries: a newer one replaces the older on the device. */
export const REMINDER_NOTIFICATION_TAG = "streak-reminder";

/** What the reminder calls say when they refuse (Hindi in the API's platform/i18n/messages-hi.ts). */
export const reminderMessages = {
  nothingToChange: "Nothing to change.",
  confirmEmailFirst:
    "Please confirm your email address first: reminder emails go only to a confirmed address.",
  noDevice: "This device is not set up for your reminders.",
  notPushService: "This address is not a browser's push service.",
  badStopLink:
    "This link to stop reminders is not valid. Sign in and turn reminders off on your account page.",
} as const;

/** The payload a reminder push carries; the service worker shows it as a notification. */
export interface ReminderPush {
  title: string;
  body: string;
  /** Where a tap opens (a path of this site). */
  url: string;
  tag: string;
}
