import type { ModuleFormValues } from "@arthshala/contracts/learning-forms";
import { useParams } from "react-router";
import { addModule, adminKeys, readId, useAdminCourse } from "../api";
import { AdminPage } from "../components/AdminPage";
import { LanguageTabs, SaveEnglishFirst } from "../components/LanguageTabs";
import { ModuleForm } from "../components/ModuleForm";
import { useSaveWithAlert } from "../hooks/useSaveWithAlert";
import { adminMessages } from "../messages";

export function AddModulePage() {
  const courseId = readId(useParams().courseId);
  const course = useAdminCourse(courseId);
  const listPath = `/admin/courses/${courseId}/modules`;
  const save = useSaveWithAlert({
    save: (input: ModuleFormValues) => addModule(courseId, input),
    saved: adminMessages.moduleAdded,
    failed: adminMessages.moduleAddFailed,
    stale: () => [adminKeys.modules(courseId)],
    goTo: () => listPath,
  });
  return (
    <AdminPage
      className="max-w-3xl"
      crumbs={[
        { label: "Courses", to: "/admin/courses" },
        { label: course.data?.title ?? "Course", to: listPath },
        { label: "Add module" },
      ]}
      title="Add Module"
      subtitle={course.data ? `To the course “${course.data.title}”.` : undefined}
    >
      <LanguageTabs
        label="Module language"
        english={<ModuleForm submitLabel="Add Module" save={save} />}
        hindi={<SaveEnglishFirst noun="module" />}
      />
    </AdminPage>
  );
}
