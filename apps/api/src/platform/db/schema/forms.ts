/** The schema's tables: Forms (platform/db/schema.ts gathers every domain). */
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.js";
import { users } from "./identity.js";

export const feedback = pgTable(
  "feedback",
  {
    id: id(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    answers: jsonb("answers").$type<Record<string, unknown>>().notNull(),
    /** When an admin marked it dealt with (the Messages area). */
    handledAt: timestamp("handled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("feedback_user_idx").on(t.userId), index("feedback_created_idx").on(t.createdAt)],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_messages_user_idx").on(t.userId),
    index("contact_messages_created_idx").on(t.createdAt),
  ],
);
