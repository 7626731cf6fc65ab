import { type AssignmentUpdateBody, assignmentUpdateBodySchema } from "@arthshala/contracts/assignments";
import { useId, useState } from "react";
import { FormProvider } from "react-hook-form";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { FormInput, FormRootError } from "../../../components/form/bound";
import { applyServerError } from "../../../components/form/serverErrors";
import { useZodForm } from "../../../components/form/useZodForm";
import { Button } from "../../../components/ui/Button";
import { errorMessage } from "../../../lib/api";
import { type ClassAssignment, useAssignmentChanges } from "../api";
import { DueLine } from "./DueLine";

/** The due-day editor: a date input (empty: no due day), Save and Cancel. */
function RedateForm({
  classId,
  item,
  today,
  onDone,
}: {
  classId: number;
  item: ClassAssignment;
  today: string;
  onDone: () => void;
}) {
  const { t } = useTranslation("assignments");
  const { redate } = useAssignmentChanges(classId);
  const form = useZodForm(assignmentUpdateBodySchema, { due_on: item.due_on ?? "" } as AssignmentUpdateBody);
  return (
    <FormProvider {...form}>
      <form
        noValidate
        className="mt-3 flex flex-wrap items-end gap-3"
        onSubmit={form.handleSubmit(async (values) => {
          try {
            await redate.mutateAsync({ id: item.id, due_on: values.due_on });
            toast.success(t("teach.list.saved"));
            onDone();
          } catch (error) {
            applyServerError(form, error, { fields: ["due_on"] });
          }
        })}
      >
        <FormInput
          name="due_on"
          type="date"
          min={today}
          label={t("teach.list.newDate")}
          optional
          className="min-w-40 flex-1"
        />
        <div className="flex gap-2">
          <Button type="submit" size="sm" disabled={redate.isPending}>
            {t("teach.list.save")}
          </Button>
          <Button variant="ghost" size="sm" onClick={onDone}>
            {t("teach.list.cancel")}
          </Button>
        </div>
        <FormRootError />
      </form>
    </FormProvider>
  );
}

/**
 * One assignment on the class page: its module (or course), due day, how many of the class finished it
 * (a count), and its two changes: the due day, and removing it (asked once more first).
 */
export function ClassAssignmentItem({
  classId,
  item,
  members,
  today,
}: {
  classId: number;
  item: ClassAssignment;
  members: number;
  today: string;
}) {
  const { t } = useTranslation("assignments");
  const { remove } = useAssignmentChanges(classId);
  const [mode, setMode] = useState<"view" | "redate" | "remove">("view");
  const titleId = useId();
  const title = item.module_title ?? item.course_title;
  return (
    <li className="p-4" aria-labelledby={titleId} data-testid="class-assignment">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1 basis-56">
          <h3 id={titleId} className="font-semibold text-slate-900">
            {title}
          </h3>
          <p className="text-sm text-slate-600">
            {item.module_title ? item.course_title : t("teach.list.wholeCourse")}
          </p>
          <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm">
            <DueLine dueOn={item.due_on} today={today} showNone />
            <span className="text-slate-700" data-testid="finished-count">
              {t("teach.list.finished", { finished: item.finished, members })}
            </span>
          </p>
          {item.withdrawn ? <p className="mt-1 text-sm text-red-700">{t("teach.list.withdrawn")}</p> : null}
        </div>
        {mode === "view" ? (
          <div className="flex gap-2">
            <Button variant="secondary" size="sm" onClick={() => setMode("redate")}>
              {t("teach.list.changeDate")}
              <span className="sr-only">: {title}</span>
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setMode("remove")}>
              {t("teach.list.remove")}
              <span className="sr-only">: {title}</span>
            </Button>
          </div>
        ) : null}
      </div>
      {mode === "redate" ? (
        <RedateForm classId={classId} item={item} today={today} onDone={() => setMode("view")} />
      ) : null}
      {mode === "remove" ? (
        <div className="mt-3 flex flex-wrap items-center gap-3 rounded-lg bg-red-50 p-3">
          <p className="min-w-0 flex-1 basis-48 text-sm text-red-900">{t("teach.list.confirmRemove")}</p>
          <div className="flex gap-2">
            <Button
              variant="danger"
              size="sm"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(item.id, {
                  onSuccess: () => toast.success(t("teach.list.removed")),
                  onError: (error) => toast.error(errorMessage(error)),
                })
              }
            >
              {t("teach.list.confirm")}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setMode("view")}>
              {t("teach.list.cancel")}
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
