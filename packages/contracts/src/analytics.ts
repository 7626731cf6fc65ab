import { z } from "zod";
import { analyticsMessages, isAnalyticsDay } from "./analytics-rules.js";
import { idString } from "./ids.js";
import { QUESTION_TYPES } from "./question-kinds.js";

/**
 * Author analytics (issue 40): GET /api/analytics/courses, …/courses/:courseId and …/articles for Admins,
 * and /api/analytics/organisations/:organisationId/courses[/:courseId] for an organisation's own courses.
 * Counts of learners only: never a name, an email or a written answer. Rules are in ./analytics-rules.
 */
export * from "./analytics-rules.js";

const day = (example: string) =>
  z
    .string()
    .max(10, analyticsMessages.notADay)
    .refine(isAnalyticsDay, analyticsMessages.notADay)
    .meta({ examples: [example] });

/**
 * `from` and `to` are India days, both included; `days` counts from `from` or back from `to`. The server
 * fills what is missing from its own today (the last 30 days when nothing is given).
 */
export const analyticsPeriodQuerySchema = z.object({
  from: day("2026-11-01").optional(),
  to: day("2026-11-30").optional(),
  days: z
    .string()
    .regex(/^[1-9][0-9]{0,2}$/, analyticsMessages.days)
    .meta({ examples: ["30"] })
    .transform(Number)
    .optional(),
});
export type AnalyticsPeriodQuery = z.infer<typeof analyticsPeriodQuerySchema>;

export const analyticsCourseParams = z.object({ courseId: idString });
export const analyticsOrganisationParams = z.object({ organisationId: idString });
export const analyticsOrganisationCourseParams = z.object({ organisationId: idString, courseId: idString });

const periodSchema = z.object({ from: z.string(), to: z.string(), days: z.number() });

/** The organisation whose own courses these are; null for the Arthshala-wide view (Admins). */
const organisationSchema = z.object({ id: z.number(), name: z.string() }).nullable();

/** A course's learners in the period. */
const courseTotalsSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** Set for an organisation's own course. */
  organisation_id: z.number().nullable(),
  modules: z.number(),
  cards: z.number(),
  /** Completed at least one of its cards in the period. */
  started: z.number(),
  /** Completed the course in the period (its last missing card done). */
  finished: z.number(),
});
export type AnalyticsCourse = z.infer<typeof courseTotalsSchema>;

export const analyticsCourseListSchema = z.object({
  period: periodSchema,
  organisation: organisationSchema,
  courses: z.array(courseTotalsSchema),
});
export type AnalyticsCourseList = z.infer<typeof analyticsCourseListSchema>;

const questionSchema = z.object({
  type: z.enum(QUESTION_TYPES),
  answered: z.number(),
  right: z.number(),
  wrong: z.number(),
  /** First-try accuracy as a whole percent; null for a subjective or unkeyed question, or no answers. */
  accuracy: z.number().nullable(),
  options: z.array(z.object({ option: z.string(), correct: z.boolean(), learners: z.number() })),
  /** Answers naming an option the question no longer has. */
  other: z.number(),
});
export type AnalyticsQuestion = z.infer<typeof questionSchema>;

const cardSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** 1 for the module's first card. */
  position: z.number(),
  content_type: z.string(),
  /** Learners who completed it in the period. */
  completed: z.number(),
  /**
   * Learners who completed the card before it (in its module) in the period, less those who completed
   * this one (a card unlocks only after the one before it), never below 0; null for a module's first card.
   */
  stopped: z.number().nullable(),
  /** `stopped` as a whole percent of the card before it's completions; null when there were none. */
  drop_off: z.number().nullable(),
  question: questionSchema.nullable(),
});
export type AnalyticsCard = z.infer<typeof cardSchema>;

const moduleSchema = z.object({
  id: z.number(),
  title: z.string(),
  position: z.number(),
  /** Completed at least one of its cards in the period. */
  started: z.number(),
  /** Completed its last card in the period: all its cards done (the lesson unlocks them in order). */
  finished: z.number(),
  cards: z.array(cardSchema),
});
export type AnalyticsModule = z.infer<typeof moduleSchema>;

export const analyticsCourseDetailSchema = z.object({
  period: periodSchema,
  organisation: organisationSchema,
  course: courseTotalsSchema,
  modules: z.array(moduleSchema),
});
export type AnalyticsCourseDetail = z.infer<typeof analyticsCourseDetailSchema>;

const articleRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  status: z.enum(["draft", "published"]),
  /** Reading tasks in the period: a learner's reading counts once per article per India day. */
  reads: z.number(),
  /** Different learners among them. */
  readers: z.number(),
  /** Reads in which the reader reached the article's end. */
  read_through: z.number(),
  /** read_through of reads, a whole percent; null with no reads. */
  read_through_share: z.number().nullable(),
  /** Ratings given or changed in the period, and their average (one decimal); null with none. */
  ratings: z.number(),
  average_rating: z.number().nullable(),
});
export type AnalyticsArticle = z.infer<typeof articleRowSchema>;

export const analyticsArticleListSchema = z.object({
  period: periodSchema,
  articles: z.array(articleRowSchema),
});
export type AnalyticsArticleList = z.infer<typeof analyticsArticleListSchema>;
