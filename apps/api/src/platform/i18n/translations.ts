import type { Locale, TranslatableEntity } from "@arthshala/contracts/locales";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { contentTranslations } from "../db/schema.js";

export type TranslatedFields = Partial<{
  title: string;
  description: string;
  content_title: string;
  content_text: string;
  content: string;
  explanation: string;
  options: string[];
}>;

/** The translations of some items of one kind into a locale, by item id (English: none). */
export async function translationsFor(
  db: Db,
  entity: TranslatableEntity,
  ids: number[],
  locale: Locale,
): Promise<Map<number, TranslatedFields>> {
  if (locale === "en" || ids.length === 0) return new Map();
  const rows = await db
    .select({ id: contentTranslations.entityId, fields: contentTranslations.fields })
    .from(contentTranslations)
    .where(
      and(
        eq(contentTranslations.entity, entity),
        eq(contentTranslations.locale, locale),
        inArray(contentTranslations.entityId, ids),
      ),
    );
  return new Map(rows.map((r) => [r.id, r.fields as TranslatedFields]));
}

/**
 * Titles in a locale of items of several kinds, in one query (a list of notifications names courses,
 * modules and articles), keyed "course:12". An item without a translated title is missing.
 */
export async function translatedTitles(
  db: Db,
  ids: Partial<Record<TranslatableEntity, number[]>>,
  locale: Locale,
): Promise<Map<string, string>> {
  const wanted = (Object.entries(ids) as [TranslatableEntity, number[]][]).filter(([, list]) => list.length);
  if (locale === "en" || wanted.length === 0) return new Map();
  const title = sql<string | null>`nullif(${contentTranslations.fields}->>'title', '')`;
  const rows = await db
    .select({ entity: contentTranslations.entity, id: contentTranslations.entityId, title })
    .from(contentTranslations)
    .where(
      and(
        eq(contentTranslations.locale, locale),
        or(
          ...wanted.map(([entity, list]) =>
            and(eq(contentTranslations.entity, entity), inArray(contentTranslations.entityId, list)),
          ),
        ),
      ),
    );
  return new Map(rows.flatMap((r) => (r.title ? [[`${r.entity}:${r.id}`, r.title] as const] : [])));
}
