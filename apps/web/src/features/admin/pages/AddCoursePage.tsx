import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";
import { addCourse, adminKeys } from "../api";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { CourseForm } from "../components/CourseForm";
import { useResultAlert } from "../components/ResultAlert";
import { withReason } from "../hooks/useListActions";
import { adminMessages } from "../messages";

export function AddCoursePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const alert = useResultAlert();
  const mutation = useMutation({
    mutationFn: addCourse,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.courses });
      alert.show(adminMessages.courseAdded, () => navigate("/admin/courses"));
    },
    onError: (error) => alert.show(withReason(adminMessages.courseAddFailed, error)),
  });

  return (
    <Container className="max-w-3xl">
      <Breadcrumbs
        items={[
          { label: "Admin", to: "/admin" },
          { label: "Courses", to: "/admin/courses" },
          { label: "Add" },
        ]}
      />
      <PageHeading title="Add New Course" subtitle="A course holds modules, and each module holds cards." />
      <CourseForm
        submitLabel="Add Course"
        busy={mutation.isPending}
        onSubmit={(form) => mutation.mutate(form)}
      />
      {alert.element}
    </Container>
  );
}
