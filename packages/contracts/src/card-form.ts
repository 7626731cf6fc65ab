import { z } from "zod";
import { CONTENT_FRESHNESS } from "./content-freshness.js";
import { formFlag, optionalLine, optionalText, requiredLine, wholeNumber } from "./form-fields.js";
import { CONTENT_TYPES, type ContentType, QUESTION_TYPES } from "./learning.js";
import { splitAnswerList } from "./learning-rules.js";
import {
  ANSWER_UNITS,
  hundredthsText,
  ORDER_MAX_STEPS,
  ORDER_MIN_STEPS,
  ORDER_STEP_MAX,
  readNumber,
  stepsAnswer,
} from "./question-kinds.js";
import { singleLineText } from "./text.js";

/**
 * The admin's card form (spec section 5): POST /api/cards/add/:moduleId and PUT /api/cards/:cardId
 * validate their multipart text fields with this schema, and the web's add/edit-card form with the same.
 */

export const MAX_OPTIONS = 10;
export const MAX_FINSTARS = 1000;
export const MAX_ORDER = 10_000;

export type MediaKind = "image" | "audio" | "video";

export const cardFormMessages = {
  titleRequired: "Title is required.",
  asOfInvalid: "Enter the day the figures were checked as YYYY-MM-DD.",
  typeInvalid: "Choose a card type: text, image, video, audio or question.",
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
  answerNotAnOption: "The correct answer must be one of the options.",
  trueFalseAnswer: "Choose whether the statement is true or false.",
  numericAnswer: "Type the right answer as a number with at most 2 decimals, e.g. 1200 or 12.5.",
  unitRequired: "Choose the answer's unit: rupees, percent or a plain number.",
  toleranceInvalid: "Tolerance must be a number, 0 or more, with at most 2 decimals (or empty for exact).",
  stepsTooFew: `An order question needs ${ORDER_MIN_STEPS} to ${ORDER_MAX_STEPS} steps, one per line.`,
  stepsTooMany: `An order question can have at most ${ORDER_MAX_STEPS} steps.`,
  stepsDuplicate: "Each step must be different.",
  stepTooLong: `A step can be at most ${ORDER_STEP_MAX} characters.`,
  explanationRequired: "Explain the answer: learners read it after they answer.",
} as const;

export const mediaKindOf = (type: ContentType): MediaKind | null =>
  type === "image" || type === "audio" || type === "video" ? type : null;

// The web types a list comma-separated in one field; multipart clients send options[0], options[1], ...
const textList = z.union([z.string(), z.array(z.string())]).optional();
const asItems = (value: string | string[] | undefined) =>
  typeof value === "string" ? [value] : (value ?? []);

/** Options: split on commas, trimmed, empties dropped (an option never holds a comma). */
const optionList = textList
  .transform((v) => asItems(v).flatMap(splitAnswerList))
  .pipe(z.array(singleLineText()));

/** Tags: one per option, in option order; a blank between commas leaves that option untagged. */
const tagList = textList
  .transform((v) =>
    typeof v === "string"
      ? v.trim()
        ? v.split(",").map((t) => t.trim())
        : []
      : asItems(v).map((t) => t.trim()),
  )
  .pipe(z.array(singleLineText()));

/** Every field of the form, each checked on its own. */
export const cardFormFields = z.object({
  title: requiredLine(cardFormMessages.titleRequired, 120),
  content_type: z.enum(CONTENT_TYPES, { message: cardFormMessages.typeInvalid }),
  content_title: optionalLine(200),
  content_text: optionalText(20_000),
  // Spec section 9: both start at 0, which a client that leaves them out gets.
  allotted_finstars: wholeNumber({
    min: 0,
    max: MAX_FINSTARS,
    required: cardFormMessages.finstarsRequired,
    invalid: cardFormMessages.finstarsInvalid,
    tooBig: cardFormMessages.finstarsTooMany,
    fallback: 0,
  }),
  order_index: wholeNumber({
    min: 0,
    max: MAX_ORDER,
    required: cardFormMessages.orderRequired,
    invalid: cardFormMessages.orderInvalid,
    tooBig: cardFormMessages.orderTooBig,
    fallback: 0,
  }),
  answer_compulsory: formFlag(),
  question_type: z
    .union([z.enum(QUESTION_TYPES), z.literal("")])
    .nullish()
    .transform((v) => v || null),
  options: optionList,
  options_tags: tagList,
  correct_answer: optionalLine(2000),
  /** A numeric question's unit, and how far off an answer may be (same unit; empty: exact). */
  answer_unit: z
    .union([z.enum(ANSWER_UNITS), z.literal("")])
    .nullish()
    .transform((v) => v || null),
  tolerance: optionalLine(40),
  /** An order question's steps, one per line, in the right order (steps may hold commas). */
  steps: optionalText(2000),
  explanation: optionalText(4000),
  feedback_type: optionalLine(60),
  /** The India day the card's figures were checked against their source (issue 42); empty: none. */
  as_of: z
    .union([z.string().regex(/^\d{4}-\d{2}-\d{2}$/, cardFormMessages.asOfInvalid), z.literal("")])
    .nullish()
    .transform((v) => v || null),
  /** How long that holds: until the financial year ends (tax rules), else a year. */
  freshness: z
    .union([z.enum(CONTENT_FRESHNESS), z.literal("")])
    .nullish()
    .transform((v) => v || null),
});
export type CardFormInput = z.input<typeof cardFormFields>;
type CardFields = z.output<typeof cardFormFields>;

const isMcq = (card: Pick<CardFields, "content_type" | "question_type">) =>
  card.content_type === "question" &&
  (card.question_type === "mcq_single" || card.question_type === "mcq_multiple");

/** The keys the admin chose: several, comma-separated, for mcq_multiple; otherwise one. */
const answerKeys = (card: CardFields) =>
  card.question_type === "mcq_multiple"
    ? splitAnswerList(card.correct_answer ?? "")
    : [card.correct_answer ?? ""];

/** An order question's steps: one per line, trimmed, blank lines dropped. */
export const stepLines = (steps: string | null | undefined): string[] =>
  (steps ?? "")
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean);

/** A number the admin typed (as a learner may: "1,200", "₹1,200") in hundredths; null when not one. */
const typedHundredths = (value: string | null) => {
  const read = value ? readNumber(value) : null;
  return read?.ok ? read.hundredths : null;
};

/** The rules of true/false, numeric and order questions (issue 42). */
function checkKindRules(card: CardFields, at: (field: keyof CardFields, message: string) => void): void {
  const kind = card.question_type;
  if (kind !== "true_false" && kind !== "numeric" && kind !== "order") return;
  if (!card.explanation) at("explanation", cardFormMessages.explanationRequired);
  if (kind === "true_false") {
    if (card.correct_answer !== "true" && card.correct_answer !== "false") {
      at("correct_answer", cardFormMessages.trueFalseAnswer);
    }
  } else if (kind === "numeric") {
    if (typedHundredths(card.correct_answer) === null) at("correct_answer", cardFormMessages.numericAnswer);
    if (!card.answer_unit) at("answer_unit", cardFormMessages.unitRequired);
    const tolerance = card.tolerance ? typedHundredths(card.tolerance) : 0;
    if (tolerance === null || tolerance < 0) at("tolerance", cardFormMessages.toleranceInvalid);
  } else {
    const steps = stepLines(card.steps);
    if (steps.length < ORDER_MIN_STEPS) at("steps", cardFormMessages.stepsTooFew);
    else if (steps.length > ORDER_MAX_STEPS) at("steps", cardFormMessages.stepsTooMany);
    else if (new Set(steps).size !== steps.length) at("steps", cardFormMessages.stepsDuplicate);
    else if (steps.some((s) => s.length > ORDER_STEP_MAX)) at("steps", cardFormMessages.stepTooLong);
  }
}

/** The rules between fields, each reported at the field to fix. */
export function checkCardRules(card: CardFields, ctx: z.RefinementCtx<CardFields>): void {
  const at = (field: keyof CardFields, message: string) =>
    ctx.addIssue({ code: "custom", path: [field], message });
  if (card.content_type === "text" && !card.content_text) at("content_text", cardFormMessages.textRequired);
  if (card.content_type !== "question") return;
  if (!card.question_type) at("question_type", cardFormMessages.questionTypeRequired);
  if (!card.content_text) at("content_text", cardFormMessages.questionRequired);
  checkKindRules(card, at);
  if (!isMcq(card)) return;

  const { options } = card;
  if (options.length < 2) at("options", cardFormMessages.optionsTooFew);
  else if (new Set(options).size !== options.length) at("options", cardFormMessages.optionsDuplicate);
  else if (options.length > MAX_OPTIONS) at("options", cardFormMessages.optionsTooMany);
  if (options.length >= 2 && card.options_tags.length > options.length) {
    at("options_tags", cardFormMessages.tagsTooMany);
  }
  const keys = answerKeys(card);
  if (card.correct_answer && (keys.length === 0 || keys.some((key) => !options.includes(key)))) {
    at("correct_answer", cardFormMessages.answerNotAnOption);
  }
}

/** What a card of `type` is missing when it has no file of its medium (a new one or the one it has). */
export function cardMediaProblem(type: ContentType, hasMedia: boolean): string | null {
  const kind = mediaKindOf(type);
  return kind && !hasMedia ? cardFormMessages.fileRequired[kind] : null;
}

/**
 * Clears what the chosen type does not use; several correct answers go in option order. A numeric key
 * and tolerance are stored as plain numbers ("1200", "0.5"); an order question's steps become its
 * options, and its key is them in that order (a JSON list, as learners' answers are sent).
 */
export function normalizeCard<T extends CardFields>(card: T): T {
  const question = card.content_type === "question";
  const kind = question ? card.question_type : null;
  const mcq = isMcq(card);
  const keys = mcq && card.correct_answer ? answerKeys(card) : [];
  const steps = kind === "order" ? stepLines(card.steps) : [];
  const number = kind === "numeric" ? typedHundredths(card.correct_answer) : null;
  const tolerance = kind === "numeric" ? typedHundredths(card.tolerance) : null;
  const mcqKey = !keys.length
    ? null
    : card.question_type === "mcq_multiple"
      ? card.options.filter((option) => keys.includes(option)).join(", ")
      : keys[0]!;
  return {
    ...card,
    answer_compulsory: question && card.answer_compulsory,
    question_type: kind,
    explanation: question ? card.explanation : null,
    options: mcq ? card.options : steps,
    options_tags: mcq ? card.options_tags : [],
    answer_unit: kind === "numeric" ? card.answer_unit : null,
    tolerance: tolerance ? hundredthsText(tolerance) : null,
    steps: kind === "order" ? steps.join("\n") : null,
    correct_answer:
      kind === "true_false"
        ? card.correct_answer
        : kind === "numeric"
          ? number === null
            ? null
            : hundredthsText(number)
          : kind === "order"
            ? stepsAnswer(steps)
            : mcqKey,
  };
}

/** The server's schema: the fields, the rules between them, then only what the type uses. */
export const cardFormSchema = cardFormFields.superRefine(checkCardRules).transform(normalizeCard);
export type CardFormValues = z.output<typeof cardFormSchema>;
