import { z } from "zod";

/** Article and newsletter calls of spec section 7 (fields as the spec names them). */

import { ARTICLE_PAGE_FIRST } from "./articles-rules.js";
import { formFlag, requiredLine, requiredText } from "./form-fields.js";
import { idNumber } from "./ids.js";
import { singleLineText } from "./text.js";

export * from "./articles-rules.js";

export const articleSchema = z.object({
  /** "hi" when shown in Hindi; "en" when English (also for a Hindi reader until it is translated). */
  language: z.enum(["en", "hi"]),
  id: z.number(),
  slug: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  content_text: z.string(),
  /** content as sanitised HTML, in the article's language (the API renders Markdown). */
  content_html: z.string(),
  /** Minutes to read the content (in the article's language): words at 200 a minute, at least 1. */
  reading_minutes: z.number(),
  image_url: z.string().nullable(),
  /** Average of learners' ratings to one decimal; 0 when nobody has rated yet. */
  rating: z.number(),
  rating_count: z.number(),
  status: z.enum(["draft", "published"]),
  created_at: z.string(),
});
export type Article = z.infer<typeof articleSchema>;

export const articleFormMessages = {
  titleRequired: "Title is required.",
  contentRequired: "Content is required.",
} as const;

/**
 * The admin's article form (spec section 5), the text fields of POST /api/articles/add and
 * PUT /api/articles/:id (multipart; the image is a file): the server and the web form check with it.
 */
export const articleFormSchema = z.object({
  title: requiredLine(articleFormMessages.titleRequired, 200),
  content: requiredText(articleFormMessages.contentRequired, 100_000),
  status: z.enum(["draft", "published"]).default("published"),
  /** On edit: clear the image (when no new one is sent). */
  remove_image: formFlag(),
});
export type ArticleFormInput = z.input<typeof articleFormSchema>;

export const articleListBodySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(ARTICLE_PAGE_FIRST),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  /** Admin list: answer {articles, total} and include drafts. */
  admin: z.boolean().optional(),
  email: singleLineText().max(254).optional(),
});
export const articleListSchema = z.array(articleSchema);
export const adminArticleListSchema = z.object({ articles: z.array(articleSchema), total: z.number() });

export const articleRefBodySchema = z.object({
  articleId: idNumber,
  email: singleLineText().max(254).optional(),
});
/**
 * POST /api/articles/updatetask: the spec's call sends the article (the reader opened it); the reader
 * also sends `readThrough: true` once the learner reaches the article's end (issue 40's read-through).
 */
export const readingTaskBodySchema = articleRefBodySchema.extend({ readThrough: z.boolean().optional() });
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
export const enteredEmailSchema = singleLineText({ message: "Enter an email address." })
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: "Please enter a valid email address." }));

export const saveEmailBodySchema = z.object({
  email: singleLineText().max(254).optional(),
  enteredEmail: enteredEmailSchema,
});
export const removeEmailBodySchema = z.object({
  email: singleLineText().max(254).optional(),
  enteredEmail: singleLineText().max(254).optional(),
});
/** The spec's `[{enteredEmail}]`, plus whether that address has opened its confirmation link (double opt-in). */
export const enteredEmailListSchema = z.array(z.object({ enteredEmail: z.string(), confirmed: z.boolean() }));
export const saveEmailResponseSchema = z.object({
  message: z.string(),
  enteredEmail: z.string(),
  confirmed: z.boolean(),
});
export type SaveEmailResponse = z.infer<typeof saveEmailResponseSchema>;

export const newsletterTokenBodySchema = z.object({ token: singleLineText().max(500) });
export const confirmSubscriptionResponseSchema = z.object({
  /** confirmed now, confirmed before, or the link's address is no longer the one saved (changed or removed). */
  status: z.enum(["confirmed", "already_confirmed", "address_changed"]),
  message: z.string(),
});
export type ConfirmSubscriptionResponse = z.infer<typeof confirmSubscriptionResponseSchema>;

export const newsletterBodySchema = z.object({
  data: z.object({
    title: requiredLine(articleFormMessages.titleRequired, 200),
    content: requiredText(articleFormMessages.contentRequired, 50_000),
  }),
});
export const newsletterSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  created_at: z.string(),
  sent: z.number(),
  failed: z.number(),
  pending: z.number(),
  /** May have been delivered (no verdict from the mail server); not sent again unless an admin retries. */
  uncertain: z.number(),
});
export type NewsletterSummary = z.infer<typeof newsletterSummarySchema>;
export const newsletterSendResponseSchema = z.object({
  message: z.string(),
  newsletter: newsletterSummarySchema.nullable(),
});
