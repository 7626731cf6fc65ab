import type { CourseSummary } from "@arthshala/contracts/learning";
import { courseFormSchema } from "@arthshala/contracts/learning-forms";
import { useWatch } from "react-hook-form";
import type { z } from "zod";
import { FormCheckbox, FormInput, FormNumber, FormTextarea } from "../../../components/form/bound";
import { FormFile } from "../../../components/form/boundFile";
import { FormSection } from "../../../components/form/fields";
import { toFormData } from "../../../components/form/multipart";
import { useZodForm } from "../../../components/form/useZodForm";
import type { Save } from "../hooks/useSaveWithAlert";
import { mediaFile } from "../media";
import { AdminForm } from "./AdminForm";

/** The server's course fields (packages/contracts), plus the thumbnail, checked before it is uploaded. */
const schema = courseFormSchema.extend({ thumbnail: mediaFile("image", "The thumbnail") });

/** The multipart body: a new thumbnail replaces the old one; "remove" counts only without one. */
function courseFormData({ thumbnail, remove_thumbnail, ...fields }: z.output<typeof schema>): FormData {
  return toFormData({
    ...fields,
    thumbnail_file: thumbnail ?? undefined,
    remove_thumbnail: !thumbnail && remove_thumbnail ? true : undefined,
  });
}

interface CourseFormProps {
  course?: CourseSummary;
  submitLabel: string;
  save: Save<FormData>;
}

/** Add and edit a course (the same fields; on edit they start from the course). */
export function CourseForm({ course, submitLabel, save }: CourseFormProps) {
  const form = useZodForm(schema, {
    title: course?.title ?? "",
    description: course?.description ?? "",
    modules_count: course?.modules_count ?? null,
    duration: course?.duration ?? null,
    remove_thumbnail: false,
    thumbnail: null,
  });
  const [thumbnail, remove] = useWatch({ control: form.control, name: ["thumbnail", "remove_thumbnail"] });
  const stored = course?.thumbnail_url;

  return (
    <AdminForm
      form={form}
      save={save}
      submitLabel={submitLabel}
      onValid={(v) => save.submit(courseFormData(v))}
    >
      <FormSection title="Course details">
        <FormInput name="title" label="Title" maxLength={120} />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormNumber name="modules_count" label="Number of modules" inputMode="numeric" min={1} step={1} />
          <FormNumber name="duration" label="Duration (minutes)" inputMode="numeric" min={1} step={1} />
        </div>
        <FormTextarea name="description" label="Description" rows={4} maxLength={1000} />
      </FormSection>

      <FormSection title="Thumbnail">
        <FormFile
          name="thumbnail"
          label="Thumbnail image"
          optional
          accept="image/*"
          hint="PNG, JPEG, GIF, WebP or AVIF, up to 5 MB."
          current={
            stored && !remove ? (
              <img
                src={stored}
                alt="Current thumbnail"
                className="aspect-video w-full max-w-xs rounded-lg border border-slate-200 object-cover"
              />
            ) : null
          }
        />
        {stored && !thumbnail ? (
          <FormCheckbox name="remove_thumbnail" label="Remove the current thumbnail" />
        ) : null}
      </FormSection>
    </AdminForm>
  );
}
