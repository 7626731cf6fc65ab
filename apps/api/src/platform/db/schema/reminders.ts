/** The schema's tables: Streak reminders (features/reminders) (platform/db/schema.ts gathers every domain). */
import { sql } from "drizzle-orm";
import { boolean, check, date, index, pgTable, smallint, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns.js";
import { userRef, users } from "./identity.js";

/**
 * A learner's streak reminders: off until they choose them on /account. `hour` is India time;
 * `last_sent_day` (India day) is the job's lease: one conditional update claims a learner-day, so at
 * most one reminder a day goes out across every instance.
 */
export const reminderPreferences = pgTable(
  "reminder_preferences",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    email: boolean("email").notNull().default(false),
    push: boolean("push").notNull().default(false),
    hour: smallint("hour").notNull().default(19),
    lastSentDay: date("last_sent_day"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("reminder_preferences_hour_check", sql`${t.hour} between 0 and 23`),
    index("reminder_preferences_due_idx").on(t.hour).where(sql`${t.email} or ${t.push}`),
  ],
);

/** A browser's Web Push subscription (PushSubscription.toJSON()) for one learner's reminders. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: id(),
    userId: userRef(),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_key").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId),
  ],
);
