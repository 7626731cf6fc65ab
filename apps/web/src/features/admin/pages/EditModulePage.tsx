import type { ModuleFormValues } from "@arthshala/contracts/learning-forms";
import { useParams } from "react-router";
import { readId } from "../api";
import {
  courseQuery,
  moduleQuery,
  useAuthoring,
  useAuthoringCourse,
  useAuthoringModule,
} from "../authoring-api";
import { AdminPage } from "../components/AdminPage";
import { LanguageTabs } from "../components/LanguageTabs";
import { ItemState } from "../components/LoadStates";
import { ModuleForm } from "../components/ModuleForm";
import { TranslationPanel } from "../components/TranslationForm";
import { useSaveWithAlert } from "../hooks/useSaveWithAlert";
import { adminMessages } from "../messages";
import { translationKey } from "../translations-api";
import { authoringLoader } from "./authoringLoader";

export function EditModulePage() {
  const moduleId = readId(useParams().moduleId);
  const { scope, keys, calls } = useAuthoring();
  const module = useAuthoringModule(moduleId);
  const courseId = module.data?.course_id ?? 0;
  const course = useAuthoringCourse(courseId);
  const save = useSaveWithAlert({
    save: (input: ModuleFormValues) => calls.updateModule(moduleId, input),
    saved: adminMessages.moduleUpdated,
    failed: adminMessages.moduleUpdateFailed,
    itemKey: keys.module(moduleId),
    stale: (saved) => [keys.modules(saved.course_id), translationKey("module", moduleId)],
    goTo: (saved) => scope.paths.modules(saved.course_id),
  });
  return (
    <AdminPage
      className="max-w-3xl"
      crumbs={[
        { label: "Courses", to: scope.paths.courses },
        { label: course.data?.title ?? "Course", to: courseId ? scope.paths.modules(courseId) : undefined },
        { label: "Edit module" },
      ]}
      title="Edit Module"
    >
      <ItemState query={module} id={moduleId} loadingLabel="Loading module" notFound="Module not found.">
        {(item) => {
          const form = <ModuleForm key={item.id} module={item} submitLabel="Save Changes" save={save} />;
          return scope.translations ? (
            <LanguageTabs
              label="Module language"
              english={form}
              hindi={<TranslationPanel key={item.id} entity="module" id={item.id} />}
            />
          ) : (
            form
          );
        }}
      </ItemState>
    </AdminPage>
  );
}

export const loader = authoringLoader(async (load, scope, params) => {
  const module = await load(moduleQuery(scope, readId(params.moduleId)));
  if (module) await load(courseQuery(scope, module.course_id));
});
