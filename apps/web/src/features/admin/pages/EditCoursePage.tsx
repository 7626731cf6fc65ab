import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router";
import { Container } from "../../../components/ui/Container";
import { FormMessage } from "../../../components/ui/FormMessage";
import { PageHeading } from "../../../components/ui/PageHeading";
import { PageSpinner } from "../../../components/ui/Spinner";
import { errorMessage } from "../../../lib/api";
import { adminKeys, readId, updateCourse, useAdminCourse } from "../api";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { CourseForm } from "../components/CourseForm";
import { useResultAlert } from "../components/ResultAlert";
import { withReason } from "../hooks/useListActions";
import { adminMessages } from "../messages";

export function EditCoursePage() {
  const courseId = readId(useParams().courseId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const alert = useResultAlert();
  const course = useAdminCourse(courseId);
  const mutation = useMutation({
    mutationFn: (form: FormData) => updateCourse(courseId, form),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.course(courseId), saved);
      void queryClient.invalidateQueries({ queryKey: adminKeys.courses });
      alert.show(adminMessages.courseUpdated, () => navigate("/admin/courses"));
    },
    onError: (error) => alert.show(withReason(adminMessages.courseUpdateFailed, error)),
  });

  return (
    <Container className="max-w-3xl">
      <Breadcrumbs
        items={[
          { label: "Admin", to: "/admin" },
          { label: "Courses", to: "/admin/courses" },
          { label: course.data?.title ?? "Course", to: `/admin/courses/${courseId}/modules` },
          { label: "Edit" },
        ]}
      />
      <PageHeading title="Edit Course" />
      {course.isPending && courseId ? (
        <PageSpinner label="Loading course" />
      ) : course.data ? (
        <CourseForm
          key={course.data.id}
          course={course.data}
          submitLabel="Save Changes"
          busy={mutation.isPending}
          onSubmit={(form) => mutation.mutate(form)}
        />
      ) : (
        <FormMessage kind="error">
          {course.error ? errorMessage(course.error) : "Course not found."}
        </FormMessage>
      )}
      {alert.element}
    </Container>
  );
}
