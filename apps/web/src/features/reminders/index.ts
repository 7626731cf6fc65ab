/** What the reminders feature offers the rest of the app; nothing else of it is imported from outside. */
export { remindersQuery } from "./api";
export { ReminderOffer } from "./components/ReminderOffer";
export { StreakReminders, StreakRemindersIntro } from "./components/StreakReminders";
