import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { SeedArticle } from "./article-content.js";
import type { Db } from "./client.js";
import type { SeedCourse } from "./content-schema.js";
import { articles, cards, courses, modules } from "./schema.js";

/**
 * Dates the seeded cards and articles of a database seeded before cards and articles had as-of days
 * (issue 42): the seed inserts a course only once, so its cards are matched here by course slug, module
 * and card order and the card's title (an admin's reordering or retitling leaves a card alone), and only
 * where as_of is still empty: a card re-dated or edited by an admin keeps what it has. Returns how many
 * rows it dated.
 */
export async function fillSeedAsOf(
  db: Db,
  seedCourses: SeedCourse[],
  seedArticles: SeedArticle[],
): Promise<number> {
  let dated = 0;
  const bySlug = new Map(seedCourses.map((c) => [c.slug, c]));
  if (bySlug.size > 0) {
    const rows = await db
      .select({
        slug: courses.slug,
        moduleId: modules.id,
        moduleOrder: modules.orderIndex,
        cardId: cards.id,
        cardOrder: cards.orderIndex,
        title: cards.title,
      })
      .from(cards)
      .innerJoin(modules, eq(modules.id, cards.moduleId))
      .innerJoin(courses, eq(courses.id, modules.courseId))
      .where(and(inArray(courses.slug, [...bySlug.keys()]), isNull(cards.asOf), isNull(cards.deletedAt)))
      .orderBy(asc(modules.orderIndex), asc(modules.id), asc(cards.orderIndex), asc(cards.id));
    for (const row of rows) {
      const seed = bySlug.get(row.slug ?? "")?.modules[row.moduleOrder]?.cards[row.cardOrder];
      if (!seed?.as_of || seed.title !== row.title) continue;
      const updated = await db
        .update(cards)
        .set({ asOf: seed.as_of, freshness: seed.freshness ?? null })
        .where(and(eq(cards.id, row.cardId), isNull(cards.asOf)))
        .returning({ id: cards.id });
      dated += updated.length;
    }
  }
  for (const a of seedArticles) {
    const updated = await db
      .update(articles)
      .set({ asOf: a.updated ?? a.date, freshness: a.freshness ?? null })
      .where(and(eq(articles.slug, a.slug), isNull(articles.asOf)))
      .returning({ id: articles.id });
    dated += updated.length;
  }
  return dated;
}
