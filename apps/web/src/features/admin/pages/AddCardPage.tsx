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
import { CardForm } from "../components/CardForm";
import { LanguageTabs, SaveEnglishFirst } from "../components/LanguageTabs";
import { useSaveWithAlert } from "../hooks/useSaveWithAlert";
import { adminMessages } from "../messages";
import { authoringLoader } from "./authoringLoader";

export function AddCardPage() {
  const moduleId = readId(useParams().moduleId);
  const { scope, keys, calls } = useAuthoring();
  const module = useAuthoringModule(moduleId);
  const courseId = module.data?.course_id ?? 0;
  const course = useAuthoringCourse(courseId);
  const listPath = scope.paths.cards(moduleId);
  const save = useSaveWithAlert({
    save: (form: FormData) => calls.addCard(moduleId, form),
    saved: adminMessages.cardAdded,
    failed: adminMessages.cardAddFailed,
    // The module list and the course lists count its cards.
    stale: () => [keys.cards(moduleId), keys.courses, ...(courseId ? [keys.modules(courseId)] : [])],
    goTo: () => listPath,
  });
  return (
    <AdminPage
      className="max-w-4xl"
      crumbs={[
        { label: "Courses", to: scope.paths.courses },
        ...(courseId ? [{ label: course.data?.title ?? "Course", to: scope.paths.modules(courseId) }] : []),
        { label: module.data?.title ?? "Module", to: listPath },
        { label: "Add card" },
      ]}
      title="Add New Card"
      subtitle={module.data ? `To the module “${module.data.title}”.` : undefined}
    >
      {scope.translations ? (
        <LanguageTabs
          label="Card language"
          english={<CardForm submitLabel="Add Card" save={save} />}
          hindi={<SaveEnglishFirst noun="card" />}
        />
      ) : (
        <CardForm submitLabel="Add Card" save={save} />
      )}
    </AdminPage>
  );
}

export const loader = authoringLoader(async (load, scope, params) => {
  const module = await load(moduleQuery(scope, readId(params.moduleId)));
  if (module) await load(courseQuery(scope, module.course_id));
});
