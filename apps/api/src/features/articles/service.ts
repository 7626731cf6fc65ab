import type { Article } from "@arthshala/contracts/articles";
import { averageRating } from "@arthshala/contracts/articles-rules";
import { indiaDay } from "@arthshala/contracts/india-time";
import type { Locale } from "@arthshala/contracts/locales";
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.js";
import { articleRatings, articles, readingTasks } from "../../platform/db/schema.js";
import { notFound } from "../../platform/http/errors.js";
import { translationsFor } from "../../platform/i18n/translations.js";
import { markdownHtml } from "../../platform/markdown/index.js";
import { recordActiveDay } from "../../platform/rewards/activity.js";
import { readingMinutes } from "./reading-time.js";

type ArticleRow = typeof articles.$inferSelect;

export function toArticle(a: ArticleRow): Article {
  return {
    language: "en",
    id: a.id,
    slug: a.slug,
    title: a.title,
    content: a.content,
    content_text: a.contentText,
    content_html: markdownHtml(a.content, "en"),
    reading_minutes: readingMinutes(a.content),
    image_url: a.imageUrl,
    rating: averageRating(a.ratingSum, a.ratingCount),
    rating_count: a.ratingCount,
    status: a.status,
    created_at: a.createdAt.toISOString(),
  };
}

const live = isNull(articles.deletedAt);
const published = and(live, eq(articles.status, "published"));
// Newest first; id breaks ties so pages never overlap or skip.
const newestFirst = [desc(articles.createdAt), desc(articles.id)];

/** A page of published articles for readers (drafts and deleted ones never show), in their language. */
export async function listPublished(
  db: Db,
  limit: number,
  offset: number,
  locale: Locale = "en",
): Promise<Article[]> {
  const rows = await db
    .select()
    .from(articles)
    .where(published)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
  return localizeArticles(db, rows.map(toArticle), locale);
}

/** Articles with their translation into `locale` laid over, where one exists. */
export async function localizeArticles(db: Db, list: Article[], locale: Locale): Promise<Article[]> {
  if (locale === "en") return list;
  const t = await translationsFor(
    db,
    "article",
    list.map((a) => a.id),
    locale,
  );
  return list.map((a) => {
    const f = t.get(a.id);
    // The HTML in the reader's language even untranslated: its "opens in a new tab" note is interface text.
    if (!f) return { ...a, content_html: markdownHtml(a.content, locale) };
    const content = f.content ?? a.content;
    return {
      ...a,
      language: locale,
      title: f.title ?? a.title,
      content,
      content_text: f.content_text ?? a.content_text,
      content_html: markdownHtml(content, locale),
      reading_minutes: content === a.content ? a.reading_minutes : readingMinutes(content),
    };
  });
}

/** A published article by its readable address (/articles/{slug}). */
export async function getArticleBySlug(db: Db, slug: string): Promise<ArticleRow> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(published, eq(articles.slug, slug)))
    .limit(1);
  if (!row) throw notFound("This article does not exist.");
  return row;
}

/** A readable, unique address for an article from its title: "budgeting-your-first-salary", "-2" if taken. */
export async function uniqueSlug(db: Db, title: string, exceptId?: number): Promise<string> {
  const base =
    title
      .normalize("NFKD")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80)
      .replace(/-+$/, "") || "article";
  const taken = new Set(
    (
      await db
        .select({ slug: articles.slug, id: articles.id })
        .from(articles)
        .where(sql`${articles.slug} = ${base} or ${articles.slug} like ${`${base}-%`}`)
    )
      .filter((r) => r.id !== exceptId)
      .map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The admin list: drafts included, with the total for "Page X of Y". */
export async function listForAdmin(db: Db, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(live)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(articles).where(live),
  ]);
  return { articles: rows.map(toArticle), total: total?.n ?? 0 };
}

export async function getArticle(db: Db, id: number, opts: { includeDrafts: boolean }): Promise<ArticleRow> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), opts.includeDrafts ? live : published))
    .limit(1);
  if (!row) throw notFound("This article does not exist.");
  return row;
}

export async function userRating(db: Db, userId: string, articleId: number): Promise<number | null> {
  await getArticle(db, articleId, { includeDrafts: false });
  const [row] = await db
    .select({ rating: articleRatings.rating })
    .from(articleRatings)
    .where(and(eq(articleRatings.userId, userId), eq(articleRatings.articleId, articleId)))
    .limit(1);
  return row?.rating ?? null;
}

/**
 * One rating per learner per article; rating again replaces it. The article row is locked while the
 * aggregate is recounted, so concurrent ratings keep the average exact.
 */
export async function rateArticle(
  db: Db,
  userId: string,
  articleId: number,
  rating: number,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [article] = await tx
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.id, articleId), published))
      .for("update");
    if (!article) throw notFound("This article does not exist.");
    await tx
      .insert(articleRatings)
      // The app's clock (not the database's): analytics count ratings by the India day they were given.
      .values({ userId, articleId, rating, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [articleRatings.userId, articleRatings.articleId],
        set: { rating, updatedAt: now },
      });
    const [agg] = await tx
      .update(articles)
      .set({
        ratingSum: sql`(select coalesce(sum(rating), 0)::int from article_ratings where article_id = ${articleId})`,
        ratingCount: sql`(select count(*)::int from article_ratings where article_id = ${articleId})`,
      })
      .where(eq(articles.id, articleId))
      .returning({ sum: articles.ratingSum, count: articles.ratingCount });
    return { rating, average: averageRating(agg!.sum, agg!.count), rating_count: agg!.count };
  });
}

/**
 * Opening an article counts as a reading task once per article per India day; reaching its end marks
 * that day's reading as read through (never unmarked). True when this call recorded the day's reading.
 */
export async function recordReading(
  db: Db,
  userId: string,
  articleId: number,
  at = new Date(),
  readThrough = false,
): Promise<boolean> {
  await getArticle(db, articleId, { includeDrafts: false });
  // Reading is an active day for streaks: both are written together or not at all.
  return db.transaction(async (tx) => {
    const insert = tx.insert(readingTasks).values({ userId, articleId, day: indiaDay(at), readThrough });
    const rows = readThrough
      ? // xmax is 0 on a row this statement inserted, not on one it updated.
        await insert
          .onConflictDoUpdate({
            target: [readingTasks.userId, readingTasks.articleId, readingTasks.day],
            set: { readThrough: true },
          })
          .returning({ inserted: sql<boolean>`(xmax = 0)` })
      : (await insert.onConflictDoNothing().returning({ day: readingTasks.day })).map(() => ({
          inserted: true,
        }));
    if (!rows[0]?.inserted) return false;
    await recordActiveDay(tx, userId, at);
    return true;
  });
}
