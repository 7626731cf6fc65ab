import path from "node:path";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { readSeedArticles } from "./article-content.js";
import type { Db } from "./client.js";
import { readSeedCourses, withSource } from "./course-files.js";
import { articles, cards, contentTranslations, courses, modules } from "./schema.js";
import { schemeTranslationRows } from "./seed-scheme-translations.js";

type Row = typeof contentTranslations.$inferInsert;

/**
 * Loads content/hi: Hindi versions of seeded courses (the same file shape as the English, card for card
 * and option for option), articles (the same slug) and schemes' texts (seed-scheme-translations.ts).
 * Idempotent: a translation already there (perhaps edited by an admin) is left alone. A file that does not line up with its English course is an error.
 */
export async function seedTranslations(db: Db, contentDir: string): Promise<number> {
  const dir = path.join(contentDir, "hi");
  const rows: Row[] = [];
  for (const hi of await readSeedCourses(dir)) {
    const [course] = await db.select().from(courses).where(eq(courses.slug, hi.slug));
    if (!course) continue; // its English course is not seeded here
    rows.push({
      entity: "course",
      entityId: course.id,
      locale: "hi",
      fields: { title: hi.title, description: hi.description },
    });
    const mods = await db
      .select()
      .from(modules)
      .where(and(eq(modules.courseId, course.id), isNull(modules.deletedAt)))
      .orderBy(asc(modules.orderIndex), asc(modules.id));
    if (mods.length !== hi.modules.length) {
      throw new Error(
        `content/hi/courses/${hi.slug}: ${hi.modules.length} modules, the course has ${mods.length}`,
      );
    }
    const cardRows = await db
      .select()
      .from(cards)
      .where(
        and(
          inArray(
            cards.moduleId,
            mods.map((m) => m.id),
          ),
          isNull(cards.deletedAt),
        ),
      )
      .orderBy(asc(cards.orderIndex), asc(cards.id));
    for (const [mi, m] of mods.entries()) {
      const himod = hi.modules[mi]!;
      rows.push({
        entity: "module",
        entityId: m.id,
        locale: "hi",
        fields: { title: himod.title, description: himod.description ?? null },
      });
      const mine = cardRows.filter((c) => c.moduleId === m.id);
      if (mine.length !== himod.cards.length) {
        throw new Error(
          `content/hi/courses/${hi.slug}: module ${mi + 1} has ${himod.cards.length} cards, the course has ${mine.length}`,
        );
      }
      for (const [ci, c] of mine.entries()) {
        const h = himod.cards[ci]!;
        if (h.content_type !== c.contentType) {
          throw new Error(
            `content/hi/courses/${hi.slug}: card ${mi + 1}.${ci + 1} is ${h.content_type}, the course's is ${c.contentType}`,
          );
        }
        const fields: Record<string, unknown> = {
          title: h.title,
          content_text: withSource(h.content_text, h.source, "स्रोत"),
        };
        if (h.content_type === "question") {
          // Answers map between the languages by kind and place: a Hindi card asks the same kind.
          if (h.question_type !== c.questionType) {
            throw new Error(
              `content/hi/courses/${hi.slug}: card ${mi + 1}.${ci + 1} is a ${h.question_type} question, the course's is ${c.questionType}`,
            );
          }
          if (h.options.length !== c.options.length) {
            throw new Error(
              `content/hi/courses/${hi.slug}: card ${mi + 1}.${ci + 1} has a different number of options`,
            );
          }
          fields.options = h.options;
          if (h.explanation) fields.explanation = h.explanation;
        }
        rows.push({ entity: "card", entityId: c.id, locale: "hi", fields });
      }
    }
  }
  const hiArticles = await readSeedArticles(dir);
  if (hiArticles.length > 0) {
    const found = await db
      .select({ id: articles.id, slug: articles.slug })
      .from(articles)
      .where(
        inArray(
          articles.slug,
          hiArticles.map((a) => a.slug),
        ),
      );
    const bySlug = new Map(found.map((a) => [a.slug, a.id]));
    for (const a of hiArticles) {
      const id = bySlug.get(a.slug);
      if (id)
        rows.push({
          entity: "article",
          entityId: id,
          locale: "hi",
          fields: { title: a.title, content: a.content, content_text: a.excerpt },
        });
    }
  }
  rows.push(...(await schemeTranslationRows(db, contentDir)));
  if (rows.length === 0) return 0;
  const added = await db
    .insert(contentTranslations)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: contentTranslations.entityId });
  return added.length;
}
