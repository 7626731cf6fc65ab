/** Columns every table writes the same way. */
import { integer, timestamp } from "drizzle-orm/pg-core";

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
export const deletedAt = () => timestamp("deleted_at", { withTimezone: true });
export const id = () => integer("id").primaryKey().generatedAlwaysAsIdentity();
