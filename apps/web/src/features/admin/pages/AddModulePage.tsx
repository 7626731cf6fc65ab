import type { ModuleFormValues } from "@arthshala/contracts/learning-forms";
import { useParams } from "react-router";
import { readId } from "../api";
import { courseQuery, useAuthoring, useAuthoringCourse } from "../authoring-api";
import { AdminPage } from "../components/AdminPage";
import { LanguageTabs, SaveEnglishFirst } from "../components/LanguageTabs";
import { ModuleForm } from "../components/ModuleForm";
import { useSaveWithAlert } from "../hooks/useSaveWithAlert";
import { adminMessages } from "../messages";
import { authoringLoader } from "./authoringLoader";

export function AddModulePage() {
  const courseId = readId(useParams().courseId);
  const { scope, keys, calls } = useAuthoring();
  const course = useAuthoringCourse(courseId);
  const listPath = scope.paths.modules(courseId);
  const save = useSaveWithAlert({
    save: (input: ModuleFormValues) => calls.addModule(courseId, input),
    saved: adminMessages.moduleAdded,
    failed: adminMessages.moduleAddFailed,
    stale: () => [keys.modules(courseId)],
    goTo: () => listPath,
  });
  return (
    <AdminPage
      className="max-w-3xl"
      crumbs={[
        { label: "Courses", to: scope.paths.courses },
        { label: course.data?.title ?? "Course", to: listPath },
        { label: "Add module" },
      ]}
      title="Add Module"
      subtitle={course.data ? `To the course “${course.data.title}”.` : undefined}
    >
      {scope.translations ? (
        <LanguageTabs
          label="Module language"
          english={<ModuleForm submitLabel="Add Module" save={save} />}
          hindi={<SaveEnglishFirst noun="module" />}
        />
      ) : (
        <ModuleForm submitLabel="Add Module" save={save} />
      )}
    </AdminPage>
  );
}

export const loader = authoringLoader((load, scope, params) =>
  load(courseQuery(scope, readId(params.courseId))),
);
