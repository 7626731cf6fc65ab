import type { AnswerUnit, ContentType, QuestionType } from "@arthshala/contracts/learning";

/**
 * The card fields CardBody shows. A learner's ViewerCard and an admin's AdminCard both fit as they are
 * (extra fields are ignored).
 */
export interface CardContent {
  content_type: ContentType;
  title: string;
  content_title: string | null;
  content_text: string | null;
  /** content_text as sanitised HTML (the API renders it; an admin preview, markdownToHtml). */
  content_html: string | null;
  image_url: string | null;
  video_url: string | null;
  audio_url: string | null;
  question_type: QuestionType | null;
  /** An order question's steps come shuffled from the server (an admin preview passes them in order). */
  options: string[];
  /** A numeric question's unit (₹ before the box, % after it) and how far off an answer may be. */
  answer_unit?: AnswerUnit | null;
  /** The India day ("2026-11-29") the card's figures were checked against their source (issue 42). */
  as_of?: string | null;
  tolerance?: number | null;
}

/**
 * Where a question stands. userAnswer null = not answered yet. For mcq_multiple, userAnswer and
 * correct_answer are option texts joined by ", "; true/false "true"/"false"; numeric a number (the
 * learner's as typed, the key plain: "1200.5"); order a JSON list of the steps. is_correct null = no correct answer supplied (amber).
 */
export interface AnswerState {
  userAnswer: string | null;
  correct_answer: string | null;
  is_correct: boolean | null;
  /** The explanation as sanitised HTML. */
  explanation_html: string | null;
}

/** How one option looks: before answering, while the answer is sent, and after the verdict. */
export type OptionState =
  | "idle"
  | "selected" // ticked, not yet submitted (mcq_multiple)
  | "pending" // chosen, verdict on its way
  | "correct" // chosen and right: green
  | "wrong" // chosen and wrong: red
  | "answer" // not chosen but right: lighter green
  | "unkeyed" // chosen, no correct answer supplied: amber
  | "dimmed"; // neither chosen nor right

export const NOT_ANSWERED: AnswerState = {
  userAnswer: null,
  correct_answer: null,
  is_correct: null,
  explanation_html: null,
};
