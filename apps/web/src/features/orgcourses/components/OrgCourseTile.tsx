import type { AuthoringCourse } from "@arthshala/contracts/org-courses";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { Button, ButtonLink } from "../../../components/ui/Button";
import { Modal } from "../../../components/ui/Modal";
import { errorMessage } from "../../../lib/api";
import { type AuthoringScope, authoringCalls, authoringKeys, DeleteButton } from "../../admin";

/** One of the organisation's courses: who sees it, its size, and the ways to author and preview it. */
export function OrgCourseTile({ course, scope }: { course: AuthoringCourse; scope: AuthoringScope }) {
  const { t } = useTranslation("orgCourses");
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => authoringCalls(scope).courseDeletes.remove(course.id),
    onSuccess: () => {
      setConfirming(false);
      toast.success(t("deleted"));
      void queryClient.invalidateQueries({ queryKey: authoringKeys(scope).courses });
    },
    onError: (error) => toast.error(`${t("deleteFailed")} ${errorMessage(error)}`),
  });
  const published = course.published_to_all_at !== null;

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <p className="mb-2">
        <span
          className={
            published
              ? "rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-900 ring-1 ring-brand-200"
              : "rounded-full bg-amber-50 px-2.5 py-0.5 text-sm font-semibold text-amber-900 ring-1 ring-amber-200"
          }
        >
          {published ? t("published") : t("membersOnly")}
        </span>
      </p>
      <h2 id={titleId} className="text-lg font-semibold break-words text-slate-900">
        {course.title}
      </h2>
      <p className="mt-1.5 line-clamp-3 text-sm text-slate-700">{course.description}</p>
      <p className="mt-3 text-sm text-slate-600">
        {t("modules", { count: course.modules_count })} · {t("cards", { count: course.total_cards })} ·{" "}
        {t("minutes", { count: course.duration })}
      </p>
      <div className="mt-auto grid grid-cols-2 gap-2 pt-5">
        <ButtonLink
          to={scope.paths.modules(course.id)}
          size="sm"
          className="col-span-2"
          aria-describedby={titleId}
        >
          {t("openModules")}
        </ButtonLink>
        <ButtonLink
          to={scope.paths.editCourse(course.id)}
          size="sm"
          variant="secondary"
          aria-describedby={titleId}
        >
          {t("edit")}
        </ButtonLink>
        <ButtonLink
          to={`/courses/course/${course.id}`}
          size="sm"
          variant="secondary"
          aria-describedby={titleId}
          title={t("previewHint")}
        >
          {t("preview")}
        </ButtonLink>
        <DeleteButton className="col-span-2" onClick={() => setConfirming(true)} aria-describedby={titleId}>
          {t("delete")}
        </DeleteButton>
      </div>
      <Modal open={confirming} onClose={() => setConfirming(false)} title={t("confirmDeleteTitle")}>
        <p className="text-slate-700">{t("confirmDelete", { title: course.title })}</p>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t("cancel")}
          </Button>
          <Button variant="danger" onClick={() => remove.mutate()} disabled={remove.isPending}>
            {t("delete")}
          </Button>
        </div>
      </Modal>
    </article>
  );
}
