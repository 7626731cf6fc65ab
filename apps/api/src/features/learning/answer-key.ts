import { isCorrectAnswer } from "@arthshala/contracts/learning-rules";
import { shuffledSteps } from "@arthshala/contracts/question-kinds";
import type { CardRow } from "./course-types.js";

/**
 * A question card's key as every judge reads it (lesson, visitors' check, Review deck, class progress):
 * one rule from contracts, with a numeric question's tolerance.
 */
export const judgeAnswer = (card: CardRow, userAnswer: string): boolean | null =>
  isCorrectAnswer(card.questionType, card.correctAnswer, userAnswer, card.toleranceHundredths ?? 0);

/** A numeric question's tolerance in its unit (0.5 = 50 paise), as the API says it. */
export const toleranceOf = (card: Pick<CardRow, "toleranceHundredths">): number | null =>
  card.toleranceHundredths === null ? null : card.toleranceHundredths / 100;

/**
 * The options as a learner may see them before answering: an order question's steps in the card's
 * fixed shuffle, never the right order (the same shuffle in every language: it depends on the id).
 */
export const learnerOptions = (card: Pick<CardRow, "id" | "questionType" | "options">): string[] =>
  card.questionType === "order" ? shuffledSteps(card.options, card.id) : card.options;
