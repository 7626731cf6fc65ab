import type { Locale, TranslatableEntity } from "@arthshala/contracts/locales";
import { and, eq, inArray } from "drizzle-orm";
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
