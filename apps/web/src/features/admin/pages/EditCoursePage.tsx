import { useParams } from "react-router";
import { adminKeys, readId, updateCourse, useAdminCourse } from "../api";
import { AdminPage } from "../components/AdminPage";
import { CourseForm } from "../components/CourseForm";
import { ItemState } from "../components/LoadStates";
import { useSaveWithAlert } from "../hooks/useSaveWithAlert";
import { adminMessages } from "../messages";

export function EditCoursePage() {
  const courseId = readId(useParams().courseId);
  const course = useAdminCourse(courseId);
  const save = useSaveWithAlert({
    save: (form: FormData) => updateCourse(courseId, form),
    saved: adminMessages.courseUpdated,
    failed: adminMessages.courseUpdateFailed,
    itemKey: adminKeys.course(courseId),
    stale: () => [adminKeys.courses],
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
        {(item) => <CourseForm key={item.id} course={item} submitLabel="Save Changes" save={save} />}
      </ItemState>
    </AdminPage>
  );
}
