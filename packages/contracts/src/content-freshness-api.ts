/** The Admin freshness queue's calls (issue 42): GET /api/admin/freshness, POST …/:kind/:id/still-true. */
import { z } from "zod";
import { REVIEW_KINDS } from "./content-freshness.js";
import { idString } from "./ids.js";

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const freshnessItemParams = z.object({
  kind: z.enum(REVIEW_KINDS, { message: "kind must be card, article or scheme" }),
  id: idString,
});

/** A stale item: what it is, where it sits, the day it was checked and why that has run out. */
export const staleItemSchema = z.object({
  kind: z.enum(REVIEW_KINDS),
  id: z.number().int(),
  title: z.string(),
  /** Where it sits: "Money Basics › Budgets" for a card, the list for a scheme, null for an article. */
  context: z.string().nullable(),
  as_of: isoDay,
  /** "tax rule from FY 2025-26", "scheme rate of Jul–Sep 2026 quarter", "checked over a year ago" */
  reason: z.string(),
  /** The admin page that edits it. */
  edit_path: z.string(),
});
export type StaleItem = z.infer<typeof staleItemSchema>;

/** A "Still true": the item, who checked it and when, and the day it was dated before. */
export const contentReviewSchema = z.object({
  kind: z.enum(REVIEW_KINDS),
  id: z.number().int(),
  title: z.string(),
  reviewer_name: z.string().nullable(),
  reviewed_at: z.string(),
  previous_as_of: isoDay.nullable(),
  as_of: isoDay,
});
export type ContentReview = z.infer<typeof contentReviewSchema>;

export const freshnessQueueSchema = z.object({
  /** The India day the queue was judged on. */
  today: isoDay,
  /** Oldest check first. */
  items: z.array(staleItemSchema),
  /** The latest "Still true"s, newest first. */
  checked: z.array(contentReviewSchema),
});
export type FreshnessQueue = z.infer<typeof freshnessQueueSchema>;
