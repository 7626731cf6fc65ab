/** The schema's tables: Articles (platform/db/schema.ts gathers every domain). */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, deletedAt, id, updatedAt } from "./columns.js";
import { userRef, users } from "./identity.js";

export const articles = pgTable(
  "articles",
  {
    id: id(),
    slug: text("slug"),
    title: text("title").notNull(),
    content: text("content").notNull(),
    contentText: text("content_text").notNull().default(""),
    imageUrl: text("image_url"),
    status: text("status", { enum: ["draft", "published"] })
      .notNull()
      .default("published"),
    ratingSum: integer("rating_sum").notNull().default(0),
    ratingCount: integer("rating_count").notNull().default(0),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex("articles_slug_key").on(t.slug),
    index("articles_list_idx").on(t.status, t.createdAt),
    check("articles_status_check", sql`${t.status} in ('draft', 'published')`),
  ],
);

export const articleRatings = pgTable(
  "article_ratings",
  {
    userId: userRef(),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    rating: smallint("rating").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.articleId] }),
    check("article_ratings_range_check", sql`${t.rating} between 1 and 5`),
    // An article's ratings, for its average and for analytics by period (issue 40); the key leads with the learner.
    index("article_ratings_article_idx").on(t.articleId, t.updatedAt),
  ],
);

/** An article read, counted at most once per article per India day. */
export const readingTasks = pgTable(
  "reading_tasks",
  {
    userId: userRef(),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    /** The reader reached the article's end that day (issue 40's read-through for authors). */
    readThrough: boolean("read_through").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.articleId, t.day] }),
    // Analytics read an article's readings by period (issue 40); the key leads with the learner.
    index("reading_tasks_article_idx").on(t.articleId, t.day),
  ],
);
