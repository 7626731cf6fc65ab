import type { CourseSummary } from "@arthshala/contracts/learning";
import { type FormEvent, useId, useState } from "react";
import {
  checkboxClasses,
  FileField,
  FormSection,
  focusFirstError,
  formatBytes,
  InputField,
  TextAreaField,
} from "../../../components/form/fields";
import { Button } from "../../../components/ui/Button";
import { mediaFileProblem } from "../media";

export interface CourseDraft {
  title: string;
  description: string;
  modules_count: string;
  duration: string;
  thumbnail: File | null;
  remove_thumbnail: boolean;
}

type CourseErrors = Partial<
  Record<"title" | "description" | "modules_count" | "duration" | "thumbnail", string>
>;
const FIELD_ORDER = ["title", "modules_count", "duration", "description", "thumbnail"];

export const courseFormMessages = {
  titleRequired: "Title is required.",
  descriptionRequired: "Description is required.",
  modulesRequired: "Number of modules is required.",
  modulesMin: "Number of modules must be a whole number, at least 1.",
  durationRequired: "Duration is required.",
  durationMin: "Duration must be a whole number of minutes, at least 1.",
  modulesMax: "Number of modules can be at most 100.",
  durationMax: "Duration can be at most 10000 minutes.",
} as const;

function draftFrom(course?: CourseSummary): CourseDraft {
  return {
    title: course?.title ?? "",
    description: course?.description ?? "",
    modules_count: course ? String(course.modules_count) : "",
    duration: course ? String(course.duration) : "",
    thumbnail: null,
    remove_thumbnail: false,
  };
}

/** What is wrong with a whole-number field that must lie in min..max, if anything. */
function wholeNumberProblem(
  value: string,
  min: number,
  max: number,
  messages: { required: string; min: string; max: string },
): string | undefined {
  if (!value.trim()) return messages.required;
  if (!/^\s*\d+\s*$/.test(value) || Number(value) < min) return messages.min;
  if (Number(value) > max) return messages.max;
  return undefined;
}

/** Spec section 5: title, modules_count ≥ 1, duration ≥ 1 and description required; thumbnail images only. */
export function validateCourse(draft: CourseDraft): CourseErrors {
  const errors: CourseErrors = {};
  if (!draft.title.trim()) errors.title = courseFormMessages.titleRequired;
  errors.modules_count = wholeNumberProblem(draft.modules_count, 1, 100, {
    required: courseFormMessages.modulesRequired,
    min: courseFormMessages.modulesMin,
    max: courseFormMessages.modulesMax,
  });
  errors.duration = wholeNumberProblem(draft.duration, 1, 10_000, {
    required: courseFormMessages.durationRequired,
    min: courseFormMessages.durationMin,
    max: courseFormMessages.durationMax,
  });
  if (!draft.description.trim()) errors.description = courseFormMessages.descriptionRequired;
  if (draft.thumbnail) {
    const problem = mediaFileProblem(draft.thumbnail, "image");
    if (problem) errors.thumbnail = problem.replace("The file", "The thumbnail");
  }
  for (const key of Object.keys(errors) as (keyof CourseErrors)[]) if (!errors[key]) delete errors[key];
  return errors;
}

export function courseFormData(draft: CourseDraft): FormData {
  const form = new FormData();
  form.set("title", draft.title.trim());
  form.set("description", draft.description.trim());
  form.set("modules_count", String(Number(draft.modules_count)));
  form.set("duration", String(Number(draft.duration)));
  if (draft.thumbnail) form.set("thumbnail_file", draft.thumbnail);
  else if (draft.remove_thumbnail) form.set("remove_thumbnail", "true");
  return form;
}

interface CourseFormProps {
  course?: CourseSummary;
  submitLabel: string;
  busy: boolean;
  onSubmit: (form: FormData) => void;
}

/** Add and edit a course (the same fields; on edit they start from the course). */
export function CourseForm({ course, submitLabel, busy, onSubmit }: CourseFormProps) {
  const base = useId();
  const idOf = (field: string) => `${base}-${field}`;
  const [draft, setDraft] = useState(() => draftFrom(course));
  const [errors, setErrors] = useState<CourseErrors>({});
  const set = <K extends keyof CourseDraft>(key: K, value: CourseDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateCourse(draft);
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstError(FIELD_ORDER, found, idOf);
      return;
    }
    onSubmit(courseFormData(draft));
  };

  const current = course?.thumbnail_url && !draft.thumbnail ? course.thumbnail_url : null;

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <p className="text-sm text-slate-600">Every field is required unless it says optional.</p>
      <FormSection title="Course details">
        <InputField
          id={idOf("title")}
          label="Title"
          value={draft.title}
          maxLength={120}
          onChange={(e) => set("title", e.target.value)}
          error={errors.title}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            id={idOf("modules_count")}
            label="Number of modules"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={draft.modules_count}
            onChange={(e) => set("modules_count", e.target.value)}
            error={errors.modules_count}
          />
          <InputField
            id={idOf("duration")}
            label="Duration (minutes)"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={draft.duration}
            onChange={(e) => set("duration", e.target.value)}
            error={errors.duration}
          />
        </div>
        <TextAreaField
          id={idOf("description")}
          label="Description"
          rows={4}
          maxLength={1000}
          value={draft.description}
          onChange={(e) => set("description", e.target.value)}
          error={errors.description}
        />
      </FormSection>

      <FormSection title="Thumbnail">
        <FileField
          id={idOf("thumbnail")}
          label="Thumbnail image"
          optional
          accept="image/*"
          hint="PNG, JPEG, GIF, WebP or AVIF, up to 5 MB."
          error={errors.thumbnail}
          onChange={(e) => {
            set("thumbnail", e.currentTarget.files?.[0] ?? null);
            setErrors((old) => ({ ...old, thumbnail: undefined }));
          }}
          current={
            current && !draft.remove_thumbnail ? (
              <img
                src={current}
                alt="Current thumbnail"
                className="aspect-video w-full max-w-xs rounded-lg border border-slate-200 object-cover"
              />
            ) : null
          }
        />
        {draft.thumbnail ? (
          <p className="text-sm text-slate-700">
            Chosen: <span className="font-medium break-all">{draft.thumbnail.name}</span> (
            {formatBytes(draft.thumbnail.size)})
          </p>
        ) : null}
        {course?.thumbnail_url && !draft.thumbnail ? (
          <label className="flex items-center gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              className={checkboxClasses}
              checked={draft.remove_thumbnail}
              onChange={(e) => set("remove_thumbnail", e.target.checked)}
            />
            Remove the current thumbnail
          </label>
        ) : null}
      </FormSection>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Saving…" : submitLabel}
        </Button>
      </div>
    </form>
  );
}
