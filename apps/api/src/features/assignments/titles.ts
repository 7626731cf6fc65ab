import type { Locale } from "@arthshala/contracts/locales";
import type { Db } from "../../platform/db/client.js";
import { translatedTitles } from "../../platform/i18n/translations.js";

interface Titled {
  course_id: number;
  course_title: string;
  module_id: number | null;
  module_title: string | null;
}

/** Course and module titles said in `locale` where a translation exists (one query for the whole list). */
export async function localizeTitles<T extends Titled>(db: Db, rows: T[], locale: Locale): Promise<T[]> {
  if (locale === "en" || rows.length === 0) return rows;
  const titles = await translatedTitles(
    db,
    {
      course: [...new Set(rows.map((r) => r.course_id))],
      module: [...new Set(rows.flatMap((r) => (r.module_id ? [r.module_id] : [])))],
    },
    locale,
  );
  return rows.map((r) => ({
    ...r,
    course_title: titles.get(`course:${r.course_id}`) ?? r.course_title,
    module_title: r.module_id ? (titles.get(`module:${r.module_id}`) ?? r.module_title) : r.module_title,
  }));
}
