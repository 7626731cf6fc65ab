import type { Article } from "@arthshala/contracts/articles";
import { type FormEvent, useEffect, useId, useState } from "react";
import {
  checkboxClasses,
  describedBy,
  FieldShell,
  FileField,
  FormSection,
  focusFirstError,
  formatBytes,
  InputField,
  textareaClasses,
} from "../../../components/form/fields";
import { Button } from "../../../components/ui/Button";
import { Markdown } from "../../../components/ui/Markdown";
import { cx } from "../../../lib/cx";
import { mediaFileProblem } from "../media";

export type ArticleStatus = Article["status"];

export interface ArticleDraft {
  title: string;
  content: string;
  status: ArticleStatus;
  image: File | null;
  remove_image: boolean;
}

type ArticleErrors = Partial<Record<"title" | "content" | "image", string>>;
const FIELD_ORDER = ["title", "content", "image"];

/** The server's limits (apps/api articles admin routes). */
export const ARTICLE_TITLE_MAX = 200;
export const ARTICLE_CONTENT_MAX = 100_000;

export const articleFormMessages = {
  titleRequired: "Title is required.",
  contentRequired: "Content is required.",
} as const;

const STATUS_CHOICES: { value: ArticleStatus; label: string; text: string }[] = [
  {
    value: "published",
    label: "Published",
    text: "Readers see it on the Articles page as soon as it is saved.",
  },
  {
    value: "draft",
    label: "Draft",
    text: "Readers never see drafts: only admins can open them, from the admin article list.",
  },
];

export function articleDraftFrom(article?: Article): ArticleDraft {
  return {
    title: article?.title ?? "",
    content: article?.content ?? "",
    // Spec: a new article is published unless the admin keeps it as a draft.
    status: article?.status ?? "published",
    image: null,
    remove_image: false,
  };
}

/** Spec section 5: title and content required; the image is optional and must be an image. */
export function validateArticle(draft: ArticleDraft): ArticleErrors {
  const errors: ArticleErrors = {};
  if (!draft.title.trim()) errors.title = articleFormMessages.titleRequired;
  if (!draft.content.trim()) errors.content = articleFormMessages.contentRequired;
  if (draft.image) {
    const problem = mediaFileProblem(draft.image, "image");
    if (problem) errors.image = problem;
  }
  return errors;
}

/** The multipart body of POST /api/articles/add and PUT /api/articles/:id. */
export function articleFormData(draft: ArticleDraft): FormData {
  const form = new FormData();
  form.set("title", draft.title.trim());
  form.set("content", draft.content.trim());
  form.set("status", draft.status);
  if (draft.image) form.set("image", draft.image);
  else if (draft.remove_image) form.set("remove_image", "true");
  return form;
}

interface ArticleFormProps {
  /** The article being edited; absent on the add form. */
  article?: Article;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onSubmit: (form: FormData) => void;
}

/** Add and edit an article: title, Markdown content beside its live preview, image, Draft / Published. */
export function ArticleForm({ article, submitLabel, busyLabel, busy, onSubmit }: ArticleFormProps) {
  const base = useId();
  const idOf = (field: string) => `${base}-${field}`;
  const [draft, setDraft] = useState(() => articleDraftFrom(article));
  const [errors, setErrors] = useState<ArticleErrors>({});
  const set = <K extends keyof ArticleDraft>(key: K, value: ArticleDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateArticle(draft);
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstError(FIELD_ORDER, found, idOf);
      return;
    }
    onSubmit(articleFormData(draft));
  };

  const current = article?.image_url && !draft.image && !draft.remove_image ? article.image_url : null;
  const contentId = idOf("content");
  const contentHint =
    "Markdown: ## headings, **bold**, *italic*, - lists, [links](https://…). A blank line starts a new paragraph.";

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <p className="text-sm text-slate-600">Every field is required unless it says optional.</p>
      <FormSection title="Article">
        <InputField
          id={idOf("title")}
          label="Title"
          value={draft.title}
          maxLength={ARTICLE_TITLE_MAX}
          onChange={(e) => {
            set("title", e.target.value);
            if (errors.title) setErrors((old) => ({ ...old, title: undefined }));
          }}
          error={errors.title}
        />
        <div className="grid gap-5 lg:grid-cols-2">
          <FieldShell
            id={contentId}
            label="Content"
            hint={contentHint}
            error={errors.content}
            className="min-w-0"
          >
            <textarea
              id={contentId}
              rows={14}
              maxLength={ARTICLE_CONTENT_MAX}
              className={cx(
                textareaClasses,
                "min-h-72 font-mono text-[0.95rem] leading-relaxed lg:h-[36rem]",
              )}
              aria-invalid={errors.content ? true : undefined}
              aria-required
              aria-describedby={describedBy(contentId, contentHint, errors.content)}
              value={draft.content}
              onChange={(e) => {
                set("content", e.target.value);
                if (errors.content) setErrors((old) => ({ ...old, content: undefined }));
              }}
            />
          </FieldShell>
          <div className="min-w-0">
            <p aria-hidden="true" className="mb-1.5 text-sm font-semibold text-slate-800">
              Preview
            </p>
            {/* As tall as the text box beside it; a long article scrolls inside (keyboard too). */}
            <section
              aria-label="Content preview"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
              tabIndex={0}
              className="max-h-[32rem] min-h-72 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 px-4 py-4 sm:px-5 lg:h-[36rem] lg:max-h-none"
            >
              {draft.title.trim() ? (
                <p className="mb-3 text-xl font-bold break-words text-slate-900">{draft.title}</p>
              ) : null}
              {draft.content.trim() ? (
                <Markdown>{draft.content}</Markdown>
              ) : (
                <p className="text-sm text-slate-500 italic">
                  The formatted article appears here as you type.
                </p>
              )}
            </section>
          </div>
        </div>
      </FormSection>

      <FormSection title="Image">
        <FileField
          id={idOf("image")}
          label="Article image"
          optional
          accept="image/*"
          hint="PNG, JPEG, GIF, WebP or AVIF, up to 5 MB. It is shown above the article and in the lists."
          error={errors.image}
          onChange={(e) => {
            set("image", e.currentTarget.files?.[0] ?? null);
            setErrors((old) => ({ ...old, image: undefined }));
          }}
          current={
            current ? (
              <img
                src={current}
                alt="Current article"
                className="aspect-video w-full max-w-xs rounded-lg border border-slate-200 bg-slate-100 object-cover"
              />
            ) : null
          }
        />
        {draft.image ? <ChosenImage file={draft.image} /> : null}
        {article?.image_url && !draft.image ? (
          <label className="flex items-center gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              className={checkboxClasses}
              checked={draft.remove_image}
              onChange={(e) => set("remove_image", e.target.checked)}
            />
            Remove the current image
          </label>
        ) : null}
      </FormSection>

      <FormSection title="Status">
        <fieldset>
          <legend className="sr-only">Status</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {STATUS_CHOICES.map((choice) => {
              const id = idOf(`status-${choice.value}`);
              const checked = draft.status === choice.value;
              return (
                <label
                  key={choice.value}
                  htmlFor={id}
                  className={cx(
                    "flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors",
                    checked
                      ? "border-brand-600 bg-brand-50 ring-1 ring-brand-600"
                      : "border-slate-300 bg-white hover:border-slate-400",
                  )}
                >
                  <input
                    id={id}
                    type="radio"
                    name={idOf("status")}
                    value={choice.value}
                    checked={checked}
                    onChange={() => set("status", choice.value)}
                    aria-describedby={`${id}-text`}
                    className="mt-0.5 size-5 shrink-0 accent-brand-700"
                  />
                  <span>
                    <span className="block font-semibold text-slate-900">{choice.label}</span>
                    <span id={`${id}-text`} className="mt-0.5 block text-sm text-slate-700">
                      {choice.text}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      </FormSection>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** The picked image: a thumbnail (when the browser can show it), its name and size. */
function ChosenImage({ file }: { file: File }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file.type.startsWith("image/") || typeof URL.createObjectURL !== "function") return;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [file]);
  return (
    <div className="flex items-center gap-3 text-sm text-slate-700">
      {url ? (
        <img src={url} alt="" className="size-16 shrink-0 rounded-md border border-slate-200 object-cover" />
      ) : null}
      <p>
        Chosen: <span className="font-medium break-all">{file.name}</span> ({formatBytes(file.size)})
      </p>
    </div>
  );
}
