import { cardFormSchema, cardMediaProblem, mediaKindOf } from "@arthshala/contracts/card-form";
import { toHundredths } from "@arthshala/contracts/question-kinds";
import type { cards } from "../../platform/db/schema.js";
import { badRequest } from "../../platform/http/errors.js";
import { indexedList, type MultipartForm, parseFields } from "../../platform/http/multipart-form.js";

export type CardValues = Omit<
  typeof cards.$inferInsert,
  "moduleId" | "id" | "createdAt" | "updatedAt" | "deletedAt"
>;

export const CARD_FILE_FIELDS = { image_file: "image", audio_file: "audio", video_file: "video" } as const;

/**
 * Spec section 5's card rules, with the schema the web's card form checks with too (question cards need
 * a type, MCQ options are trimmed and the key must be one of them; fields the type doesn't use are
 * cleared), then the media: a media card needs its file, a new one or the one it already has.
 */
export function cardValuesFromForm(form: MultipartForm, existing?: typeof cards.$inferSelect): CardValues {
  const f = parseFields(cardFormSchema, {
    ...form.fields,
    // Indexed fields (options[0], options[1], ...) are lists.
    options: indexedList(form.fields, "options"),
    options_tags: indexedList(form.fields, "options_tags"),
  });
  const media = {
    image: form.files.image_file?.url ?? existing?.imageUrl ?? null,
    audio: form.files.audio_file?.url ?? existing?.audioUrl ?? null,
    video: form.files.video_file?.url ?? existing?.videoUrl ?? null,
  };
  const type = f.content_type;
  const kind = mediaKindOf(type);
  const problem = cardMediaProblem(type, Boolean(kind && media[kind]));
  if (problem) throw badRequest(problem);
  return {
    title: f.title,
    contentType: type,
    contentTitle: f.content_title,
    contentText: f.content_text,
    // Text and image cards may carry an image; each media card keeps only its own medium.
    imageUrl: type === "text" || type === "image" || type === "question" ? media.image : null,
    audioUrl: type === "audio" ? media.audio : null,
    videoUrl: type === "video" ? media.video : null,
    allottedFinstars: f.allotted_finstars,
    orderIndex: f.order_index,
    answerCompulsory: f.answer_compulsory,
    questionType: f.question_type,
    options: f.options,
    optionsTags: f.options_tags,
    correctAnswer: f.correct_answer,
    answerUnit: f.answer_unit,
    toleranceHundredths: toHundredths(f.tolerance),
    explanation: f.explanation,
    feedbackType: f.feedback_type,
    asOf: f.as_of,
    freshness: f.freshness,
  };
}
