import { type AssignmentCreateBody, assignmentCreateBodySchema } from "@arthshala/contracts/assignments";
import { useEffect } from "react";
import { FormProvider, useWatch } from "react-hook-form";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { FormInput, FormRootError, FormSelect } from "../../../components/form/bound";
import { applyServerError } from "../../../components/form/serverErrors";
import { useZodForm } from "../../../components/form/useZodForm";
import { Button } from "../../../components/ui/Button";
import { type AssignableCourses, useAssignmentChanges } from "../api";

const FIELDS = ["course_id", "module_id", "due_on"] as const;

/**
 * "Assign": a course, optionally one module of it, optionally a due day (a date input, from today on),
 * checked by the schema the server checks with; a refusal (a past day, the same item twice) shows where
 * it belongs.
 */
export function AssignForm({
  classId,
  courses,
  today,
}: {
  classId: number;
  courses: AssignableCourses["courses"];
  today: string;
}) {
  const { t } = useTranslation("assignments");
  const { create } = useAssignmentChanges(classId);
  const blank = { course_id: String(courses[0]?.id ?? ""), module_id: "", due_on: "" };
  const form = useZodForm(assignmentCreateBodySchema, blank as AssignmentCreateBody);
  const courseId = Number(useWatch({ control: form.control, name: "course_id" }));
  const modules = courses.find((c) => c.id === courseId)?.modules ?? [];
  // Another course's modules: the choice of module starts again.
  const { setValue } = form;
  useEffect(() => {
    if (courseId) setValue("module_id", "");
  }, [courseId, setValue]);

  if (courses.length === 0) return <p className="text-slate-700">{t("teach.form.noCourses")}</p>;
  return (
    <FormProvider {...form}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit(async (values) => {
          try {
            await create.mutateAsync(values);
            toast.success(t("teach.form.assigned"));
            form.reset({ ...blank, course_id: String(values.course_id) } as AssignmentCreateBody);
          } catch (error) {
            applyServerError(form, error, { fields: FIELDS });
          }
        })}
      >
        <FormSelect name="course_id" label={t("teach.form.course")}>
          {courses.map((course) => (
            <option key={course.id} value={course.id}>
              {course.title}
            </option>
          ))}
        </FormSelect>
        <FormSelect name="module_id" label={t("teach.form.module")} optional>
          <option value="">{t("teach.form.wholeCourse")}</option>
          {modules.map((module) => (
            <option key={module.id} value={module.id}>
              {module.title}
            </option>
          ))}
        </FormSelect>
        <FormInput
          name="due_on"
          type="date"
          min={today}
          label={t("teach.form.due")}
          hint={t("teach.form.dueHint")}
          optional
        />
        <FormRootError />
        <Button type="submit" block disabled={create.isPending}>
          {t("teach.form.submit")}
        </Button>
      </form>
    </FormProvider>
  );
}
