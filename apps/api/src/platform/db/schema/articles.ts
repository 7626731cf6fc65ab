/** The schema's tables: Articles (platform/db/schema.ts gathers every domain). */
import { CONTENT_FRESHNESS, REVIEW_KINDS } from "@arthshala/contracts/content-freshness";
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
  timestamp,
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
    /** The India day its figures were last checked (issue 42): a seeded article's date, or its re-dating. */
    asOf: date("as_of"),
    /** How long that check holds: "financial_year" for tax rules, else a year (null). */
    freshness: text("freshness", { enum: CONTENT_FRESHNESS }),
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

/**
 * An admin's "Still true" in the freshness queue (issue 42): which item was re-dated, by whom, when, and
 * the as-of day it had before. Items are cards, articles and scheme products (ids of those tables).
 */
export const contentReviews = pgTable(
  "content_reviews",
  {
    id: id(),
    itemKind: text("item_kind", { enum: REVIEW_KINDS }).notNull(),
    itemId: integer("item_id").notNull(),
    reviewerId: uuid("reviewer_id").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }).notNull().defaultNow(),
    previousAsOf: date("previous_as_of"),
    asOf: date("as_of").notNull(),
  },
  (t) => [
    index("content_reviews_item_idx").on(t.itemKind, t.itemId, t.reviewedAt),
    check("content_reviews_kind_check", sql`${t.itemKind} in ('card', 'article', 'scheme')`),
  ],
);
