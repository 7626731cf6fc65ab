import { z } from "zod";
import { idString } from "./ids.js";
import { QUESTION_TYPES } from "./learning.js";
import { ANSWER_UNITS } from "./question-kinds.js";
import { multiLineText } from "./text.js";

/**
 * The Review deck's calls (issue 27): GET /api/review/deck and POST /api/review/card/:cardId.
 * Numbers and rules are in ./review-rules (zod-free, for the web).
 */

export const reviewCardParams = z.object({ cardId: idString });

/** A question due for review, as the card viewer shows it, but never with its answer. */
export const reviewCardSchema = z.object({
  /** "hi" when shown in Hindi; "en" when English (its Hindi version not written yet). */
  language: z.enum(["en", "hi"]),
  card_id: z.number(),
  course_id: z.number(),
  module_id: z.number(),
  course_title: z.string(),
  module_title: z.string(),
  title: z.string(),
  content_title: z.string().nullable(),
  /** The question as sanitised HTML (as the viewer card gives it). */
  content_html: z.string().nullable(),
  image_url: z.string().nullable(),
  question_type: z.enum(QUESTION_TYPES).nullable(),
  /** As the viewer gives them: an order question's steps shuffled, never in the right order. */
  options: z.array(z.string()),
  answer_unit: z.enum(ANSWER_UNITS).nullable(),
  tolerance: z.number().nullable(),
  /** The India day it was due ("YYYY-MM-DD"). */
  due_day: z.string(),
});
export type ReviewCard = z.infer<typeof reviewCardSchema>;

export const reviewDeckSchema = z.object({
  /** Due now, oldest due first, at most what is left of today's limit. */
  cards: z.array(reviewCardSchema),
  /** Every card due now (more than `cards` once today's limit is reached). */
  due_count: z.number(),
  /** Cards reviewed today (India day). */
  reviewed_today: z.number(),
  /** FinStars review paid today, and the most it can pay in a day. */
  paid_today: z.number(),
  daily_cap: z.number(),
});
export type ReviewDeck = z.infer<typeof reviewDeckSchema>;

export const reviewAnswerBodySchema = z.object({ userAnswer: multiLineText().trim().min(1).max(2000) });
export type ReviewAnswerBody = z.infer<typeof reviewAnswerBodySchema>;

export const reviewAnswerResponseSchema = z.object({
  is_correct: z.boolean(),
  /** The right answer, in the card's language. */
  correct_answer: z.string(),
  explanation_html: z.string().nullable(),
  /** FinStars this answer paid: 0 for a wrong answer, a replay, or once today's cap is reached. */
  awarded_finstars: z.number(),
  /** The India day ("YYYY-MM-DD") the card comes back. */
  next_due: z.string(),
  /** True when this card was already reviewed today: judged again, nothing moved or paid. */
  replay: z.boolean(),
});
export type ReviewAnswer = z.infer<typeof reviewAnswerResponseSchema>;
