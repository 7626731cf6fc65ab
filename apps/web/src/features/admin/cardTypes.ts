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
];
