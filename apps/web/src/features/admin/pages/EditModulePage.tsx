import type { ModuleFormValues } from "@arthshala/contracts/learning-forms";
import { useParams } from "react-router";
import { adminKeys, readId, updateModule, useAdminCourse, useAdminModule } from "../api";
import { AdminPage } from "../components/AdminPage";
import { LanguageTabs } from "../components/LanguageTabs";
import { ItemState } from "../components/LoadStates";
import { ModuleForm } from "../components/ModuleForm";
import { TranslationPanel } from "../components/TranslationForm";
import { useSaveWithAlert } from "../hooks/useSaveWithAlert";
import { adminMessages } from "../messages";
import { translationKey } from "../translations-api";

const modulesPath = (courseId: number) => `/admin/courses/${courseId}/modules`;

export function EditModulePage() {
  const moduleId = readId(useParams().moduleId);
  const module = useAdminModule(moduleId);
  const courseId = module.data?.course_id ?? 0;
  const course = useAdminCourse(courseId);
  const save = useSaveWithAlert({
    save: (input: ModuleFormValues) => updateModule(moduleId, input),
    saved: adminMessages.moduleUpdated,
    failed: adminMessages.moduleUpdateFailed,
    itemKey: adminKeys.module(moduleId),
    stale: (saved) => [adminKeys.modules(saved.course_id), translationKey("module", moduleId)],
    goTo: (saved) => modulesPath(saved.course_id),
  });
  return (
    <AdminPage
      className="max-w-3xl"
      crumbs={[
        { label: "Courses", to: "/admin/courses" },
        { label: course.data?.title ?? "Course", to: courseId ? modulesPath(courseId) : undefined },
        { label: "Edit module" },
      ]}
      title="Edit Module"
    >
      <ItemState query={module} id={moduleId} loadingLabel="Loading module" notFound="Module not found.">
        {(item) => (
          <LanguageTabs
            label="Module language"
            english={<ModuleForm key={item.id} module={item} submitLabel="Save Changes" save={save} />}
            hindi={<TranslationPanel key={item.id} entity="module" id={item.id} />}
          />
        )}
      </ItemState>
    </AdminPage>
  );
}
