import { addCourse, adminKeys } from "../api";
import { AdminPage } from "../components/AdminPage";
import { CourseForm } from "../components/CourseForm";
import { LanguageTabs, SaveEnglishFirst } from "../components/LanguageTabs";
import { useSaveWithAlert } from "../hooks/useSaveWithAlert";
import { adminMessages } from "../messages";

export function AddCoursePage() {
  const save = useSaveWithAlert({
    save: addCourse,
    saved: adminMessages.courseAdded,
    failed: adminMessages.courseAddFailed,
    stale: () => [adminKeys.courses],
    goTo: () => "/admin/courses",
  });
  return (
    <AdminPage
      className="max-w-3xl"
      crumbs={[{ label: "Courses", to: "/admin/courses" }, { label: "Add" }]}
      title="Add New Course"
      subtitle="A course holds modules, and each module holds cards."
    >
      <LanguageTabs
        label="Course language"
        english={<CourseForm submitLabel="Add Course" save={save} />}
        hindi={<SaveEnglishFirst noun="course" />}
      />
    </AdminPage>
  );
}
