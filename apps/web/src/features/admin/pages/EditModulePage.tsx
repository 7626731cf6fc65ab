import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router";
import { Container } from "../../../components/ui/Container";
import { FormMessage } from "../../../components/ui/FormMessage";
import { PageHeading } from "../../../components/ui/PageHeading";
import { PageSpinner } from "../../../components/ui/Spinner";
import { errorMessage } from "../../../lib/api";
import { adminKeys, type ModuleInput, readId, updateModule, useAdminCourse, useAdminModule } from "../api";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { ModuleForm } from "../components/ModuleForm";
import { useResultAlert } from "../components/ResultAlert";
import { withReason } from "../hooks/useListActions";
import { adminMessages } from "../messages";

export function EditModulePage() {
  const moduleId = readId(useParams().moduleId);
  const module = useAdminModule(moduleId);
  const courseId = module.data?.course_id ?? 0;
  const course = useAdminCourse(courseId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const alert = useResultAlert();
  const listPath = `/admin/courses/${courseId}/modules`;
  const mutation = useMutation({
    mutationFn: (input: ModuleInput) => updateModule(moduleId, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.module(moduleId), saved);
      void queryClient.invalidateQueries({ queryKey: adminKeys.modules(saved.course_id) });
      alert.show(adminMessages.moduleUpdated, () => navigate(`/admin/courses/${saved.course_id}/modules`));
    },
    onError: (error) => alert.show(withReason(adminMessages.moduleUpdateFailed, error)),
  });

  return (
    <Container className="max-w-3xl">
      <Breadcrumbs
        items={[
          { label: "Admin", to: "/admin" },
          { label: "Courses", to: "/admin/courses" },
          { label: course.data?.title ?? "Course", to: courseId ? listPath : undefined },
          { label: "Edit module" },
        ]}
      />
      <PageHeading title="Edit Module" />
      {module.isPending && moduleId ? (
        <PageSpinner label="Loading module" />
      ) : module.data ? (
        <ModuleForm
          key={module.data.id}
          module={module.data}
          submitLabel="Save Changes"
          busy={mutation.isPending}
          onSubmit={(input) => mutation.mutate(input)}
        />
      ) : (
        <FormMessage kind="error">
          {module.error ? errorMessage(module.error) : "Module not found."}
        </FormMessage>
      )}
      {alert.element}
    </Container>
  );
}
