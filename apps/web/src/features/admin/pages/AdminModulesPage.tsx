import type { AdminModule } from "@arthshala/contracts/learning";
import { useId } from "react";
import { useParams } from "react-router";
import { ButtonLink } from "../../../components/ui/Button";
import { ApiError } from "../../../lib/api";
import { readId } from "../api";
import {
  courseQuery,
  modulesQuery,
  useAuthoring,
  useAuthoringCourse,
  useAuthoringModules,
} from "../authoring-api";
import type { AuthoringPaths } from "../authoringScope";
import { AddLink } from "../components/AdminLinks";
import { AdminPage } from "../components/AdminPage";
import { EmptyState } from "../components/EmptyState";
import { ItemActions } from "../components/ItemActions";
import { ListState } from "../components/LoadStates";
import type { Placement } from "../components/placement";
import { useOrderedListActions } from "../hooks/useOrderedListActions";
import { adminMessages } from "../messages";
import { authoringLoader } from "./authoringLoader";

export function AdminModulesPage() {
  const courseId = readId(useParams().courseId);
  const { scope, keys, calls } = useAuthoring();
  const course = useAuthoringCourse(courseId);
  const modules = useAuthoringModules(courseId);
  // A wrong id (or a deleted parent) says so, rather than offering to fill an empty list.
  const missing = !courseId || (course.error instanceof ApiError && course.error.status === 404);
  const actions = useOrderedListActions<AdminModule>({
    noun: "Module",
    listKey: keys.modules(courseId),
    itemKey: keys.module,
    getId: (module) => module.id,
    titleOf: (module) => module.title,
    ...calls.moduleDeletes,
    reorder: (ids) => calls.reorderModules(courseId, ids),
    alsoInvalidate: [keys.courses, keys.course(courseId)],
  });
  const addPath = scope.paths.addModule(courseId);

  return (
    <AdminPage
      className="max-w-4xl"
      crumbs={[{ label: "Courses", to: scope.paths.courses }, { label: course.data?.title ?? "Course" }]}
      title="Modules"
      subtitle={
        course.data ? (
          <>
            Course: <span className="font-semibold text-slate-800">{course.data.title}</span>
          </>
        ) : undefined
      }
      actions={<AddLink to={addPath}>Add Module</AddLink>}
    >
      {actions.announcer}
      <ListState
        items={modules.data}
        pending={modules.isPending}
        error={modules.error}
        logAs="Failed to load modules."
        missing={missing && "This course does not exist."}
        loadingLabel="Loading modules"
        empty={
          <EmptyState text="This course has no modules yet.">
            <AddLink to={addPath}>Create Your First Module</AddLink>
          </EmptyState>
        }
      >
        {(list) => (
          <ol className="space-y-4">
            {list.map((module, index) => (
              <li key={module.id}>
                <ModuleRow
                  module={module}
                  paths={scope.paths}
                  placement={actions.placement(module, index, list.length)}
                  onDelete={() => void actions.remove(module)}
                />
              </li>
            ))}
          </ol>
        )}
      </ListState>
    </AdminPage>
  );
}

function ModuleRow({
  module,
  paths,
  placement,
  onDelete,
}: {
  module: AdminModule;
  paths: AuthoringPaths;
  placement: Placement;
  onDelete: () => void;
}) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start gap-3 sm:gap-4">
        <span
          aria-hidden="true"
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-800 sm:size-10"
        >
          {placement.position}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h2 id={titleId} className="text-lg font-semibold break-words text-slate-900">
              <span className="sr-only">Module {placement.position}: </span>
              {module.title}
            </h2>
            <p className="text-sm font-medium whitespace-nowrap text-slate-600">
              {module.cards_count} {module.cards_count === 1 ? "card" : "cards"}
            </p>
          </div>
          <p className={module.description ? "mt-1 text-slate-700" : "mt-1 text-slate-500 italic"}>
            {module.description || adminMessages.noModuleDescription}
          </p>
        </div>
      </div>
      <ItemActions
        noun="Module"
        title={module.title}
        titleId={titleId}
        placement={placement}
        primary={
          <ButtonLink
            to={paths.cards(module.id)}
            size="sm"
            className="flex-1 whitespace-nowrap sm:flex-none"
            aria-describedby={titleId}
          >
            View Cards
          </ButtonLink>
        }
        editTo={paths.editModule(module.id)}
        onDelete={onDelete}
      />
    </article>
  );
}

export const loader = authoringLoader(async (load, scope, params) => {
  const courseId = readId(params.courseId);
  await Promise.all([load(courseQuery(scope, courseId)), load(modulesQuery(scope, courseId))]);
});
