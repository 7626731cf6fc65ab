import { z } from "zod";

/** Article and newsletter calls of spec section 7 (fields as the spec names them). */

import { ARTICLE_PAGE_FIRST } from "./articles-rules.js";

export * from "./articles-rules.js";

export const articleSchema = z.object({
  id: z.number(),
  slug: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  content_text: z.string(),
  image_url: z.string().nullable(),
  /** Average of learners' ratings to one decimal; 0 when nobody has rated yet. */
  rating: z.number(),
  rating_count: z.number(),
  status: z.enum(["draft", "published"]),
  created_at: z.string(),
});
export type Article = z.infer<typeof articleSchema>;

export const articleListBodySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(ARTICLE_PAGE_FIRST),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  /** Admin list: answer {articles, total} and include drafts. */
  admin: z.boolean().optional(),
  email: z.string().max(254).optional(),
});
export const articleListSchema = z.array(articleSchema);
export const adminArticleListSchema = z.object({ articles: z.array(articleSchema), total: z.number() });

const articleIdField = z.coerce.number().int().positive().max(2_147_483_647);
export const articleRefBodySchema = z.object({
  articleId: articleIdField,
  email: z.string().max(254).optional(),
});
export const rateBodySchema = articleRefBodySchema.extend({
  rating: z
    .number({ message: "Rating must be a whole number from 1 to 5." })
    .int({ message: "Rating must be a whole number from 1 to 5." })
    .min(1, { message: "Rating must be a whole number from 1 to 5." })
    .max(5, { message: "Rating must be a whole number from 1 to 5." }),
});
export const ratingResponseSchema = z.object({ rating: z.number().nullable() });
export const rateResponseSchema = z.object({
  rating: z.number(),
  average: z.number(),
  rating_count: z.number(),
});
export const readingTaskResponseSchema = z.object({ recorded: z.boolean() });

// ── Newsletter ─────────────────────────────────────────────────────────────
export const enteredEmailSchema = z
  .string({ message: "Enter an email address." })
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: "Please enter a valid email address." }));

export const saveEmailBodySchema = z.object({
  email: z.string().max(254).optional(),
  enteredEmail: enteredEmailSchema,
});
export const removeEmailBodySchema = z.object({
  email: z.string().max(254).optional(),
  enteredEmail: z.string().max(254).optional(),
});
export const enteredEmailListSchema = z.array(z.object({ enteredEmail: z.string() }));

export const newsletterBodySchema = z.object({
  data: z.object({
    title: z
      .string({ message: "Title is required." })
      .trim()
      .min(1, { message: "Title is required." })
      .max(200),
    content: z
      .string({ message: "Content is required." })
      .trim()
      .min(1, { message: "Content is required." })
      .max(50_000),
  }),
});
export const newsletterSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  created_at: z.string(),
  sent: z.number(),
  failed: z.number(),
  pending: z.number(),
});
export type NewsletterSummary = z.infer<typeof newsletterSummarySchema>;
export const newsletterSendResponseSchema = z.object({
  message: z.string(),
  newsletter: newsletterSummarySchema.nullable(),
});
