import { useParams } from "react-router";
import { readId } from "../api";
import { courseQuery, useAuthoring, useAuthoringCourse } from "../authoring-api";
import { AdminPage } from "../components/AdminPage";
import { CourseForm } from "../components/CourseForm";
import { LanguageTabs } from "../components/LanguageTabs";
import { ItemState } from "../components/LoadStates";
import { TranslationPanel } from "../components/TranslationForm";
import { useSaveWithAlert } from "../hooks/useSaveWithAlert";
import { adminMessages } from "../messages";
import { translationKey } from "../translations-api";
import { authoringLoader } from "./authoringLoader";

export function EditCoursePage() {
  const courseId = readId(useParams().courseId);
  const { scope, keys, calls } = useAuthoring();
  const course = useAuthoringCourse(courseId);
  const save = useSaveWithAlert({
    save: (form: FormData) => calls.updateCourse(courseId, form),
    saved: adminMessages.courseUpdated,
    failed: adminMessages.courseUpdateFailed,
    itemKey: keys.course(courseId),
    stale: () => [keys.courses, translationKey("course", courseId)],
    goTo: () => scope.paths.courses,
  });
  return (
    <AdminPage
      className="max-w-3xl"
      crumbs={[
        { label: "Courses", to: scope.paths.courses },
        { label: course.data?.title ?? "Course", to: scope.paths.modules(courseId) },
        { label: "Edit" },
      ]}
      title="Edit Course"
    >
      <ItemState query={course} id={courseId} loadingLabel="Loading course" notFound="Course not found.">
        {(item) => {
          const form = <CourseForm key={item.id} course={item} submitLabel="Save Changes" save={save} />;
          return scope.translations ? (
            <LanguageTabs
              label="Course language"
              english={form}
              hindi={<TranslationPanel key={item.id} entity="course" id={item.id} />}
            />
          ) : (
            form
          );
        }}
      </ItemState>
    </AdminPage>
  );
}

export const loader = authoringLoader((load, scope, params) =>
  load(courseQuery(scope, readId(params.courseId))),
);
