import { z } from "zod";
import { idNumber, idString } from "./ids.js";
import { LOCALES } from "./locales.js";
import { ANSWER_UNITS, QUESTION_TYPES } from "./question-kinds.js";
import { multiLineText, singleLineText } from "./text.js";

export { ANSWER_UNITS, type AnswerUnit } from "./question-kinds.js";

/** Shapes of the course, module and card calls of spec section 7 (snake_case fields as the spec names them). */

export const CONTENT_TYPES = ["text", "video", "image", "audio", "question"] as const;
export { QUESTION_TYPES };
export type ContentType = (typeof CONTENT_TYPES)[number];
export type { QuestionType } from "./question-kinds.js";

const id = idString;
export const idParam = z.object({ id });
export const courseIdParam = z.object({ courseId: id });
export const moduleIdParam = z.object({ moduleId: id });
export const cardIdParam = z.object({ cardId: id });
export const cardPathParams = z.object({ courseId: id, moduleId: id, cardId: id });

/** Spec calls send the signed-in user's email; the server uses the session and refuses a different one. */
export const identityBody = z
  .object({ email: singleLineText().max(254).optional(), userId: singleLineText().max(100).optional() })
  .passthrough();

// ── Learner ────────────────────────────────────────────────────────────────
export const courseSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  thumbnail_url: z.string().nullable(),
  modules_count: z.number(),
  duration: z.number(),
  total_cards: z.number(),
  completed_cards: z.number(),
  progress: z.number(),
  /** The language its title and description are in: English where the reader's has no translation. */
  language: z.enum(LOCALES).optional(),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

export const roadmapCardSchema = z.object({
  card_id: z.number(),
  title: z.string(),
  content_type: z.enum(CONTENT_TYPES),
  status: z.enum(["completed", "incomplete"]),
});
export const roadmapModuleSchema = z.object({
  moduleId: z.number(),
  moduleTitle: z.string(),
  moduleDescription: z.string().nullable(),
  cards: z.array(roadmapCardSchema),
});
export const courseDetailSchema = z.object({
  /** The language the course's texts are in: "hi" when read in Hindi and translated, else "en". */
  language: z.enum(["en", "hi"]),
  id: z.number(),
  title: z.string(),
  description: z.string(),
  thumbnail_url: z.string().nullable(),
  data: z.array(roadmapModuleSchema),
  total_cards: z.number(),
  completed_cards: z.number(),
  progress: z.number(),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;
export type RoadmapModule = z.infer<typeof roadmapModuleSchema>;

const cardRef = z.object({ moduleId: z.number(), cardId: z.number() }).nullable();

/** "Card (viewer response)" of spec section 3, plus media URLs, the explanation and course progress. */
export const viewerCardSchema = z.object({
  /** "hi" when this card is shown in Hindi; "en" when English (its Hindi version not written yet). */
  language: z.enum(["en", "hi"]),
  card_id: z.number(),
  course_id: z.number(),
  module_id: z.number(),
  course_title: z.string(),
  module_title: z.string(),
  content_type: z.enum(CONTENT_TYPES),
  title: z.string(),
  content_title: z.string().nullable(),
  content_text: z.string().nullable(),
  /** content_text as sanitised HTML (the API renders Markdown: no parser in the browser). */
  content_html: z.string().nullable(),
  image_url: z.string().nullable(),
  video_url: z.string().nullable(),
  audio_url: z.string().nullable(),
  question_type: z.enum(QUESTION_TYPES).nullable(),
  /** An order question's steps come shuffled (never in the right order); true/false and numeric have none. */
  /** The India day the card's figures were last checked against their source (issue 42); null without figures. */
  as_of: z.string().nullable().optional(),
  options: z.array(z.string()),
  /** A numeric question's unit (₹ before, % after the box) and how far off an answer may be, in that unit. */
  answer_unit: z.enum(ANSWER_UNITS).nullable(),
  tolerance: z.number().nullable(),
  /**
   * Revealed only once the learner has answered (the server decides correctness): an option, "true" or
   * "false", a plain number ("1200.5"), or an order question's steps in the right order as a JSON list.
   */
  correct_answer: z.string().nullable(),
  explanation: z.string().nullable(),
  explanation_html: z.string().nullable(),
  userAnswer: z.string().nullable(),
  allotted_finstars: z.number(),
  status: z.enum(["completed", "incomplete"]),
  module_progress: z.number(),
  module_total_cards: z.number(),
  position_in_module: z.number(),
  course_progress: z.number(),
  course_total_cards: z.number(),
  prevCardId: z.number().nullable(),
  nextCardId: z.number().nullable(),
  isFirstCardInModule: z.boolean(),
  isLastCardInModule: z.boolean(),
  prevModuleFirstCard: cardRef,
  nextModuleFirstCard: cardRef,
});
export type ViewerCard = z.infer<typeof viewerCardSchema>;

export const updateCardBodySchema = z
  .object({
    status: z.literal("completed").optional(),
    userAnswer: multiLineText().trim().max(2000).nullable().optional(),
    /** Ignored: the server decides the award. Accepted so the spec's client call validates. */
    finStars: z.unknown().optional(),
    email: singleLineText().max(254).optional(),
    userIndex: z.unknown().optional(),
  })
  .passthrough();

export const updateCardResponseSchema = viewerCardSchema.extend({
  /** FinStars this call awarded (0 when already completed or answered wrongly). */
  awarded_finstars: z.number(),
  /** Whether the answer given was right (null: no correct answer supplied, or not a question). */
  is_correct: z.boolean().nullable(),
  /** True when every card of the course is now completed. */
  course_completed: z.boolean(),
});
export type UpdateCardResponse = z.infer<typeof updateCardResponseSchema>;

export const checkAnswerBodySchema = z.object({ userAnswer: multiLineText().trim().min(1).max(2000) });
export const checkAnswerResponseSchema = z.object({
  is_correct: z.boolean().nullable(),
  correct_answer: z.string().nullable(),
  explanation: z.string().nullable(),
  explanation_html: z.string().nullable(),
});

export const ongoingCourseSchema = courseSummarySchema.nullable();

// ── Admin ──────────────────────────────────────────────────────────────────
export const adminModuleSchema = z.object({
  id: z.number(),
  course_id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  order_index: z.number(),
  cards_count: z.number(),
});
export type AdminModule = z.infer<typeof adminModuleSchema>;

export const adminCardSchema = z.object({
  card_id: z.number(),
  module_id: z.number(),
  title: z.string(),
  content_type: z.enum(CONTENT_TYPES),
  content_title: z.string().nullable(),
  content_text: z.string().nullable(),
  image_url: z.string().nullable(),
  video_url: z.string().nullable(),
  audio_url: z.string().nullable(),
  allotted_finstars: z.number(),
  order_index: z.number(),
  answer_compulsory: z.boolean(),
  question_type: z.enum(QUESTION_TYPES).nullable(),
  /** An order question's steps, in the right order. */
  options: z.array(z.string()),
  options_tags: z.array(z.string()),
  answer_unit: z.enum(ANSWER_UNITS).nullable(),
  tolerance: z.number().nullable(),
  correct_answer: z.string().nullable(),
  explanation: z.string().nullable(),
  feedback_type: z.string().nullable(),
  /** The India day the figures were checked, and how long that holds (issue 42). */
  as_of: z.string().nullable().optional(),
  freshness: z.enum(["financial_year", "year"]).nullable().optional(),
});
export type AdminCard = z.infer<typeof adminCardSchema>;

export const reorderBodySchema = z.object({ ids: z.array(idNumber).min(1).max(500) });

export const deletedSchema = z.object({ id: z.number(), message: z.string() });

export const modulePathParams = z.object({ courseId: id, moduleId: id });

/** A module's end, for its celebration: what the learner earned there, and what comes next. */
export const moduleSummarySchema = z.object({
  course_id: z.number(),
  course_title: z.string(),
  module_id: z.number(),
  module_title: z.string(),
  module_completed: z.boolean(),
  course_completed: z.boolean(),
  /** From the ledgers: what this module's cards (and finishing it) paid this learner. */
  finstars_earned: z.number(),
  finscore_earned: z.number(),
  /** The same over the whole course (shown when it is complete). */
  course_finstars_earned: z.number(),
  course_finscore_earned: z.number(),
  next_module: z
    .object({ moduleId: z.number(), moduleTitle: z.string(), firstCardId: z.number() })
    .nullable(),
  /** The learner's streak as it stands now (the celebration's third figure). */
  streak_count: z.number(),
  /** Offer a daily reminder here (learning-rules `celebrationAsks`). */
  ask_reminder: z.boolean(),
  /** Ask for feedback here, below the main button (learning-rules `celebrationAsks`). */
  ask_feedback: z.boolean(),
});
export type ModuleSummary = z.infer<typeof moduleSummarySchema>;
