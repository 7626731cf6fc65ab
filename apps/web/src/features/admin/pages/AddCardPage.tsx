import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router";
import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";
import { addCard, adminKeys, readId, useAdminCourse, useAdminModule } from "../api";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { CardForm } from "../components/CardForm";
import { useResultAlert } from "../components/ResultAlert";
import { withReason } from "../hooks/useListActions";
import { adminMessages } from "../messages";

export function AddCardPage() {
  const moduleId = readId(useParams().moduleId);
  const module = useAdminModule(moduleId);
  const course = useAdminCourse(module.data?.course_id ?? 0);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const alert = useResultAlert();
  const listPath = `/admin/modules/${moduleId}/cards`;
  const mutation = useMutation({
    mutationFn: (form: FormData) => addCard(moduleId, form),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.cards(moduleId) });
      if (module.data)
        void queryClient.invalidateQueries({ queryKey: adminKeys.modules(module.data.course_id) });
      alert.show(adminMessages.cardAdded, () => navigate(listPath));
    },
    onError: (error) => alert.show(withReason(adminMessages.cardAddFailed, error)),
  });

  return (
    <Container className="max-w-4xl">
      <Breadcrumbs
        items={[
          { label: "Admin", to: "/admin" },
          { label: "Courses", to: "/admin/courses" },
          ...(module.data
            ? [
                {
                  label: course.data?.title ?? "Course",
                  to: `/admin/courses/${module.data.course_id}/modules`,
                },
              ]
            : []),
          { label: module.data?.title ?? "Module", to: listPath },
          { label: "Add card" },
        ]}
      />
      <PageHeading
        title="Add New Card"
        subtitle={module.data ? `To the module “${module.data.title}”.` : undefined}
      />
      <CardForm submitLabel="Add Card" busy={mutation.isPending} onSubmit={(form) => mutation.mutate(form)} />
      {alert.element}
    </Container>
  );
}
