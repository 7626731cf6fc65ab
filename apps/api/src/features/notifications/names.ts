import type { Locale, TranslatableEntity } from "@arthshala/contracts/locales";
import type { NotificationKind } from "@arthshala/contracts/notification-messages";
import type { Db } from "../../platform/db/client.js";
import { translatedTitles } from "../../platform/i18n/translations.js";

type Params = Record<string, unknown>;

/** The params that name a course, module or article, each with the param holding its id. */
const NAMED: Partial<Record<NotificationKind, readonly [name: string, id: string, TranslatableEntity][]>> = {
  moduleCompleted: [
    ["module", "moduleId", "module"],
    ["course", "courseId", "course"],
  ],
  courseCompleted: [["course", "courseId", "course"]],
  coursePublished: [["course", "courseId", "course"]],
  articlePublished: [["article", "articleId", "article"]],
};

const namesOf = (kind: string) => (Object.hasOwn(NAMED, kind) ? NAMED[kind as NotificationKind]! : []);

/**
 * Each row's params with the names it stores in English replaced by their titles in `locale`, looked
 * up for the whole list in one query. A name without an id (a row from before ids were kept) or
 * without a translation stays English.
 */
export async function withNamesIn(
  db: Db,
  rows: readonly { kind: string; params: Params | null }[],
  locale: Locale,
): Promise<(Params | null)[]> {
  if (locale === "en") return rows.map((r) => r.params);
  const ids: Partial<Record<TranslatableEntity, number[]>> = {};
  for (const { kind, params } of rows) {
    for (const [, id, entity] of namesOf(kind)) {
      const value = params?.[id];
      if (Number.isSafeInteger(value)) ids[entity] = [...(ids[entity] ?? []), value as number];
    }
  }
  const titles = await translatedTitles(db, ids, locale);
  if (titles.size === 0) return rows.map((r) => r.params);
  return rows.map(({ kind, params }) => {
    if (!params) return params;
    const out = { ...params };
    for (const [name, id, entity] of namesOf(kind)) {
      const title = titles.get(`${entity}:${params[id]}`);
      if (title !== undefined) out[name] = title;
    }
    return out;
  });
}
