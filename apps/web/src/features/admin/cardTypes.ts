/** How the admin screens name the card and question types. */
import type { ContentType, QuestionType } from "@arthshala/contracts/learning";

export const CARD_TYPES: { value: ContentType; label: string }[] = [
  { value: "text", label: "Text" },
  { value: "image", label: "Image" },
  { value: "video", label: "Video" },
  { value: "audio", label: "Audio" },
  { value: "question", label: "Question" },
];

export const QUESTION_TYPE_OPTIONS: { value: QuestionType; label: string }[] = [
  { value: "mcq_single", label: "Single choice (mcq_single)" },
  { value: "mcq_multiple", label: "Multiple choice (mcq_multiple)" },
  { value: "subjective", label: "Written answer (subjective)" },
  { value: "true_false", label: "True or false (true_false)" },
  { value: "numeric", label: "Number answer (numeric)" },
  { value: "order", label: "Put the steps in order (order)" },
];

/** How an admin list names a numeric question's unit. */
export const UNIT_LABELS = { rupees: "rupees", percent: "percent", number: "a plain number" } as const;
