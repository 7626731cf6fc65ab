import { CONTENT_TYPES, QUESTION_TYPES } from "@arthshala/contracts/learning";
import { splitAnswerList } from "@arthshala/contracts/learning-rules";
import { multiLineText, singleLineText } from "@arthshala/contracts/text";
import { z } from "zod";
import type { cards } from "../../platform/db/schema.js";
import { badRequest } from "../../platform/http/errors.js";
import { indexedList, type MultipartForm, parseFields } from "../../platform/http/multipart-form.js";

/** An optional field of either kind of text; empty means "none". */
const optionalText = (kind: typeof singleLineText | typeof multiLineText, max: number) =>
  kind()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || null);

const cardFields = z.object({
  title: singleLineText({ message: "Title is required." })
    .trim()
    .min(1, { message: "Title is required." })
    .max(120),
  content_type: z.enum(CONTENT_TYPES, {
    message: "Choose a card type: text, image, video, audio or question.",
  }),
  content_title: optionalText(singleLineText, 200),
  content_text: optionalText(multiLineText, 20_000),
  allotted_finstars: z.coerce
    .number({ message: "FinStars must be a number." })
    .int()
    .min(0, { message: "FinStars can't be negative." })
    .max(1000)
    .default(0),
  order_index: z.coerce.number({ message: "Order must be a number." }).int().min(0).max(10_000).default(0),
  answer_compulsory: z
    .enum(["true", "false", "on", ""])
    .optional()
    .transform((v) => v === "true" || v === "on"),
  question_type: z
    .union([z.enum(QUESTION_TYPES), z.literal("")])
    .optional()
    .transform((v) => v || null),
  correct_answer: optionalText(singleLineText, 2000),
  explanation: optionalText(multiLineText, 4000),
  feedback_type: optionalText(singleLineText, 60),
});

// Indexed fields (options[0], options[1], ...) are lists, so they are checked apart from the rest.
const optionLists = z.object({
  options: z.array(singleLineText()),
  options_tags: z.array(singleLineText()),
});

export type CardValues = Omit<
  typeof cards.$inferInsert,
  "moduleId" | "id" | "createdAt" | "updatedAt" | "deletedAt"
>;

export const CARD_FILE_FIELDS = { image_file: "image", audio_file: "audio", video_file: "video" } as const;

/**
 * Spec section 5's card rules, enforced on the server: media cards need their file (a new one or the
 * one they already have), question cards need a type, MCQ options are trimmed and the key must be one
 * of them. Fields that don't belong to the chosen type are cleared.
 */
export function cardValuesFromForm(form: MultipartForm, existing?: typeof cards.$inferSelect): CardValues {
  const f = parseFields(cardFields, form.fields);
  const imageUrl = form.files.image_file?.url ?? existing?.imageUrl ?? null;
  const audioUrl = form.files.audio_file?.url ?? existing?.audioUrl ?? null;
  const videoUrl = form.files.video_file?.url ?? existing?.videoUrl ?? null;
  const type = f.content_type;
  if (type === "image" && !imageUrl) throw badRequest("An image card needs an image file.");
  if (type === "audio" && !audioUrl) throw badRequest("An audio card needs an audio file.");
  if (type === "video" && !videoUrl) throw badRequest("A video card needs a video file.");
  if (type === "text" && !f.content_text) throw badRequest("content_text: A text card needs some text.");

  const values: CardValues = {
    title: f.title,
    contentType: type,
    contentTitle: f.content_title,
    contentText: f.content_text,
    // Text and image cards may carry an image; each media card keeps only its own medium.
    imageUrl: type === "text" || type === "image" || type === "question" ? imageUrl : null,
    audioUrl: type === "audio" ? audioUrl : null,
    videoUrl: type === "video" ? videoUrl : null,
    allottedFinstars: f.allotted_finstars,
    orderIndex: f.order_index,
    answerCompulsory: false,
    questionType: null,
    options: [],
    optionsTags: [],
    correctAnswer: null,
    explanation: null,
    feedbackType: f.feedback_type,
  };
  if (type !== "question") return values;

  if (!f.question_type) throw badRequest("question_type: A question card needs a question type.");
  if (!f.content_text) throw badRequest("content_text: A question card needs the question.");
  values.questionType = f.question_type;
  values.answerCompulsory = f.answer_compulsory;
  values.explanation = f.explanation;
  if (f.question_type === "subjective") return values;

  const lists = parseFields(optionLists, {
    options: indexedList(form.fields, "options"),
    options_tags: indexedList(form.fields, "options_tags"),
  });
  const options = lists.options
    .flatMap((o) => o.split(","))
    .map((o) => o.trim())
    .filter(Boolean);
  if (options.length < 2) throw badRequest("options: A multiple-choice question needs at least two options.");
  if (new Set(options).size !== options.length) throw badRequest("options: Each option must be different.");
  if (options.length > 10) throw badRequest("options: A question can have at most 10 options.");
  values.options = options;
  values.optionsTags = lists.options_tags.map((t) => t.trim()).slice(0, options.length);
  if (f.correct_answer) {
    const keys = f.question_type === "mcq_multiple" ? splitAnswerList(f.correct_answer) : [f.correct_answer];
    if (keys.length === 0 || keys.some((k) => !options.includes(k))) {
      throw badRequest("correct_answer: The correct answer must be one of the options.");
    }
    if (f.question_type === "mcq_single" && keys.length !== 1) {
      throw badRequest("correct_answer: A single-choice question has one correct answer.");
    }
    values.correctAnswer =
      f.question_type === "mcq_multiple" ? options.filter((o) => keys.includes(o)).join(", ") : keys[0]!;
  }
  return values;
}
