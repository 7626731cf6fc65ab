/** The schema's tables: Newsletter and mail (platform/db/schema.ts gathers every domain). */
import { MAIL_QUEUE_KINDS } from "@arthshala/contracts/mail-queue";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns.js";
import { userRef, users } from "./identity.js";

export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userRef(),
    enteredEmail: text("entered_email").notNull(),
    /** Double opt-in: null until the entered address opens its confirmation link. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("newsletter_subscriptions_user_key").on(t.userId)],
);

export const newsletters = pgTable("newsletters", {
  id: id(),
  title: text("title").notNull(),
  content: text("content").notNull(),
  createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/** The kinds of mail the queue carries (contracts' list, which the admin outbox shows). */
export const MAIL_KINDS = MAIL_QUEUE_KINDS;

/**
 * The durable queue every outgoing mail goes through: requests only write a row, and a worker sends it
 * with retries and backoff. Transactional mail carries its rendered message; a newsletter row names the
 * newsletter and subscription and is rendered at send time (one unsubscribe link each, no copies kept).
 */
export const mailQueue = pgTable(
  "mail_queue",
  {
    id: id(),
    kind: text("kind", { enum: MAIL_KINDS }).notNull(),
    to: text("to").notNull(),
    subject: text("subject"),
    text: text("text"),
    headers: jsonb("headers").$type<Record<string, string>>(),
    newsletterId: integer("newsletter_id").references(() => newsletters.id, { onDelete: "cascade" }),
    subscriptionId: uuid("subscription_id").references(() => newsletterSubscriptions.id, {
      onDelete: "set null",
    }),
    /** uncertain: the send may have been delivered (no verdict came back); only an admin sends it again. */
    status: text("status", { enum: ["pending", "sent", "failed", "uncertain"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** Names the worker's claim; every write of a send's outcome checks it, so an expired claim writes nothing. */
    leaseToken: text("lease_token"),
    /** When a worker began handing this row to the mail server (null when no send is in progress). */
    sendStartedAt: timestamp("send_started_at", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("mail_queue_newsletter_recipient_key").on(t.newsletterId, t.to),
    index("mail_queue_due_idx").on(t.status, t.nextAttemptAt),
  ],
);

/** Mail kept when no SMTP server is configured, so nothing is lost; admins read it at /admin/outbox. */
export const mailOutbox = pgTable("mail_outbox", {
  id: id(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html"),
  headers: jsonb("headers").$type<Record<string, string>>(),
  createdAt: createdAt(),
});
