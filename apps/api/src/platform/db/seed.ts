import { hundredthsText, stepsAnswer, toHundredths } from "@arthshala/contracts/question-kinds";
import { inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { notifyContentChanged } from "../cache/content-changes.js";
import { announceArticle, announceCourse } from "../notifications/publications.js";
import { readSeedArticles } from "./article-content.js";
import type { Db } from "./client.js";
import type { SeedCourse } from "./content-schema.js";
import { CONTENT_DIR, readSeedCourses, withSource } from "./course-files.js";
import { articles, cards, courses, modules } from "./schema.js";
import { fillSeedAsOf } from "./seed-as-of.js";
import { seedPerks } from "./seed-perks.js";
import { seedSchemes } from "./seed-schemes.js";
import { seedTranslations } from "./seed-translations.js";

export { CONTENT_DIR, readSeedCourses };

/**
 * Loads content/ into the database. Idempotent by slug: content already there (and anything an admin
 * changed since) is left alone, so a second run changes nothing.
 */
export async function seedContent(db: Db, log?: FastifyBaseLogger, contentDir = CONTENT_DIR) {
  const seedCourses = await readSeedCourses(contentDir);
  const slugs = seedCourses.map((c) => c.slug);
  const present = slugs.length
    ? new Set(
        (await db.select({ slug: courses.slug }).from(courses).where(inArray(courses.slug, slugs))).map(
          (r) => r.slug,
        ),
      )
    : new Set<string | null>();
  let coursesAdded = 0;
  for (const course of seedCourses) {
    if (present.has(course.slug)) continue;
    await insertCourse(db, course);
    coursesAdded++;
    log?.info({ slug: course.slug }, "seeded course");
  }
  const articlesAdded = await seedArticles(db, contentDir);
  const dated = await fillSeedAsOf(db, seedCourses, await readSeedArticles(contentDir));
  if (dated) log?.info({ dated }, "dated seeded cards and articles");
  if (articlesAdded) log?.info({ articlesAdded }, "seeded articles");
  const schemesAdded = await seedSchemes(db, contentDir);
  if (schemesAdded) log?.info({ schemesAdded }, "seeded scheme products");
  const translationsAdded = await seedTranslations(db, contentDir);
  if (translationsAdded) log?.info({ translationsAdded }, "seeded translations");
  const perksAdded = await seedPerks(db);
  if (perksAdded) log?.info({ perksAdded }, "seeded reward perks");
  // Servers already running on this database (PostgreSQL) reload their content caches.
  if (coursesAdded || articlesAdded || dated || schemesAdded || translationsAdded)
    await notifyContentChanged(db);
  return { coursesAdded, coursesPresent: present.size, articlesAdded, schemesAdded, translationsAdded };
}

/** Articles keyed by slug; one already there (perhaps edited by an admin) is left alone. */
async function seedArticles(db: Db, contentDir: string): Promise<number> {
  const seed = await readSeedArticles(contentDir);
  if (seed.length === 0) return 0;
  const rows = await db
    .insert(articles)
    .values(
      seed.map((a) => ({
        slug: a.slug,
        title: a.title,
        content: a.content,
        contentText: a.excerpt,
        imageUrl: a.image,
        asOf: a.updated ?? a.date,
        freshness: a.freshness ?? null,
        // Published at 09:00 India time on the article's date.
        createdAt: new Date(`${a.date}T09:00:00+05:30`),
      })),
    )
    .onConflictDoNothing({ target: articles.slug })
    .returning({ id: articles.id, title: articles.title, slug: articles.slug });
  // New content is news for learners who joined before it (none, on a first start).
  const now = new Date();
  for (const row of rows) await announceArticle(db, row, now);
  return rows.length;
}

/**
 * A seeded question's key as the cards table keeps it: a numeric answer as a plain number with its unit
 * and tolerance in hundredths; an order question's steps (its options, in the right order) as a JSON list.
 */
function answerKey(c: Extract<SeedCourse["modules"][number]["cards"][number], { content_type: "question" }>) {
  const base = { correctAnswer: c.correct_answer ?? null, answerUnit: null, toleranceHundredths: null };
  if (c.question_type === "order") return { ...base, correctAnswer: stepsAnswer(c.options) };
  if (c.question_type !== "numeric") return base;
  const key = toHundredths(c.correct_answer);
  return {
    correctAnswer: key === null ? null : hundredthsText(key),
    answerUnit: c.answer_unit ?? null,
    toleranceHundredths: c.tolerance === undefined ? null : Math.round(c.tolerance * 100),
  };
}

async function insertCourse(db: Db, course: SeedCourse): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(courses)
      .values({
        slug: course.slug,
        title: course.title,
        description: course.description,
        thumbnailUrl: course.thumbnail,
        modulesCount: course.modules.length,
        duration: course.duration,
        tags: course.tags,
      })
      .onConflictDoNothing({ target: courses.slug })
      .returning({ id: courses.id });
    if (!row) return; // another process seeded it first
    await announceCourse(tx, { id: row.id, title: course.title }, new Date());
    for (const [mi, m] of course.modules.entries()) {
      const [mod] = await tx
        .insert(modules)
        .values({ courseId: row.id, title: m.title, description: m.description ?? null, orderIndex: mi })
        .returning({ id: modules.id });
      await tx.insert(cards).values(
        m.cards.map((c, ci) => ({
          moduleId: mod!.id,
          title: c.title,
          contentType: c.content_type,
          contentText: withSource(c.content_text, c.source),
          imageUrl: c.content_type === "image" ? c.image : null,
          allottedFinstars: c.allotted_finstars,
          orderIndex: ci,
          questionType: c.content_type === "question" ? c.question_type : null,
          options: c.content_type === "question" ? c.options : [],
          optionsTags: c.content_type === "question" ? (c.options_tags ?? []) : [],
          ...(c.content_type === "question" ? answerKey(c) : { correctAnswer: null }),
          explanation: c.content_type === "question" ? (c.explanation ?? null) : null,
          answerCompulsory: c.content_type === "question",
          asOf: c.as_of ?? null,
          freshness: c.freshness ?? null,
        })),
      );
    }
  });
}
