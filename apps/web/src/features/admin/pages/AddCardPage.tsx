import { useParams } from "react-router";
import { addCard, adminKeys, readId, useAdminCourse, useAdminModule } from "../api";
import { AdminPage } from "../components/AdminPage";
import { CardForm } from "../components/CardForm";
import { LanguageTabs, SaveEnglishFirst } from "../components/LanguageTabs";
import { useSaveWithAlert } from "../hooks/useSaveWithAlert";
import { adminMessages } from "../messages";

export function AddCardPage() {
  const moduleId = readId(useParams().moduleId);
  const module = useAdminModule(moduleId);
  const courseId = module.data?.course_id ?? 0;
  const course = useAdminCourse(courseId);
  const listPath = `/admin/modules/${moduleId}/cards`;
  const save = useSaveWithAlert({
    save: (form: FormData) => addCard(moduleId, form),
    saved: adminMessages.cardAdded,
    failed: adminMessages.cardAddFailed,
    // The module list counts its cards.
    stale: () => [adminKeys.cards(moduleId), ...(courseId ? [adminKeys.modules(courseId)] : [])],
    goTo: () => listPath,
  });
  return (
    <AdminPage
      className="max-w-4xl"
      crumbs={[
        { label: "Courses", to: "/admin/courses" },
        ...(courseId
          ? [{ label: course.data?.title ?? "Course", to: `/admin/courses/${courseId}/modules` }]
          : []),
        { label: module.data?.title ?? "Module", to: listPath },
        { label: "Add card" },
      ]}
      title="Add New Card"
      subtitle={module.data ? `To the module “${module.data.title}”.` : undefined}
    >
      <LanguageTabs
        label="Card language"
        english={<CardForm submitLabel="Add Card" save={save} />}
        hindi={<SaveEnglishFirst noun="card" />}
      />
    </AdminPage>
  );
}
