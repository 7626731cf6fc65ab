import { useAuthoring } from "../authoring-api";
import { AdminPage } from "../components/AdminPage";
import { CourseForm } from "../components/CourseForm";
import { LanguageTabs, SaveEnglishFirst } from "../components/LanguageTabs";
import { useSaveWithAlert } from "../hooks/useSaveWithAlert";
import { adminMessages } from "../messages";

export function AddCoursePage() {
  const { scope, keys, calls } = useAuthoring();
  const save = useSaveWithAlert({
    save: calls.addCourse,
    saved: adminMessages.courseAdded,
    failed: adminMessages.courseAddFailed,
    stale: () => [keys.courses],
    goTo: () => scope.paths.courses,
  });
  const form = <CourseForm submitLabel="Add Course" save={save} />;
  return (
    <AdminPage
      className="max-w-3xl"
      crumbs={[{ label: "Courses", to: scope.paths.courses }, { label: "Add" }]}
      title="Add New Course"
      subtitle="A course holds modules, and each module holds cards."
    >
      {scope.translations ? (
        <LanguageTabs label="Course language" english={form} hindi={<SaveEnglishFirst noun="course" />} />
      ) : (
        form
      )}
    </AdminPage>
  );
}
