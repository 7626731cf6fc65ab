/** The schema's tables: Translations (platform/db/schema.ts gathers every domain). */
import { integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns.js";

export const TRANSLATABLE = ["course", "module", "card", "article", "bank_product"] as const;

/**
 * Another language's version of authored content (Hindi today): the fields an admin translated, laid
 * over the English when a learner reads in that language. One row per item and language; the English
 * stays the source of truth (answers are checked, and stored, in English).
 */
export const contentTranslations = pgTable(
  "content_translations",
  {
    entity: text("entity", { enum: TRANSLATABLE }).notNull(),
    entityId: integer("entity_id").notNull(),
    locale: text("locale", { enum: ["hi"] }).notNull(),
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.entity, t.entityId, t.locale] })],
);
