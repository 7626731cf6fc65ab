/** The add/edit card form's state, rules (spec section 5) and the multipart body it sends. */
import type { AdminCard, ContentType, QuestionType } from "@arthshala/contracts/learning";
import { splitAnswerList } from "@arthshala/contracts/learning-rules";
import { type MediaKind, mediaFileProblem } from "./media";

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

/** The server's limits (apps/api learning/card-form.ts). */
export const MAX_OPTIONS = 10;
export const MAX_FINSTARS = 1000;
export const MAX_ORDER = 10_000;

export interface CardDraft {
  title: string;
  content_type: ContentType;
  content_title: string;
  content_text: string;
  allotted_finstars: string;
  order_index: string;
  answer_compulsory: boolean;
  question_type: QuestionType | "";
  /** Comma-separated, as the admin types them. */
  options: string;
  options_tags: string;
  correct_single: string;
  correct_multiple: string[];
  explanation: string;
  feedback_type: string;
  file: File | null;
}

export type CardField =
  | "title"
  | "content_type"
  | "allotted_finstars"
  | "order_index"
  | "file"
  | "content_title"
  | "content_text"
  | "question_type"
  | "options"
  | "options_tags"
  | "correct_answer"
  | "explanation"
  | "feedback_type";

export type CardErrors = Partial<Record<CardField, string>>;

/** Where the form's fields appear, top to bottom: the first one with a problem gets focus. */
export const CARD_FIELD_ORDER: CardField[] = [
  "title",
  "content_type",
  "allotted_finstars",
  "order_index",
  "question_type",
  "file",
  "content_title",
  "content_text",
  "options",
  "options_tags",
  "correct_answer",
];

export const cardFormMessages = {
  titleRequired: "Title is required.",
  finstarsRequired: "FinStars are required.",
  finstarsInvalid: "FinStars must be a whole number, 0 or more.",
  finstarsTooMany: `FinStars can be at most ${MAX_FINSTARS}.`,
  orderRequired: "Order is required.",
  orderInvalid: "Order must be a whole number, 0 or more.",
  orderTooBig: `Order can be at most ${MAX_ORDER}.`,
  textRequired: "A text card needs some text.",
  questionRequired: "A question card needs the question.",
  questionTypeRequired: "A question card needs a question type.",
  fileRequired: {
    image: "An image card needs an image file.",
    audio: "An audio card needs an audio file.",
    video: "A video card needs a video file.",
  } satisfies Record<MediaKind, string>,
  optionsTooFew: "A multiple-choice question needs at least two options.",
  optionsDuplicate: "Each option must be different.",
  optionsTooMany: `A question can have at most ${MAX_OPTIONS} options.`,
  tagsTooMany: "Give at most one tag per option.",
} as const;

/** Spec section 9: allotted_finstars and order_index start at 0. */
export function emptyCardDraft(contentType: ContentType = "text"): CardDraft {
  return {
    title: "",
    content_type: contentType,
    content_title: "",
    content_text: "",
    allotted_finstars: "0",
    order_index: "0",
    answer_compulsory: false,
    question_type: "",
    options: "",
    options_tags: "",
    correct_single: "",
    correct_multiple: [],
    explanation: "",
    feedback_type: "",
    file: null,
  };
}

export function cardDraftFrom(card: AdminCard): CardDraft {
  const multiple = card.question_type === "mcq_multiple";
  return {
    title: card.title,
    content_type: card.content_type,
    content_title: card.content_title ?? "",
    content_text: card.content_text ?? "",
    allotted_finstars: String(card.allotted_finstars),
    order_index: String(card.order_index),
    answer_compulsory: card.answer_compulsory,
    question_type: card.question_type ?? "",
    options: card.options.join(", "),
    options_tags: card.options_tags.join(", "),
    correct_single: !multiple ? (card.correct_answer ?? "") : "",
    correct_multiple: multiple ? splitAnswerList(card.correct_answer ?? "") : [],
    explanation: card.explanation ?? "",
    feedback_type: card.feedback_type ?? "",
    file: null,
  };
}

export const mediaKindOf = (type: ContentType): MediaKind | null =>
  type === "image" || type === "audio" || type === "video" ? type : null;

export const isMcq = (draft: Pick<CardDraft, "content_type" | "question_type">) =>
  draft.content_type === "question" &&
  (draft.question_type === "mcq_single" || draft.question_type === "mcq_multiple");

/** The options as the admin typed them: split on commas, trimmed, empties dropped. */
export const draftOptions = (draft: CardDraft) => splitAnswerList(draft.options);

/** One tag per option, in option order; a blank between commas leaves that option untagged. */
export const draftTags = (draft: CardDraft) =>
  draft.options_tags.trim() ? draft.options_tags.split(",").map((t) => t.trim()) : [];

/** The chosen correct answer, limited to options that still exist; multiple answers joined by ", ". */
export function draftCorrectAnswer(draft: CardDraft): string {
  if (!isMcq(draft)) return "";
  const options = draftOptions(draft);
  if (draft.question_type === "mcq_multiple") {
    return options.filter((o) => draft.correct_multiple.includes(o)).join(", ");
  }
  return options.includes(draft.correct_single) ? draft.correct_single : "";
}

function wholeNumberProblem(
  value: string,
  max: number,
  messages: { required: string; invalid: string; tooBig: string },
): string | undefined {
  const v = value.trim();
  if (!v) return messages.required;
  if (!/^\d+$/.test(v) || !Number.isSafeInteger(Number(v))) return messages.invalid;
  if (Number(v) > max) return messages.tooBig;
  return undefined;
}

/**
 * The card rules of spec section 5 (and the server's, so the admin hears them before sending).
 * `existingMedia`: on edit, the card already has a file of the current type, which counts.
 */
export function validateCard(draft: CardDraft, existingMedia = false): CardErrors {
  const errors: CardErrors = {};
  if (!draft.title.trim()) errors.title = cardFormMessages.titleRequired;
  errors.allotted_finstars = wholeNumberProblem(draft.allotted_finstars, MAX_FINSTARS, {
    required: cardFormMessages.finstarsRequired,
    invalid: cardFormMessages.finstarsInvalid,
    tooBig: cardFormMessages.finstarsTooMany,
  });
  errors.order_index = wholeNumberProblem(draft.order_index, MAX_ORDER, {
    required: cardFormMessages.orderRequired,
    invalid: cardFormMessages.orderInvalid,
    tooBig: cardFormMessages.orderTooBig,
  });

  const kind = mediaKindOf(draft.content_type);
  if (kind) {
    if (draft.file) errors.file = mediaFileProblem(draft.file, kind) ?? undefined;
    else if (!existingMedia) errors.file = cardFormMessages.fileRequired[kind];
  }
  if (draft.content_type === "text" && !draft.content_text.trim()) {
    errors.content_text = cardFormMessages.textRequired;
  }
  if (draft.content_type === "question") {
    if (!draft.question_type) errors.question_type = cardFormMessages.questionTypeRequired;
    if (!draft.content_text.trim()) errors.content_text = cardFormMessages.questionRequired;
    if (isMcq(draft)) {
      const options = draftOptions(draft);
      if (options.length < 2) errors.options = cardFormMessages.optionsTooFew;
      else if (new Set(options).size !== options.length) errors.options = cardFormMessages.optionsDuplicate;
      else if (options.length > MAX_OPTIONS) errors.options = cardFormMessages.optionsTooMany;
      if (draftTags(draft).length > options.length && options.length >= 2) {
        errors.options_tags = cardFormMessages.tagsTooMany;
      }
    }
  }
  for (const key of Object.keys(errors) as CardField[]) if (!errors[key]) delete errors[key];
  return errors;
}

/** The multipart body of POST /api/cards/add/:moduleId and PUT /api/cards/:cardId. */
export function cardFormData(draft: CardDraft): FormData {
  const form = new FormData();
  const question = draft.content_type === "question";
  form.set("title", draft.title.trim());
  form.set("content_type", draft.content_type);
  form.set("content_title", draft.content_title.trim());
  form.set("content_text", draft.content_text.trim());
  form.set("question_type", question ? draft.question_type : "");
  form.set("correct_answer", draftCorrectAnswer(draft));
  form.set("explanation", question ? draft.explanation.trim() : "");
  form.set("allotted_finstars", String(Number(draft.allotted_finstars.trim())));
  form.set("order_index", String(Number(draft.order_index.trim())));
  form.set("answer_compulsory", question && draft.answer_compulsory ? "true" : "false");
  form.set("feedback_type", question ? draft.feedback_type.trim() : "");
  if (isMcq(draft)) {
    draftOptions(draft).forEach((option, i) => {
      form.set(`options[${i}]`, option);
    });
    draftTags(draft).forEach((tag, i) => {
      form.set(`options_tags[${i}]`, tag);
    });
  }
  const kind = mediaKindOf(draft.content_type);
  if (kind && draft.file) form.set(`${kind}_file`, draft.file);
  return form;
}
