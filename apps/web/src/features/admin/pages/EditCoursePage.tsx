import { useParams } from "react-router";
import { adminKeys, readId, updateCourse, useAdminCourse } from "../api";
import { AdminPage } from "../components/AdminPage";
import { CourseForm } from "../components/CourseForm";
import { LanguageTabs } from "../components/LanguageTabs";
import { ItemState } from "../components/LoadStates";
import { TranslationPanel } from "../components/TranslationForm";
import { useSaveWithAlert } from "../hooks/useSaveWithAlert";
import { adminMessages } from "../messages";
import { translationKey } from "../translations-api";

export function EditCoursePage() {
  const courseId = readId(useParams().courseId);
  const course = useAdminCourse(courseId);
  const save = useSaveWithAlert({
    save: (form: FormData) => updateCourse(courseId, form),
    saved: adminMessages.courseUpdated,
    failed: adminMessages.courseUpdateFailed,
    itemKey: adminKeys.course(courseId),
    stale: () => [adminKeys.courses, translationKey("course", courseId)],
    goTo: () => "/admin/courses",
  });
  return (
    <AdminPage
      className="max-w-3xl"
      crumbs={[
        { label: "Courses", to: "/admin/courses" },
        { label: course.data?.title ?? "Course", to: `/admin/courses/${courseId}/modules` },
        { label: "Edit" },
      ]}
      title="Edit Course"
    >
      <ItemState query={course} id={courseId} loadingLabel="Loading course" notFound="Course not found.">
        {(item) => (
          <LanguageTabs
            label="Course language"
            english={<CourseForm key={item.id} course={item} submitLabel="Save Changes" save={save} />}
            hindi={<TranslationPanel key={item.id} entity="course" id={item.id} />}
          />
        )}
      </ItemState>
    </AdminPage>
  );
}
