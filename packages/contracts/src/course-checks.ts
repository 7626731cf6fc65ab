/**
 * A course's placement check and course test (issue 42): both draw questions with a right answer from
 * the course's own modules. The placement check lets a learner test out of modules they know; the course
 * test at the end is what the certificate asks for.
 */
import { z } from "zod";
import { idNumber, idString } from "./ids.js";
import { ANSWER_UNITS, CONTENT_TYPES, QUESTION_TYPES } from "./learning.js";

/** The placement check asks up to this many questions of each module it can skip. */
export const PLACEMENT_QUESTIONS_PER_MODULE = 2;
/** The course test asks at most this many questions, spread over the modules. */
export const COURSE_TEST_MAX_QUESTIONS = 10;
/** Share of right answers the course test needs, in percent. */
export const COURSE_TEST_PASS_PERCENT = 70;
/** How long an unsubmitted attempt stays open: a tab left overnight starts again. */
export const CHECK_ATTEMPT_HOURS = 24;

/** Right answers needed to pass a course test of `total` questions (70 %, rounded up). */
export function passMark(total: number): number {
  return Math.ceil((total * COURSE_TEST_PASS_PERCENT) / 100);
}

export const courseCheckMessages = {
  notFinished: "Finish every module of this course first, then take the course test.",
  placementTaken: "You have already taken this course's placement check.",
  placementNothing: "There is nothing left in this course for a placement check to skip.",
  noQuestions: "This course has no questions to test you on yet.",
  attemptGone: "This attempt has ended. Start again to get a fresh set of questions.",
  alreadySubmitted: "These answers were already sent.",
  answersMismatch: "Answer every question of this attempt, once each.",
  notSkipped: "This module was not skipped by the placement check.",
} as const;

export const checkKindSchema = z.enum(["placement", "test"]);
export type CheckKind = z.infer<typeof checkKindSchema>;

/** A drawn question as the learner sees it: the lesson card's fields, with its module. */
export const checkQuestionSchema = z.object({
  card_id: z.number(),
  module_id: z.number(),
  module_title: z.string(),
  content_type: z.enum(CONTENT_TYPES),
  title: z.string(),
  content_title: z.string().nullable(),
  content_text: z.string().nullable(),
  content_html: z.string().nullable(),
  image_url: z.string().nullable(),
  video_url: z.string().nullable(),
  audio_url: z.string().nullable(),
  question_type: z.enum(QUESTION_TYPES).nullable(),
  /** An order question's steps, shuffled (never in the right order). */
  options: z.array(z.string()),
  answer_unit: z.enum(ANSWER_UNITS).nullable(),
  tolerance: z.number().nullable(),
});
export type CheckQuestion = z.infer<typeof checkQuestionSchema>;

export const moduleRefSchema = z.object({ module_id: z.number(), title: z.string() });

export const courseChecksSchema = z.object({
  placement: z.object({
    /** The learner may take it now: not taken, and some untouched module has questions. */
    available: z.boolean(),
    taken: z.boolean(),
    question_count: z.number(),
    skipped_modules: z.array(moduleRefSchema),
  }),
  test: z.object({
    /** Every module is done (learned or skipped). */
    available: z.boolean(),
    question_count: z.number(),
    pass_mark: z.number(),
    passed: z.boolean(),
    attempts: z.number(),
    best_correct: z.number().nullable(),
    certificate_id: z.string().nullable(),
  }),
});
export type CourseChecks = z.infer<typeof courseChecksSchema>;

export const checkAttemptSchema = z.object({
  attempt_id: z.string().uuid(),
  kind: checkKindSchema,
  questions: z.array(checkQuestionSchema),
  /** Right answers needed (the course test); null for a placement check, judged module by module. */
  pass_mark: z.number().nullable(),
});
export type CheckAttempt = z.infer<typeof checkAttemptSchema>;

const NO_NUL = (s: string) => !s.includes("\u0000");

export const submitCheckBodySchema = z.object({
  answers: z
    .array(
      z.object({
        card_id: idNumber,
        answer: z
          .string()
          .trim()
          .min(1)
          .max(2000)
          .refine(NO_NUL, "An answer cannot contain a NUL character."),
      }),
    )
    .min(1)
    .max(COURSE_TEST_MAX_QUESTIONS * 3),
});
export type SubmitCheckBody = z.infer<typeof submitCheckBodySchema>;

export const checkResultSchema = z.object({
  kind: checkKindSchema,
  correct: z.number(),
  total: z.number(),
  pass_mark: z.number().nullable(),
  passed: z.boolean(),
  results: z.array(
    z.object({
      card_id: z.number(),
      module_id: z.number(),
      user_answer: z.string(),
      correct_answer: z.string().nullable(),
      is_correct: z.boolean(),
      explanation_html: z.string().nullable(),
    }),
  ),
  /** Placement: the modules now marked done. */
  skipped_modules: z.array(moduleRefSchema),
  /** Course test: the certificate it earned (or the one the learner already had). */
  certificate_id: z.string().nullable(),
});
export type CheckResult = z.infer<typeof checkResultSchema>;

export const attemptParams = z.object({ courseId: idString, attemptId: z.string().uuid() });
export const courseParams = z.object({ courseId: idString });
export const skippedModuleParams = z.object({ courseId: idString, moduleId: idString });
