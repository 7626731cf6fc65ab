import type { CourseSummary } from "@arthshala/contracts/learning";
import { useEffect, useId } from "react";
import { ButtonLink } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";
import { PageSpinner } from "../../../components/ui/Spinner";
import { adminKeys, deleteCourse, restoreCourse, useAdminCourses } from "../api";
import { ClockIcon, LayersIcon, PencilIcon, PlusIcon } from "../components/adminIcons";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { DeleteButton } from "../components/DeleteButton";
import { EmptyState } from "../components/EmptyState";
import { useDeleteWithUndo } from "../hooks/useListActions";
import { adminMessages } from "../messages";

export function AdminCoursesPage() {
  const { data, isPending, error } = useAdminCourses();
  // Spec section 8: list load failures are only logged, then the empty state shows.
  useEffect(() => {
    if (error) console.error("Failed to load courses.", error);
  }, [error]);
  const remove = useDeleteWithUndo<CourseSummary>({
    listKey: adminKeys.courses,
    getId: (course) => course.id,
    noun: "Course",
    remove: deleteCourse,
    restore: restoreCourse,
  });
  const courses = data ?? [];

  return (
    <Container>
      <Breadcrumbs items={[{ label: "Admin", to: "/admin" }, { label: "Courses" }]} />
      <PageHeading title="All Courses" subtitle="Every course learners can see, with its modules.">
        <ButtonLink to="/admin/courses/add">
          <PlusIcon />
          Add New Course
        </ButtonLink>
      </PageHeading>

      {isPending ? (
        <PageSpinner label="Loading courses" />
      ) : courses.length === 0 ? (
        <EmptyState text={adminMessages.noCourses} />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {courses.map((course) => (
            <li key={course.id}>
              <CourseTile course={course} onDelete={() => void remove(course)} />
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}

function CourseTile({ course, onDelete }: { course: CourseSummary; onDelete: () => void }) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      {course.thumbnail_url ? (
        <img src={course.thumbnail_url} alt="" className="aspect-video w-full bg-slate-100 object-cover" />
      ) : (
        <div className="flex aspect-video w-full items-center justify-center bg-slate-100 text-sm font-medium text-slate-600">
          No Image
        </div>
      )}
      <div className="flex flex-1 flex-col p-5">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {course.title}
        </h2>
        <p className="mt-1.5 line-clamp-3 text-sm text-slate-700">{course.description}</p>
        <dl className="mt-4 flex flex-wrap gap-2 text-sm">
          <div className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-brand-900">
            <LayersIcon className="size-4" />
            <dt className="sr-only">Modules</dt>
            <dd>
              {course.modules_count} {course.modules_count === 1 ? "module" : "modules"}
            </dd>
          </div>
          <div className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-slate-800">
            <ClockIcon className="size-4" />
            <dt className="sr-only">Duration</dt>
            <dd>{course.duration} min</dd>
          </div>
        </dl>
        <div className="mt-auto flex flex-wrap gap-2 pt-5">
          <ButtonLink
            to={`/admin/courses/${course.id}/modules`}
            size="sm"
            className="w-full"
            aria-describedby={titleId}
          >
            View Modules
          </ButtonLink>
          <ButtonLink
            to={`/admin/courses/${course.id}/edit`}
            size="sm"
            variant="secondary"
            className="flex-1 whitespace-nowrap"
            aria-describedby={titleId}
          >
            <PencilIcon className="size-4 shrink-0 max-[379px]:hidden" />
            Edit Course
          </ButtonLink>
          <DeleteButton onClick={onDelete} aria-describedby={titleId} className="flex-1">
            Delete Course
          </DeleteButton>
        </div>
      </div>
    </article>
  );
}
