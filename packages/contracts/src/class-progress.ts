import { z } from "zod";
import { idString } from "./ids.js";
import { QUESTION_TYPES } from "./question-kinds.js";

/**
 * A class's progress dashboard and its weekly leaderboard (issue 40): GET /api/classes/:classId/progress
 * (and .csv) for the class's facilitators, GET /api/classes/:classId/leaderboard for its members too.
 * Everything here is about the class's assigned content only. Rules the web also draws with are in
 * ./class-progress-rules (zod-free).
 */

export const classIdParams = z.object({ classId: idString });

export const CELL_STATUSES = ["not_started", "in_progress", "done"] as const;
export type CellStatus = (typeof CELL_STATUSES)[number];

/** One assigned module, in the order the class meets it (assignment order, a course's modules in order). */
export const progressModuleSchema = z.object({
  id: z.number(),
  courseId: z.number(),
  courseTitle: z.string(),
  title: z.string(),
  /** Its live cards: done means every one of them completed. */
  cards: z.number(),
  /** The assignment's due India day (YYYY-MM-DD), if it has one. */
  dueOn: z.string().nullable(),
});
export type ProgressModule = z.infer<typeof progressModuleSchema>;

/** A learner × module cell. Days are India days (YYYY-MM-DD). */
export const progressCellSchema = z.object({
  status: z.enum(CELL_STATUSES),
  /** Cards of the module the learner completed. */
  completed: z.number(),
  /** The day of the first card they completed in it. */
  startedOn: z.string().nullable(),
  /** The day they completed its last card (null until all are). */
  finishedOn: z.string().nullable(),
});
export type ProgressCell = z.infer<typeof progressCellSchema>;

export const progressLearnerSchema = z.object({
  /** The learner's public number (as on the leaderboard: "Learner #12"), never the account's id. */
  number: z.number(),
  name: z.string(),
  /** Only when the learner chose to share it with the class's facilitators. */
  email: z.string().nullable(),
  /** One per module, in `modules` order. */
  cells: z.array(progressCellSchema),
});
export type ProgressLearner = z.infer<typeof progressLearnerSchema>;

/** A question card of the assigned content, as the class answered it (first answers only). */
export const questionStatsSchema = z.object({
  cardId: z.number(),
  moduleId: z.number(),
  title: z.string(),
  questionType: z.enum(QUESTION_TYPES),
  /** Members who answered it. */
  answered: z.number(),
  /** Members whose first, locked-in answer was right; null when it has no right answer (subjective). */
  rightFirstTime: z.number().nullable(),
  /** The most chosen wrong answer (as the reader's language shows the options) and how many chose it. */
  topWrong: z.object({ answer: z.string(), count: z.number() }).nullable(),
});
export type QuestionStats = z.infer<typeof questionStatsSchema>;

export const classProgressSchema = z.object({
  class: z.object({ id: z.number(), name: z.string(), archived: z.boolean() }),
  modules: z.array(progressModuleSchema),
  learners: z.array(progressLearnerSchema),
  /**
   * Per India day from the class's first assignment to today: the share (0 to 1) of learner × module
   * cells done by the end of that day. Empty before anything is assigned.
   */
  completion: z.array(z.object({ day: z.string(), share: z.number() })),
  questions: z.array(questionStatsSchema),
  /** Today in India (YYYY-MM-DD): what "today" the answer was made for. */
  today: z.string(),
});
export type ClassProgress = z.infer<typeof classProgressSchema>;

/** A row of the class leaderboard: a display name and handle as on the main board, never an email. */
export const classLeaderboardEntrySchema = z.object({
  rank: z.number(),
  name: z.string(),
  handle: z.string(),
  picture: z.string().nullable(),
  /** FinStars earned this India week on the class's assigned content. */
  score: z.number(),
  you: z.boolean(),
});
export type ClassLeaderboardEntry = z.infer<typeof classLeaderboardEntrySchema>;

export const classLeaderboardSchema = z.object({
  class: z.object({ id: z.number(), name: z.string() }),
  /** The India Monday the week counts from (YYYY-MM-DD). */
  since: z.string(),
  /** Members with FinStars this week, highest first; ties share a rank. */
  entries: z.array(classLeaderboardEntrySchema),
  /** Members who chose not to be listed on leaderboards. */
  hiddenCount: z.number(),
  /** The asking learner (null for a facilitator who is not in the class). */
  you: z
    .object({
      rank: z.number().nullable(),
      name: z.string(),
      handle: z.string(),
      score: z.number(),
      hidden: z.boolean(),
    })
    .nullable(),
});
export type ClassLeaderboard = z.infer<typeof classLeaderboardSchema>;
