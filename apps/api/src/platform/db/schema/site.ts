/** The schema's tables: Uploads and site content (platform/db/schema.ts gathers every domain). */
import { bigint, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.js";
import { users } from "./identity.js";

export const uploads = pgTable("uploads", {
  id: id(),
  userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
  kind: text("kind", { enum: ["image", "audio", "video"] }).notNull(),
  mime: text("mime").notNull(),
  sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
  fileName: text("file_name").notNull(),
  createdAt: createdAt(),
});

/** The people on /about's "Meet the Team", entered by the operator in admin Settings (never invented). */
export const teamMembers = pgTable("team_members", {
  id: id(),
  name: text("name").notNull(),
  role: text("role").notNull(),
  sector: text("sector").notNull(),
  imageUrl: text("image_url"),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: createdAt(),
});

/** Server-wide values generated once and kept, such as the key that signs unsubscribe links. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});
