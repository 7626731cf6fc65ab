import { splitAnswerList } from "@arthshala/contracts/learning-rules";
import type { AnswerState, OptionState } from "./types";

/** The options a learner chose, as option texts (mcq_multiple answers are joined by ", "). */
export function chosenOptions(questionType: string | null, userAnswer: string | null): string[] {
  if (userAnswer === null) return [];
  return questionType === "mcq_multiple" ? splitAnswerList(userAnswer) : [userAnswer.trim()];
}

/**
 * Spec section 4, question answering: right choice green; wrong choice red with the right one lighter
 * green and the others dimmed; no correct answer supplied → the chosen option amber.
 */
export function optionState(
  option: string,
  questionType: string | null,
  answer: AnswerState,
  pending: boolean,
): OptionState {
  const chosen = chosenOptions(questionType, answer.userAnswer).includes(option.trim());
  if (answer.userAnswer === null) return "idle";
  if (pending) return chosen ? "pending" : "dimmed";
  if (answer.is_correct === null) return chosen ? "unkeyed" : "dimmed";
  // A verdict without the key (should not happen): colour the choice by the verdict alone.
  if (answer.correct_answer === null) return chosen ? (answer.is_correct ? "correct" : "wrong") : "dimmed";
  const right = chosenOptions(questionType, answer.correct_answer).includes(option.trim());
  if (chosen) return right ? "correct" : "wrong";
  return right ? "answer" : "dimmed";
}

export const optionLetter = (index: number) => String.fromCharCode(65 + (index % 26));
