import { type Article, articleFormSchema } from "@arthshala/contracts/articles";
import { useWatch } from "react-hook-form";
import type { z } from "zod";
import { FormCheckbox, FormInput } from "../../../components/form/bound";
import { FormChoiceCards } from "../../../components/form/boundChoice";
import { FormFile } from "../../../components/form/boundFile";
import { FormSection } from "../../../components/form/fields";
import { toFormData } from "../../../components/form/multipart";
import { useZodForm } from "../../../components/form/useZodForm";
import type { Save } from "../hooks/useSaveWithAlert";
import { mediaFile } from "../media";
import { AdminForm } from "./AdminForm";
import { MarkdownField } from "./MarkdownField";

/** The server's article fields (packages/contracts), plus the image, checked before it is uploaded. */
const schema = articleFormSchema.extend({ image: mediaFile("image") });

const STATUS_CHOICES = [
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
] as const;

/** The multipart body of POST /api/articles/add and PUT /api/articles/:id. */
function articleFormData({ image, remove_image, ...fields }: z.output<typeof schema>): FormData {
  return toFormData({
    ...fields,
    image: image ?? undefined,
    remove_image: !image && remove_image ? true : undefined,
  });
}

interface ArticleFormProps {
  /** The article being edited; absent on the add form. */
  article?: Article;
  submitLabel: string;
  busyLabel: string;
  save: Save<FormData>;
}

/** Add and edit an article: title, Markdown content beside its live preview, image, Draft / Published. */
export function ArticleForm({ article, submitLabel, busyLabel, save }: ArticleFormProps) {
  const form = useZodForm(schema, {
    title: article?.title ?? "",
    content: article?.content ?? "",
    // Spec: a new article is published unless the admin keeps it as a draft.
    status: article?.status ?? "published",
    remove_image: false,
    image: null,
  });
  const [title, image, remove] = useWatch({
    control: form.control,
    name: ["title", "image", "remove_image"],
  });
  const stored = article?.image_url;

  return (
    <AdminForm
      form={form}
      save={save}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
      onValid={(v) => save.submit(articleFormData(v))}
    >
      <FormSection title="Article">
        <FormInput name="title" label="Title" maxLength={200} />
        <MarkdownField
          name="content"
          label="Content"
          hint="Markdown: ## headings, **bold**, *italic*, - lists, [links](https://…). A blank line starts a new paragraph."
          rows={14}
          maxLength={100_000}
          placeholder="The formatted article appears here as you type."
          tall
          previewTitle={title}
        />
      </FormSection>

      <FormSection title="Image">
        <FormFile
          name="image"
          label="Article image"
          optional
          accept="image/*"
          hint="PNG, JPEG, GIF, WebP or AVIF, up to 5 MB. It is shown above the article and in the lists."
          current={
            stored && !remove ? (
              <img
                src={stored}
                alt="Current article"
                className="aspect-video w-full max-w-xs rounded-lg border border-slate-200 bg-slate-100 object-cover"
              />
            ) : null
          }
        />
        {stored && !image ? <FormCheckbox name="remove_image" label="Remove the current image" /> : null}
      </FormSection>

      <FormSection title="Status">
        <FormChoiceCards name="status" legend="Status" choices={STATUS_CHOICES} />
      </FormSection>
    </AdminForm>
  );
}
