/**
 * Author analytics (issue 40), the pure part shared by server and browser (zod-free, so the web imports it
 * cheaply): the period in India days, shares as whole percents, and how a question's first answers are
 * tallied. The answers are judged by the same checker the lesson uses (learning-rules), so the accuracy an
 * author reads is what learners were told.
 */
import { isCorrectAnswer, splitAnswerList } from "./learning-rules.js";
import { type QuestionType, TRUE_FALSE } from "./question-kinds.js";
import { addDays } from "./review-rules.js";
import { isCalendarDay } from "./tracker-plans-rules.js";

/** The period asked for when none is given: the last 30 India days, today included. */
export const ANALYTICS_DEFAULT_DAYS = 30;
/** The longest period (a leap year), so a query never ranges over all of history. */
export const ANALYTICS_MAX_DAYS = 366;
/** The web's quick choices. */
export const ANALYTICS_PRESETS = [7, 30, 90] as const;

/** What the analytics calls say when they refuse (Hindi in the API's platform/i18n/messages-hi.ts). */
export const analyticsMessages = {
  notADay: "Dates must be days from 2000 to 2099, written as YYYY-MM-DD.",
  startAfterEnd: "The period must not start after it ends.",
  tooLong: `A period can be at most ${ANALYTICS_MAX_DAYS} days long.`,
  days: `The number of days must be a whole number from 1 to ${ANALYTICS_MAX_DAYS}.`,
  daysMismatch: "The number of days does not match the period's first and last day.",
} as const;

/** India days, both included ("YYYY-MM-DD"). */
export interface Period {
  from: string;
  to: string;
}

/** "YYYY-MM-DD" within the years a period may name (past them, date arithmetic leaves ISO form). */
export function isAnalyticsDay(value: string): boolean {
  return /^20\d\d-\d\d-\d\d$/.test(value) && isCalendarDay(value);
}

/** Days in a period, both ends counted (1 for a single day). */
export function periodDays({ from, to }: Period): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The `days` India days that end on `to`. */
export const periodEndingOn = (to: string, days: number): Period => ({ from: addDays(to, 1 - days), to });

/**
 * The period a request names: `from` to `to`; or `days` starting on `from`, or ending on `to`. A missing
 * end is today (the India day on the server, so "the last 7 days" means the same on every device,
 * whatever its clock); with neither a start nor a length, the default length. Returns the message key of
 * what is wrong instead.
 */
export function resolvePeriod(
  asked: { from?: string | undefined; to?: string | undefined; days?: number | undefined },
  today: string,
): Period | { problem: keyof typeof analyticsMessages } {
  const { from, days } = asked;
  if ((from && !isAnalyticsDay(from)) || (asked.to && !isAnalyticsDay(asked.to)))
    return { problem: "notADay" };
  if (days !== undefined && !(Number.isInteger(days) && days >= 1 && days <= ANALYTICS_MAX_DAYS))
    return { problem: "days" };
  let period: Period;
  if (from && days !== undefined) {
    period = { from, to: addDays(from, days - 1) };
    if (asked.to && asked.to !== period.to) return { problem: "daysMismatch" };
  } else if (from) {
    period = { from, to: asked.to ?? (from > today ? from : today) };
  } else {
    period = periodEndingOn(asked.to ?? today, days ?? ANALYTICS_DEFAULT_DAYS);
  }
  if (period.from > period.to) return { problem: "startAfterEnd" };
  if (periodDays(period) > ANALYTICS_MAX_DAYS) return { problem: "tooLong" };
  return period;
}

/** `part` of `whole` as a whole percent; null when there is nothing to take a share of. */
export function percentOf(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 100) : null;
}

export type { QuestionType };

export interface QuestionKey {
  questionType: QuestionType | null;
  options: readonly string[];
  correctAnswer: string | null;
  /** A numeric question's tolerance in hundredths of its unit (0 or absent: exact). */
  toleranceHundredths?: number | null;
}

/**
 * The choices an answer is tallied under: a true/false question's are "true" and "false"; a numeric or
 * order question has none to count (each learner's figure or order is their own), so only right and wrong.
 */
function choiceList(question: QuestionKey): readonly string[] {
  if (question.questionType === "true_false") return TRUE_FALSE;
  if (question.questionType === "numeric" || question.questionType === "order") return [];
  return question.options;
}

export interface QuestionTally {
  /** Learners whose first answer was recorded. */
  answered: number;
  /** Judged right / wrong by the lesson's checker; both 0 for a subjective or unkeyed question. */
  right: number;
  wrong: number;
  /** right of (right + wrong), a whole percent; null when nothing could be judged. */
  accuracy: number | null;
  /** Each current option: whether it is (part of) the right answer, and how many learners chose it. */
  options: { option: string; correct: boolean; learners: number }[];
  /** Learners whose answer names an option the question no longer has (edited since they answered). */
  other: number;
}

/**
 * Tallies a question's first answers (each distinct stored answer with how many learners gave it).
 * A multiple-choice answer counts once for every option in it; a subjective answer only as answered
 * (its text is the learner's and never leaves the database).
 */
export function tallyAnswers(
  question: QuestionKey,
  answers: readonly { answer: string | null; learners: number }[],
): QuestionTally {
  const multiple = question.questionType === "mcq_multiple";
  const choicesOf = (answer: string) => (multiple ? splitAnswerList(answer) : [answer.trim()]);
  const rightChoices = new Set(question.correctAnswer ? choicesOf(question.correctAnswer) : []);
  const listed = choiceList(question);
  const counted = listed.length > 0;
  const chosen = new Map(listed.map((o) => [o, 0]));
  let answered = 0;
  let right = 0;
  let wrong = 0;
  let other = 0;
  for (const { answer, learners } of answers) {
    answered += learners;
    if (question.questionType === "subjective" || answer === null) continue;
    const verdict = isCorrectAnswer(
      question.questionType,
      question.correctAnswer,
      answer,
      question.toleranceHundredths ?? 0,
    );
    if (verdict === true) right += learners;
    else if (verdict === false) wrong += learners;
    if (!counted) continue;
    const choices = choicesOf(answer);
    if (choices.some((c) => !chosen.has(c))) other += learners;
    for (const choice of new Set(choices)) {
      const seen = chosen.get(choice);
      if (seen !== undefined) chosen.set(choice, seen + learners);
    }
  }
  return {
    answered,
    right,
    wrong,
    accuracy: percentOf(right, right + wrong),
    options:
      question.questionType === "subjective"
        ? []
        : listed.map((option) => ({
            option,
            correct: rightChoices.has(option.trim()),
            learners: chosen.get(option) ?? 0,
          })),
    other,
  };
}
