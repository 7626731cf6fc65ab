import type { AdminCard, ContentType, QuestionType } from "@arthshala/contracts/learning";
import { type FormEvent, useEffect, useId, useState } from "react";
import {
  checkboxClasses,
  describedBy,
  FieldError,
  FileField,
  FormSection,
  focusFirstError,
  formatBytes,
  InputField,
  SelectField,
  TextAreaField,
} from "../../../components/form/fields";
import { Button } from "../../../components/ui/Button";
import { Markdown } from "../../../components/ui/Markdown";
import {
  CARD_FIELD_ORDER,
  CARD_TYPES,
  type CardDraft,
  type CardErrors,
  cardDraftFrom,
  cardFormData,
  draftOptions,
  emptyCardDraft,
  isMcq,
  mediaKindOf,
  QUESTION_TYPE_OPTIONS,
  validateCard,
} from "../cardDraft";
import { MEDIA_LIMIT_BYTES, type MediaKind } from "../media";

const MEDIA_WORDS: Record<MediaKind, { label: string; formats: string }> = {
  image: { label: "Image file", formats: "PNG, JPEG, GIF, WebP or AVIF" },
  audio: { label: "Audio file", formats: "MP3, M4A, OGG, WAV or FLAC" },
  video: { label: "Video file", formats: "MP4 or WebM" },
};

interface CardFormProps {
  /** The card being edited; absent on the add form. */
  card?: AdminCard;
  submitLabel: string;
  busy: boolean;
  onSubmit: (form: FormData) => void;
}

/** Add and edit a card: every field of spec section 5, shown for the card type that uses it. */
export function CardForm({ card, submitLabel, busy, onSubmit }: CardFormProps) {
  const base = useId();
  const idOf = (field: string) => `${base}-${field}`;
  const [draft, setDraft] = useState<CardDraft>(() => (card ? cardDraftFrom(card) : emptyCardDraft()));
  const [errors, setErrors] = useState<CardErrors>({});
  // A new key empties the file input when the type changes (file inputs cannot be set from state).
  const [fileInputKey, setFileInputKey] = useState(0);

  const set = <K extends keyof CardDraft>(key: K, value: CardDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const kind = mediaKindOf(draft.content_type);
  const existingMediaUrl =
    card && kind && card.content_type === draft.content_type ? card[`${kind}_url`] : null;
  const mcq = isMcq(draft);
  const options = draftOptions(draft);
  const question = draft.content_type === "question";

  /** Spec section 4: changing the card type resets all card fields. */
  const changeType = (type: ContentType) => {
    setDraft(emptyCardDraft(type));
    setErrors({});
    setFileInputKey((k) => k + 1);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateCard(draft, Boolean(existingMediaUrl));
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstError(CARD_FIELD_ORDER, found, idOf);
      return;
    }
    onSubmit(cardFormData(draft));
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <p className="text-sm text-slate-600">Every field is required unless it says optional.</p>

      <FormSection title="Card">
        <InputField
          id={idOf("title")}
          label="Title"
          value={draft.title}
          maxLength={120}
          onChange={(e) => set("title", e.target.value)}
          error={errors.title}
        />
        <SelectField
          id={idOf("content_type")}
          label="Card type"
          hint="Changing the type clears the form."
          value={draft.content_type}
          onChange={(e) => changeType(e.target.value as ContentType)}
        >
          {CARD_TYPES.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </SelectField>
        <div className="grid grid-cols-2 gap-4 sm:gap-5">
          <InputField
            id={idOf("allotted_finstars")}
            label="FinStars"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={draft.allotted_finstars}
            onChange={(e) => set("allotted_finstars", e.target.value)}
            error={errors.allotted_finstars}
          />
          <InputField
            id={idOf("order_index")}
            label="Order"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={draft.order_index}
            onChange={(e) => set("order_index", e.target.value)}
            error={errors.order_index}
          />
        </div>
        <p className="-mt-2 text-sm text-slate-600">
          {question
            ? "Learners earn the FinStars for a right answer."
            : "Learners earn the FinStars when they open the card."}{" "}
          Cards are listed from the lowest order up.
        </p>
      </FormSection>

      {kind ? (
        <FormSection title={MEDIA_WORDS[kind].label.replace(" file", "")}>
          <FileField
            key={fileInputKey}
            id={idOf("file")}
            label={MEDIA_WORDS[kind].label}
            accept={`${kind}/*`}
            hint={`${MEDIA_WORDS[kind].formats}, up to ${MEDIA_LIMIT_BYTES[kind] / 1024 / 1024} MB.${
              existingMediaUrl ? " Leave empty to keep the current file." : ""
            }`}
            error={errors.file}
            onChange={(e) => {
              set("file", e.currentTarget.files?.[0] ?? null);
              setErrors((old) => ({ ...old, file: undefined }));
            }}
            current={
              existingMediaUrl && !draft.file ? <CurrentMedia kind={kind} url={existingMediaUrl} /> : null
            }
          />
          {draft.file ? <ChosenFile file={draft.file} kind={kind} /> : null}
        </FormSection>
      ) : null}

      <FormSection title={question ? "Question" : "Content"}>
        {question ? (
          <SelectField
            id={idOf("question_type")}
            label="Question type"
            value={draft.question_type}
            error={errors.question_type}
            onChange={(e) =>
              setDraft((d) => ({
                ...d,
                question_type: e.target.value as QuestionType | "",
                correct_single: "",
                correct_multiple: [],
              }))
            }
          >
            <option value="">Choose a question type</option>
            {QUESTION_TYPE_OPTIONS.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </SelectField>
        ) : null}
        <InputField
          id={idOf("content_title")}
          label="Content title"
          optional
          maxLength={200}
          hint="A subtitle shown under the card's title."
          value={draft.content_title}
          onChange={(e) => set("content_title", e.target.value)}
        />
        <MarkdownField
          id={idOf("content_text")}
          label={question ? "Question text" : "Content text"}
          optional={kind !== null}
          value={draft.content_text}
          onChange={(value) => set("content_text", value)}
          error={errors.content_text}
        />
      </FormSection>

      {question ? (
        <FormSection title="Answers">
          {mcq ? (
            <>
              <InputField
                id={idOf("options")}
                label="Options"
                hint="Separate the options with commas, e.g. Save it, Spend it, Lend it."
                value={draft.options}
                onChange={(e) => set("options", e.target.value)}
                error={errors.options}
              />
              {options.length ? (
                <ul aria-label="Options as learners will see them" className="flex flex-wrap gap-2">
                  {keyed(options).map(({ option, key }, i) => (
                    <li
                      key={key}
                      className="rounded-full border border-slate-300 bg-slate-50 px-3 py-1 text-sm text-slate-800"
                    >
                      <span className="font-semibold text-brand-800">{String.fromCharCode(65 + i)}.</span>{" "}
                      {option}
                    </li>
                  ))}
                </ul>
              ) : null}
              <InputField
                id={idOf("options_tags")}
                label="Option tags"
                optional
                hint="One tag per option, comma-separated, in the same order."
                value={draft.options_tags}
                onChange={(e) => set("options_tags", e.target.value)}
                error={errors.options_tags}
              />
              <CorrectAnswerField
                id={idOf("correct_answer")}
                draft={draft}
                options={options}
                onSingle={(value) => set("correct_single", value)}
                onMultiple={(values) => set("correct_multiple", values)}
              />
            </>
          ) : draft.question_type === "subjective" ? (
            <p className="text-sm text-slate-700">Learners type their answer in a text box.</p>
          ) : (
            <p className="text-sm text-slate-700">Choose a question type first.</p>
          )}
          <TextAreaField
            id={idOf("explanation")}
            label="Explanation"
            optional
            rows={3}
            maxLength={4000}
            hint="Shown to learners after they answer."
            value={draft.explanation}
            onChange={(e) => set("explanation", e.target.value)}
          />
          <InputField
            id={idOf("feedback_type")}
            label="Feedback type"
            optional
            maxLength={60}
            value={draft.feedback_type}
            onChange={(e) => set("feedback_type", e.target.value)}
          />
          <label className="flex items-center gap-3 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              className={checkboxClasses}
              checked={draft.answer_compulsory}
              onChange={(e) => set("answer_compulsory", e.target.checked)}
            />
            Answer compulsory
          </label>
        </FormSection>
      ) : null}

      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
          {busy ? "Saving…" : submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** Options come from free text: while typing, two may be equal, so a repeat gets its own key. */
function keyed(options: string[]): { option: string; key: string }[] {
  const seen = new Map<string, number>();
  return options.map((option) => {
    const count = seen.get(option) ?? 0;
    seen.set(option, count + 1);
    return { option, key: count ? `${option}\u0000${count}` : option };
  });
}

interface MarkdownFieldProps {
  id: string;
  label: string;
  optional: boolean;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A Markdown textarea with its live preview beside it (below it on phones). */
function MarkdownField({ id, label, optional, value, onChange, error }: MarkdownFieldProps) {
  const hint =
    "Markdown: **bold**, *italic*, - lists, [links](https://…). A blank line starts a new paragraph.";
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <TextAreaField
        id={id}
        label={label}
        optional={optional}
        rows={8}
        maxLength={20_000}
        className="min-w-0"
        hint={hint}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error}
      />
      <section aria-label={`${label} preview`} className="min-w-0">
        <p aria-hidden="true" className="mb-1.5 text-sm font-semibold text-slate-800">
          Preview
        </p>
        <div className="min-h-28 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3">
          {value.trim() ? (
            <Markdown>{value}</Markdown>
          ) : (
            <p className="text-sm text-slate-500 italic">The formatted text appears here as you type.</p>
          )}
        </div>
      </section>
    </div>
  );
}

interface CorrectAnswerFieldProps {
  id: string;
  draft: CardDraft;
  options: string[];
  onSingle: (value: string) => void;
  onMultiple: (values: string[]) => void;
}

/** The key, picked from the options: a select for one answer, checkboxes for several. */
function CorrectAnswerField({ id, draft, options, onSingle, onMultiple }: CorrectAnswerFieldProps) {
  const hint = options.length < 2 ? "Enter the options first." : undefined;
  if (draft.question_type === "mcq_single") {
    return (
      <SelectField
        id={id}
        label="Correct answer"
        optional
        hint={hint}
        disabled={options.length < 2}
        value={options.includes(draft.correct_single) ? draft.correct_single : ""}
        onChange={(e) => onSingle(e.target.value)}
      >
        <option value="">No correct answer</option>
        {keyed(options).map(({ option, key }) => (
          <option key={key} value={option}>
            {option}
          </option>
        ))}
      </SelectField>
    );
  }
  const chosen = draft.correct_multiple;
  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={describedBy(id, hint)}>
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">
        Correct answers <span className="font-normal text-slate-600">(optional)</span>
      </legend>
      {options.length ? (
        <div className="space-y-2">
          {keyed(options).map(({ option, key }) => (
            <label key={key} className="flex items-center gap-3 text-sm text-slate-800">
              <input
                type="checkbox"
                className={checkboxClasses}
                checked={chosen.includes(option)}
                onChange={(e) =>
                  onMultiple(e.target.checked ? [...chosen, option] : chosen.filter((c) => c !== option))
                }
              />
              {option}
            </label>
          ))}
        </div>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} />
    </fieldset>
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

/** The picked file: its name and size, and a thumbnail for images. */
function ChosenFile({ file, kind }: { file: File; kind: MediaKind }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (kind !== "image" || !file.type.startsWith("image/") || typeof URL.createObjectURL !== "function")
      return;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file, kind]);
  return (
    <div className="flex items-center gap-3 text-sm text-slate-700">
      {url ? (
        <img src={url} alt="" className="size-16 rounded-md border border-slate-200 object-cover" />
      ) : null}
      <p>
        Chosen: <span className="font-medium break-all">{file.name}</span> ({formatBytes(file.size)})
      </p>
    </div>
  );
}
