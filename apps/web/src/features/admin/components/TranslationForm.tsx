import type { TranslatableEntity } from "@arthshala/contracts/locales";
import { type TranslationFields, translationFieldsSchema } from "@arthshala/contracts/translations";
import { useState } from "react";
import { useFormContext } from "react-hook-form";
import { z } from "zod";
import { FormInput, FormRootError, FormTextarea } from "../../../components/form/bound";
import { FormSection } from "../../../components/form/fields";
import { applyServerError } from "../../../components/form/serverErrors";
import { useZodForm } from "../../../components/form/useZodForm";
import { Button } from "../../../components/ui/Button";
import { FormMessage } from "../../../components/ui/FormMessage";
import { Modal } from "../../../components/ui/Modal";
import { PageSpinner } from "../../../components/ui/Spinner";
import { errorMessage } from "../../../lib/api";
import { useSaveWithAlert } from "../hooks/useSaveWithAlert";
import { translationMessages } from "../messages";
import {
  type AdminTranslation,
  learnerContentKeys,
  removeTranslation,
  saveTranslation,
  translationKey,
  useAdminTranslation,
} from "../translations-api";
import { AdminForm } from "./AdminForm";
import { MarkdownField } from "./MarkdownField";

type TextField = "title" | "description" | "content_title" | "content_text" | "content" | "explanation";

/** The form's values: every text field as typed ("" for none), and one Hindi option per English one. */
type HindiValues = Record<TextField, string> & { options: string[] };

const TEXT_FIELDS: TextField[] = [
  "title",
  "description",
  "content_title",
  "content_text",
  "content",
  "explanation",
];

const NOUNS: Record<TranslatableEntity, string> = {
  course: "course",
  module: "module",
  card: "card",
  article: "article",
  bank_product: "product",
};

const englishText = (english: Record<string, unknown>, field: string) => {
  const value = english[field];
  return typeof value === "string" ? value : "";
};
const englishOptions = (english: Record<string, unknown>) =>
  Array.isArray(english.options) ? english.options.filter((o): o is string => typeof o === "string") : [];

/**
 * The fields an admin translates, as the translations API defines them (contracts' TRANSLATABLE_FIELDS):
 * a card's only where its English has some (a text card has no options to translate). An article's list
 * excerpt (content_text) is not asked for: the server makes it from the Hindi text.
 */
function shownFields(entity: TranslatableEntity, english: Record<string, unknown>): TextField[] {
  switch (entity) {
    case "course":
    case "module":
      return ["title", "description"];
    case "article":
      return ["title", "content"];
    case "bank_product":
      return ["description"];
    case "card":
      return (["title", "content_title", "content_text", "explanation"] as const).filter(
        (f) => f === "title" || englishText(english, f).trim() !== "",
      );
  }
}

/**
 * What PUT takes: the shown fields that have text, checked by the server's own schema. Options go all
 * together or not at all (a learner's answer maps between languages by its place in the list).
 */
function hindiSchema(fields: TextField[], optionCount: number) {
  return z
    .object({
      ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, z.string()])),
      options: z.array(z.string()),
    } as { [K in TextField]: z.ZodString } & { options: z.ZodArray<z.ZodString> })
    .superRefine((values, ctx) => {
      const typed = values.options.map((o) => o.trim() !== "");
      if (!typed.some(Boolean) || typed.every(Boolean)) return;
      typed.forEach((filled, i) => {
        if (!filled)
          ctx.addIssue({ code: "custom", path: ["options", i], message: translationMessages.allOptions });
      });
    })
    .transform((values): TranslationFields => {
      const out: Record<string, unknown> = {};
      for (const f of fields) if (values[f].trim()) out[f] = values[f].trim();
      const options = values.options.map((o) => o.trim());
      if (optionCount > 0 && options.every(Boolean)) out.options = options;
      return out;
    })
    .pipe(translationFieldsSchema);
}

function valuesOf(translation: AdminTranslation): HindiValues {
  const f = translation.fields;
  const count = englishOptions(translation.english).length;
  return {
    title: f.title ?? "",
    description: f.description ?? "",
    content_title: f.content_title ?? "",
    content_text: f.content_text ?? "",
    content: f.content ?? "",
    explanation: f.explanation ?? "",
    options: Array.from({ length: count }, (_, i) => f.options?.[i] ?? ""),
  };
}

interface TranslationPanelProps {
  entity: TranslatableEntity;
  id: number;
}

/** The Hindi tab of an admin form: loads the item's translation and shows its form. */
export function TranslationPanel({ entity, id }: TranslationPanelProps) {
  const query = useAdminTranslation(entity, id);
  if (query.isPending) return <PageSpinner label="Loading the Hindi version" />;
  if (!query.data) return <FormMessage kind="error">{errorMessage(query.error)}</FormMessage>;
  return <TranslationForm entity={entity} id={id} translation={query.data} />;
}

const LABELS: Record<TextField, string> = {
  title: "Title",
  description: "Description",
  content_title: "Content title",
  content_text: "Text",
  content: "Content",
  explanation: "Explanation",
};

function TranslationForm({
  entity,
  id,
  translation,
}: TranslationPanelProps & { translation: AdminTranslation }) {
  const { english } = translation;
  const fields = shownFields(entity, english);
  const options = englishOptions(english);
  const [schema] = useState(() => hindiSchema(fields, options.length));
  const form = useZodForm(schema, valuesOf(translation));
  const noun = NOUNS[entity];
  const stale = () => learnerContentKeys;

  const save = useSaveWithAlert({
    save: (body: TranslationFields) => saveTranslation(entity, id, body),
    saved: (result) => (result.updated_at ? translationMessages.saved : translationMessages.removed),
    failed: translationMessages.saveFailed,
    itemKey: translationKey(entity, id),
    stale,
    onSaved: (result) => form.reset(valuesOf(result)),
    onFailed: (error) => applyServerError(form, error),
  });
  const [confirming, setConfirming] = useState(false);
  const remove = useSaveWithAlert({
    save: () => removeTranslation(entity, id),
    saved: translationMessages.removed,
    failed: translationMessages.removeFailed,
    itemKey: translationKey(entity, id),
    stale,
    onSaved: (result) => form.reset(valuesOf(result)),
  });
  const hasHindi = translation.updated_at !== null;

  return (
    <div className="space-y-6">
      <p className="rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
        {hasHindi
          ? `This ${noun} has a Hindi version. Learners who read in Hindi see it; a field left empty shows them the English.`
          : `This ${noun} has no Hindi version yet: learners who read in Hindi see the English.`}
      </p>
      <AdminForm
        form={form}
        save={save}
        submitLabel="Save Hindi version"
        note="Every field is optional: an empty one shows its English. The English is beside each field for reference."
        onValid={(v) => save.submit(v)}
      >
        <FormRootError />
        <FormSection title={`${noun[0]!.toUpperCase()}${noun.slice(1)} in Hindi`}>
          {fields.map((field) => (
            <HindiField key={field} entity={entity} field={field} english={englishText(english, field)} />
          ))}
        </FormSection>
        {options.length > 0 ? <HindiOptions english={options} /> : null}
      </AdminForm>

      {hasHindi ? (
        <section
          aria-labelledby="remove-hindi-heading"
          className="rounded-2xl border border-red-200 bg-white p-4 sm:p-6"
        >
          <h2 id="remove-hindi-heading" className="text-base font-semibold text-slate-900">
            Remove the Hindi version
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Learners who read in Hindi will see this {noun} in English. The English is not changed.
          </p>
          <Button
            variant="danger"
            className="mt-4"
            disabled={remove.busy}
            onClick={() => setConfirming(true)}
          >
            {remove.busy ? "Removing…" : "Remove Hindi version"}
          </Button>
        </section>
      ) : null}
      <Modal open={confirming} onClose={() => setConfirming(false)} title="Remove the Hindi version?">
        <p className="text-slate-700">
          Every Hindi field of this {noun} is deleted, and learners see the English again.
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              setConfirming(false);
              remove.submit(undefined);
            }}
          >
            Remove
          </Button>
        </div>
      </Modal>
      {remove.alert}
    </div>
  );
}

/** The English as learners see it now, beside (above, on phones) its Hindi field. */
function EnglishReference({ text, long }: { text: string; long?: boolean }) {
  return (
    <div lang="en" className="min-w-0 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">English</p>
      {text.trim() ? (
        <p
          className={
            long
              ? "mt-1 max-h-48 overflow-y-auto break-words whitespace-pre-wrap text-slate-800"
              : "mt-1 break-words whitespace-pre-wrap text-slate-800"
          }
        >
          {text}
        </p>
      ) : (
        <p className="mt-1 text-slate-500 italic">(empty)</p>
      )}
    </div>
  );
}

function HindiField({
  entity,
  field,
  english,
}: {
  entity: TranslatableEntity;
  field: TextField;
  english: string;
}) {
  const label = `${LABELS[field]} in Hindi`;
  const markdown = field === "content" || (entity === "card" && field === "content_text");
  if (markdown) {
    return (
      <div className="space-y-3">
        <EnglishReference text={english} long />
        <div lang="hi">
          <MarkdownField
            name={field}
            label={label}
            optional
            hint="Markdown, as in the English. Leave it empty to show the English text."
            rows={entity === "article" ? 14 : 8}
            maxLength={50_000}
            placeholder="The formatted Hindi text appears here as you type."
            tall={entity === "article"}
          />
        </div>
      </div>
    );
  }
  const multiLine = field === "description" || field === "explanation";
  return (
    <div className="grid gap-3 lg:grid-cols-2 lg:items-start">
      <EnglishReference text={english} />
      <div lang="hi" className="min-w-0">
        {multiLine ? (
          <FormTextarea name={field} label={label} optional rows={3} maxLength={50_000} />
        ) : (
          <FormInput name={field} label={label} optional maxLength={300} />
        )}
      </div>
    </div>
  );
}

/** One Hindi option per English option, in the same order: answers map between them by place. */
function HindiOptions({ english }: { english: string[] }) {
  const { getFieldState, formState } = useFormContext<HindiValues>();
  const listError = getFieldState("options", formState).error?.message;
  return (
    <FormSection title="Options in Hindi">
      <p className="text-sm text-slate-700">
        Translate every option or none. Each Hindi option stands for the English one beside it, so the correct
        answer stays the same and learners' answers count in either language.
      </p>
      {listError ? <FormMessage kind="error">{listError}</FormMessage> : null}
      {english.map((option, i) => {
        const letter = String.fromCharCode(65 + i);
        return (
          // The English options are fixed while this form is open: their place is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: options are matched by position.
          <div key={i} className="grid gap-3 lg:grid-cols-2 lg:items-start">
            <EnglishReference text={`${letter}. ${option}`} />
            <div lang="hi" className="min-w-0">
              <FormInput name={`options.${i}`} label={`Option ${letter} in Hindi`} optional maxLength={300} />
            </div>
          </div>
        );
      })}
    </FormSection>
  );
}
