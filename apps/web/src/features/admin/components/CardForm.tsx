import {
  type CardFormInput,
  cardFormFields,
  cardMediaProblem,
  checkCardRules,
  mediaKindOf,
  normalizeCard,
} from "@arthshala/contracts/card-form";
import type { AdminCard, ContentType } from "@arthshala/contracts/learning";
import { useEffect, useId, useMemo, useRef } from "react";
import { useWatch } from "react-hook-form";
import { z } from "zod";
import {
  FormCheckbox,
  FormInput,
  FormNumber,
  FormSelect,
  FormTextarea,
} from "../../../components/form/bound";
import { FormFile } from "../../../components/form/boundFile";
import { FormSection, SelectField } from "../../../components/form/fields";
import { toFormData } from "../../../components/form/multipart";
import { useZodForm } from "../../../components/form/useZodForm";
import { CARD_TYPES, QUESTION_TYPE_OPTIONS } from "../cardTypes";
import type { Save } from "../hooks/useSaveWithAlert";
import { MEDIA_LIMIT_BYTES, type MediaKind, mediaFileProblem } from "../media";
import { AdminForm } from "./AdminForm";
import { CardChoiceFields } from "./CardChoiceFields";
import { NumericKey, OrderKey, TrueFalseKey } from "./CardKindFields";
import { MarkdownField } from "./MarkdownField";

const MEDIA_WORDS: Record<MediaKind, { label: string; formats: string }> = {
  image: { label: "Image file", formats: "PNG, JPEG, GIF, WebP or AVIF" },
  audio: { label: "Audio file", formats: "MP3, M4A, OGG, WAV or FLAC" },
  video: { label: "Video file", formats: "MP4 or WebM" },
};

type CardValues = CardFormInput & { file: File | null };

/** On edit, the file the card already has, while its type stays the same. */
function storedMedia(card: AdminCard | undefined, type: ContentType): string | null {
  const kind = mediaKindOf(type);
  return card && kind && card.content_type === type ? card[`${kind}_url`] : null;
}

/** The server's card fields and rules (packages/contracts), plus the media file, checked before upload. */
function cardSchema(card?: AdminCard) {
  return cardFormFields
    .extend({ file: z.instanceof(File).nullable() })
    .superRefine((values, ctx) => {
      checkCardRules(values, ctx);
      const kind = mediaKindOf(values.content_type);
      if (!kind) return;
      const problem = values.file
        ? mediaFileProblem(values.file, kind)
        : cardMediaProblem(values.content_type, Boolean(storedMedia(card, values.content_type)));
      if (problem) ctx.addIssue({ code: "custom", path: ["file"], message: problem });
    })
    .transform(normalizeCard);
}

/** Spec section 9: FinStars and order start at 0. */
const emptyCard = (content_type: ContentType = "text"): CardValues => ({
  title: "",
  content_type,
  content_title: "",
  content_text: "",
  allotted_finstars: 0,
  order_index: 0,
  answer_compulsory: false,
  question_type: "",
  options: "",
  options_tags: "",
  correct_answer: "",
  answer_unit: "",
  tolerance: "",
  steps: "",
  explanation: "",
  feedback_type: "",
  as_of: "",
  freshness: "",
  file: null,
});

const valuesOf = (card: AdminCard): CardValues => ({
  title: card.title,
  content_type: card.content_type,
  allotted_finstars: card.allotted_finstars,
  order_index: card.order_index,
  answer_compulsory: card.answer_compulsory,
  content_title: card.content_title ?? "",
  content_text: card.content_text ?? "",
  question_type: card.question_type ?? "",
  // An order question's options are its steps, one per line; its key follows them.
  options: card.question_type === "order" ? "" : card.options.join(", "),
  options_tags: card.options_tags.join(", "),
  correct_answer: card.question_type === "order" ? "" : (card.correct_answer ?? ""),
  answer_unit: card.answer_unit ?? "",
  tolerance: card.tolerance === null ? "" : String(card.tolerance),
  steps: card.question_type === "order" ? card.options.join("\n") : "",
  explanation: card.explanation ?? "",
  feedback_type: card.feedback_type ?? "",
  as_of: card.as_of ?? "",
  freshness: card.freshness ?? "",
  file: null,
});

/** The multipart body of POST /api/cards/add/:moduleId and PUT /api/cards/:cardId. */
function cardFormData({ file, ...card }: z.output<ReturnType<typeof cardSchema>>): FormData {
  const kind = mediaKindOf(card.content_type);
  return toFormData({ ...card, ...(kind && file ? { [`${kind}_file`]: file } : {}) });
}

interface CardFormProps {
  /** The card being edited; absent on the add form. */
  card?: AdminCard;
  submitLabel: string;
  save: Save<FormData>;
}

/** Add and edit a card: every field of spec section 5, shown for the card type that uses it. */
export function CardForm({ card, submitLabel, save }: CardFormProps) {
  const schema = useMemo(() => cardSchema(card), [card]);
  const form = useZodForm(schema, card ? valuesOf(card) : emptyCard());
  const [type, questionType] = useWatch({ control: form.control, name: ["content_type", "question_type"] });
  const typeId = useId();
  const kind = mediaKindOf(type);
  const stored = storedMedia(card, type);
  const question = type === "question";
  // Each kind keys its answer differently: a key of another kind is not carried over.
  const shownKind = useRef(questionType);
  useEffect(() => {
    if (shownKind.current === questionType) return;
    shownKind.current = questionType;
    form.setValue("correct_answer", "");
  }, [questionType, form]);
  // True/false, numeric and order questions always explain their answer.
  const explained = questionType === "true_false" || questionType === "numeric" || questionType === "order";

  return (
    <AdminForm
      form={form}
      save={save}
      submitLabel={submitLabel}
      onValid={(v) => save.submit(cardFormData(v))}
    >
      <FormSection title="Card">
        <FormInput name="title" label="Title" maxLength={120} />
        <SelectField
          id={typeId}
          label="Card type"
          hint="Changing the type clears the form."
          // Spec section 4: changing the card type resets all card fields.
          {...form.register("content_type", {
            onChange: (e) => form.reset(emptyCard(e.target.value as ContentType)),
          })}
        >
          {CARD_TYPES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </SelectField>
        <div className="grid grid-cols-2 gap-4 sm:gap-5">
          <FormNumber name="allotted_finstars" label="FinStars" inputMode="numeric" min={0} step={1} />
          <FormNumber name="order_index" label="Order" inputMode="numeric" min={0} step={1} />
        </div>
        <p className="-mt-2 text-sm text-slate-600">
          {question
            ? "Learners earn the FinStars for a right answer."
            : "Learners earn the FinStars when they open the card."}{" "}
          Cards are listed from the lowest order up.
        </p>
        <div className="grid gap-4 sm:grid-cols-2 sm:gap-5">
          <FormInput
            name="as_of"
            type="date"
            label="Figures checked on"
            optional
            hint="The day you checked this card's rates, amounts or rules against their source."
          />
          <FormSelect name="freshness" label="Check again" optional>
            <option value="">After a year</option>
            <option value="financial_year">When the financial year ends (tax rules)</option>
          </FormSelect>
        </div>
      </FormSection>

      {kind ? (
        <FormSection title={MEDIA_WORDS[kind].label.replace(" file", "")}>
          <FormFile
            name="file"
            label={MEDIA_WORDS[kind].label}
            accept={`${kind}/*`}
            hint={`${MEDIA_WORDS[kind].formats}, up to ${MEDIA_LIMIT_BYTES[kind] / 1024 / 1024} MB.${
              stored ? " Leave empty to keep the current file." : ""
            }`}
            current={stored ? <CurrentMedia kind={kind} url={stored} /> : null}
          />
        </FormSection>
      ) : null}

      <FormSection title={question ? "Question" : "Content"}>
        {question ? (
          <FormSelect name="question_type" label="Question type">
            <option value="">Choose a question type</option>
            {QUESTION_TYPE_OPTIONS.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </FormSelect>
        ) : null}
        <FormInput
          name="content_title"
          label="Content title"
          optional
          maxLength={200}
          hint="A subtitle shown under the card's title."
        />
        <MarkdownField
          name="content_text"
          label={question ? "Question text" : "Content text"}
          optional={kind !== null}
          hint="Markdown: **bold**, *italic*, - lists, [links](https://…). A blank line starts a new paragraph."
          rows={8}
          maxLength={20_000}
          placeholder="The formatted text appears here as you type."
        />
      </FormSection>

      {question ? (
        <FormSection title="Answers">
          {questionType === "mcq_single" || questionType === "mcq_multiple" ? (
            <CardChoiceFields multiple={questionType === "mcq_multiple"} />
          ) : questionType === "true_false" ? (
            <TrueFalseKey />
          ) : questionType === "numeric" ? (
            <NumericKey />
          ) : questionType === "order" ? (
            <OrderKey />
          ) : (
            <p className="text-sm text-slate-700">
              {questionType === "subjective"
                ? "Learners type their answer in a text box."
                : "Choose a question type first."}
            </p>
          )}
          <FormTextarea
            name="explanation"
            label={questionType === "numeric" ? "Worked answer" : "Explanation"}
            optional={!explained}
            rows={3}
            maxLength={4000}
            hint={
              questionType === "numeric"
                ? "How to get the figure, shown to learners after they answer."
                : "Shown to learners after they answer."
            }
          />
          <FormInput name="feedback_type" label="Feedback type" optional maxLength={60} />
          <FormCheckbox name="answer_compulsory" label="Answer compulsory" />
        </FormSection>
      ) : null}
    </AdminForm>
  );
}

function CurrentMedia({ kind, url }: { kind: MediaKind; url: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-2">
      <p className="mb-2 text-sm text-slate-700">Current file:</p>
      {kind === "image" ? (
        <img src={url} alt="Current" className="max-h-48 rounded-md object-contain" />
      ) : kind === "video" ? (
        // biome-ignore lint/a11y/useMediaCaption: a preview of the admin's own upload.
        <video src={url} controls preload="metadata" className="max-h-48 w-full rounded-md bg-slate-900" />
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: a preview of the admin's own upload.
        <audio src={url} controls preload="metadata" className="w-full" />
      )}
    </div>
  );
}
