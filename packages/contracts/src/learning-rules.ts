/**
 * Pure learning rules shared by server and browser (zod-free, so the browser can import it cheaply).
 * Spec section 4: lock rule, current card, answer checking; section 9: progress percent.
 */

import { isNumberWithin, isSameOrder } from "./question-kinds.js";

export type CardStatus = "completed" | "incomplete";
export type RoadmapState = "completed" | "current" | "unlocked" | "locked";

/** Progress percent = round(done / total × 100); an empty course is 0 %. */
export function progressPercent(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(done, total) / total) * 100);
}

/**
 * A card is unlocked if it is first in its module or the previous card in the module is completed;
 * the first unlocked incomplete card (in course order) is "current".
 */
export function roadmapStates(modules: { cards: { status: CardStatus }[] }[]): RoadmapState[][] {
  let currentTaken = false;
  return modules.map((m) =>
    m.cards.map((card, i) => {
      if (card.status === "completed") return "completed";
      const unlocked = i === 0 || m.cards[i - 1]?.status === "completed";
      if (!unlocked) return "locked";
      if (!currentTaken) {
        currentTaken = true;
        return "current";
      }
      return "unlocked";
    }),
  );
}

export function isUnlocked(positionInModule: number, previousStatus: CardStatus | undefined): boolean {
  return positionInModule === 0 || previousStatus === "completed";
}

/** Options are entered comma-separated by admins, so an option never contains a comma. */
export function splitAnswerList(value: string): string[] {
  return value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Whether an answer is right. Multiple-choice answers compare as sets of option texts; a numeric
 * answer is read as typed and is right within `toleranceHundredths` of the key (exact hundredths); an
 * order answer (a JSON list of steps) must name the key's steps in its order (./question-kinds).
 * null means "no correct answer was supplied" (subjective or unkeyed): the spec shows amber then.
 */
export function isCorrectAnswer(
  questionType: string | null,
  correctAnswer: string | null,
  userAnswer: string,
  toleranceHundredths = 0,
): boolean | null {
  if (!correctAnswer || questionType === "subjective") return null;
  if (questionType === "numeric") return isNumberWithin(correctAnswer, toleranceHundredths, userAnswer);
  if (questionType === "order") return isSameOrder(correctAnswer, userAnswer);
  if (questionType === "mcq_multiple") {
    const want = new Set(splitAnswerList(correctAnswer));
    const got = new Set(splitAnswerList(userAnswer));
    return want.size === got.size && [...want].every((a) => got.has(a));
  }
  return correctAnswer.trim() === userAnswer.trim();
}

export const learningMessages = {
  cardLocked: "Card Locked: Please complete the previous card to unlock this one.",
  alreadyAnswered: "You have already answered this question.",
  answerRequired: "Choose an answer to complete this question.",
  answerNotAnOption: "That answer is not one of this question's options.",
  answerNotANumber: "Type a number, like 1200 or 1,20,000.",
  answerTooPrecise: "Use at most 2 decimal places.",
  answerNotTrueFalse: 'Answer "true" or "false".',
  answerOrderFormat: "Send the steps as a list, in your order.",
  answerOrderSteps: "Put each of the question's steps in the list exactly once.",
  courseComplete: "You've completed the entire course!",
} as const;

/**
 * What a module's celebration asks of the learner, by its place among the modules they have finished
 * (issue 39): the first offers a daily reminder (unless reminders were ever set or declined), the second
 * asks for feedback (unless given or declined). Each is asked at one moment only, never on every visit.
 */
export const REMINDER_OFFER_AT_MODULE = 1;
export const FEEDBACK_ASK_AT_MODULE = 2;

export function celebrationAsks(facts: {
  /** 1 for the learner's first finished module, 2 for the second…; null when not finished. */
  finishedOrder: number | null;
  remindersChosen: boolean;
  gaveFeedback: boolean;
  feedbackDeclined: boolean;
}): { reminder: boolean; feedback: boolean } {
  return {
    reminder: facts.finishedOrder === REMINDER_OFFER_AT_MODULE && !facts.remindersChosen,
    feedback:
      facts.finishedOrder === FEEDBACK_ASK_AT_MODULE && !facts.gaveFeedback && !facts.feedbackDeclined,
  };
}
