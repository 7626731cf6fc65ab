import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router";
import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";
import { addModule, adminKeys, type ModuleInput, readId, useAdminCourse } from "../api";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { ModuleForm } from "../components/ModuleForm";
import { useResultAlert } from "../components/ResultAlert";
import { withReason } from "../hooks/useListActions";
import { adminMessages } from "../messages";

export function AddModulePage() {
  const courseId = readId(useParams().courseId);
  const course = useAdminCourse(courseId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const alert = useResultAlert();
  const listPath = `/admin/courses/${courseId}/modules`;
  const mutation = useMutation({
    mutationFn: (input: ModuleInput) => addModule(courseId, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.modules(courseId) });
      alert.show(adminMessages.moduleAdded, () => navigate(listPath));
    },
    onError: (error) => alert.show(withReason(adminMessages.moduleAddFailed, error)),
  });

  return (
    <Container className="max-w-3xl">
      <Breadcrumbs
        items={[
          { label: "Admin", to: "/admin" },
          { label: "Courses", to: "/admin/courses" },
          { label: course.data?.title ?? "Course", to: listPath },
          { label: "Add module" },
        ]}
      />
      <PageHeading
        title="Add Module"
        subtitle={course.data ? `To the course “${course.data.title}”.` : undefined}
      />
      <ModuleForm
        submitLabel="Add Module"
        busy={mutation.isPending}
        onSubmit={(input) => mutation.mutate(input)}
      />
      {alert.element}
    </Container>
  );
}
