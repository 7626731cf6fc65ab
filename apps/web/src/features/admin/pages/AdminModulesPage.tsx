import type { AdminModule } from "@arthshala/contracts/learning";
import { useEffect, useId } from "react";
import { useParams } from "react-router";
import { ButtonLink } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { FormMessage } from "../../../components/ui/FormMessage";
import { PageHeading } from "../../../components/ui/PageHeading";
import { PageSpinner } from "../../../components/ui/Spinner";
import { ApiError } from "../../../lib/api";
import {
  adminKeys,
  deleteModule,
  readId,
  reorderModules,
  restoreModule,
  useAdminCourse,
  useAdminModules,
} from "../api";
import { PencilIcon, PlusIcon } from "../components/adminIcons";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { DeleteButton } from "../components/DeleteButton";
import { EmptyState } from "../components/EmptyState";
import { ReorderButtons } from "../components/ReorderButtons";
import { useDeleteWithUndo, useReorder } from "../hooks/useListActions";
import { adminMessages } from "../messages";

export function AdminModulesPage() {
  const courseId = readId(useParams().courseId);
  const course = useAdminCourse(courseId);
  const { data, isPending, error } = useAdminModules(courseId);
  // A wrong id (or a deleted parent) says so, rather than offering to fill an empty list.
  const missing = !courseId || (course.error instanceof ApiError && course.error.status === 404);
  useEffect(() => {
    if (error) console.error("Failed to load modules.", error);
  }, [error]);

  const listKey = adminKeys.modules(courseId);
  const getId = (module: AdminModule) => module.id;
  const remove = useDeleteWithUndo<AdminModule>({
    listKey,
    getId,
    noun: "Module",
    remove: deleteModule,
    restore: restoreModule,
    alsoInvalidate: [adminKeys.courses, adminKeys.course(courseId)],
  });
  const reorder = useReorder<AdminModule>({
    listKey,
    getId,
    noun: "Module",
    send: (ids) => reorderModules(courseId, ids),
  });
  const modules = data ?? [];
  const addPath = `/admin/courses/${courseId}/modules/add`;
  const courseTitle = course.data?.title ?? "Course";

  return (
    <Container className="max-w-4xl">
      <Breadcrumbs
        items={[
          { label: "Admin", to: "/admin" },
          { label: "Courses", to: "/admin/courses" },
          { label: courseTitle },
        ]}
      />
      <PageHeading
        title="Modules"
        subtitle={
          course.data ? (
            <>
              Course: <span className="font-semibold text-slate-800">{course.data.title}</span>
            </>
          ) : undefined
        }
      >
        <ButtonLink to={addPath}>
          <PlusIcon />
          Add Module
        </ButtonLink>
      </PageHeading>

      <p className="sr-only" aria-live="polite">
        {reorder.announcement}
      </p>

      {missing ? (
        <FormMessage kind="error">This course does not exist.</FormMessage>
      ) : isPending && courseId ? (
        <PageSpinner label="Loading modules" />
      ) : modules.length === 0 ? (
        <EmptyState text="This course has no modules yet.">
          <ButtonLink to={addPath}>
            <PlusIcon />
            Create Your First Module
          </ButtonLink>
        </EmptyState>
      ) : (
        <ol className="space-y-4">
          {modules.map((module, index) => (
            <li key={module.id}>
              <ModuleRow
                module={module}
                position={index + 1}
                isFirst={index === 0}
                isLast={index === modules.length - 1}
                onMove={(delta) => void reorder.move(module, delta, `module-${module.id}`, module.title)}
                onDelete={() => void remove(module)}
              />
            </li>
          ))}
        </ol>
      )}
    </Container>
  );
}

interface ModuleRowProps {
  module: AdminModule;
  position: number;
  isFirst: boolean;
  isLast: boolean;
  onMove: (delta: -1 | 1) => void;
  onDelete: () => void;
}

function ModuleRow({ module, position, isFirst, isLast, onMove, onDelete }: ModuleRowProps) {
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
          {position}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h2 id={titleId} className="text-lg font-semibold break-words text-slate-900">
              <span className="sr-only">Module {position}: </span>
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
      {/* Phones: move buttons + View Cards on one line, Edit and Delete on the next. */}
      <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4">
        <div className="flex w-full gap-2 sm:w-auto">
          <ReorderButtons
            itemLabel={module.title}
            idPrefix={`module-${module.id}`}
            isFirst={isFirst}
            isLast={isLast}
            onMove={onMove}
          />
          <ButtonLink
            to={`/admin/modules/${module.id}/cards`}
            size="sm"
            className="flex-1 whitespace-nowrap sm:flex-none"
            aria-describedby={titleId}
          >
            View Cards
          </ButtonLink>
        </div>
        <ButtonLink
          to={`/admin/modules/${module.id}/edit`}
          size="sm"
          variant="secondary"
          className="flex-1 whitespace-nowrap sm:flex-none"
          aria-describedby={titleId}
        >
          <PencilIcon className="size-4 shrink-0 max-[379px]:hidden" />
          Edit Module
        </ButtonLink>
        <DeleteButton
          onClick={onDelete}
          aria-describedby={titleId}
          className="flex-1 sm:ml-auto sm:flex-none"
        >
          Delete Module
        </DeleteButton>
      </div>
    </article>
  );
}
