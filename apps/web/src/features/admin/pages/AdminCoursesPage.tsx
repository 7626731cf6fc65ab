import type { AuthoringCourse } from "@arthshala/contracts/org-courses";
import { useId } from "react";
import { ButtonLink } from "../../../components/ui/Button";
import { useAuthoring, useAuthoringCourses } from "../authoring-api";
import { AddLink, EditLink } from "../components/AdminLinks";
import { AdminPage } from "../components/AdminPage";
import { ClockIcon, LayersIcon } from "../components/adminIcons";
import { CourseAudience } from "../components/CourseAudience";
import { DeleteButton } from "../components/DeleteButton";
import { EmptyState } from "../components/EmptyState";
import { ListState } from "../components/LoadStates";
import { useDeleteWithUndo } from "../hooks/useDeleteWithUndo";
import { adminMessages } from "../messages";

export function AdminCoursesPage() {
  const courses = useAuthoringCourses();
  const { keys, calls } = useAuthoring();
  const remove = useDeleteWithUndo<AuthoringCourse>({
    noun: "Course",
    listKey: keys.courses,
    itemKey: keys.course,
    getId: (course) => course.id,
    ...calls.courseDeletes,
  });
  return (
    <AdminPage
      crumbs={[{ label: "Courses" }]}
      title="All Courses"
      subtitle="Every course, with its modules. An organisation's own course is marked with its name: only its members see it until you publish it to everyone."
      actions={<AddLink to="/admin/courses/add">Add New Course</AddLink>}
    >
      <ListState
        items={courses.data}
        pending={courses.isPending}
        error={courses.error}
        logAs="Failed to load courses."
        loadingLabel="Loading courses"
        empty={<EmptyState text={adminMessages.noCourses} />}
      >
        {(list) => (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((course) => (
              <li key={course.id}>
                <CourseTile course={course} onDelete={() => void remove(course)} />
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </AdminPage>
  );
}

function CourseTile({ course, onDelete }: { course: AuthoringCourse; onDelete: () => void }) {
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
        {course.organisation ? (
          <p className="mb-2 text-sm">
            <span className="rounded-full bg-amber-50 px-2.5 py-0.5 font-semibold text-amber-900 ring-1 ring-amber-200">
              {course.organisation.name}
            </span>{" "}
            <span className="text-slate-600">
              {course.published_to_all_at ? "· published to everyone" : "· its members only"}
            </span>
          </p>
        ) : null}
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
          <EditLink to={`/admin/courses/${course.id}/edit`} titleId={titleId} className="flex-1">
            Edit Course
          </EditLink>
          <DeleteButton onClick={onDelete} aria-describedby={titleId} className="flex-1">
            Delete Course
          </DeleteButton>
          {course.organisation ? <CourseAudience course={course} titleId={titleId} /> : null}
        </div>
      </div>
    </article>
  );
}
