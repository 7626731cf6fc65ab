import type { AuthoringCourse } from "@arthshala/contracts/org-courses";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../components/ui/Button";
import { Modal } from "../../../components/ui/Modal";
import { errorMessage } from "../../../lib/api";
import { adminKeys, setCourseAudience } from "../authoring-api";
import { adminToast } from "../toast";

/**
 * An organisation's course, for the Admin (issue 40): "Publish to everyone" (visitors and every learner see
 * it, and learners are told of a new course) or "Make organisation-only" (only its members again), each
 * after a confirmation, since either changes what many people see.
 */
export function CourseAudience({ course, titleId }: { course: AuthoringCourse; titleId: string }) {
  const [asking, setAsking] = useState(false);
  const queryClient = useQueryClient();
  const toAll = course.published_to_all_at === null;
  const organisation = course.organisation?.name ?? "";
  const change = useMutation({
    mutationFn: () => setCourseAudience(course.id, { published_to_all: toAll }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.course(course.id), saved);
      void queryClient.invalidateQueries({ queryKey: adminKeys.courses });
      // What learners see changed: their course lists and pages read it again.
      void queryClient.invalidateQueries({ queryKey: ["courses"] });
      setAsking(false);
      adminToast.success(toAll ? "Published to everyone." : "Now for its organisation only.");
    },
    onError: (error) => adminToast.error(`Could not change who sees the course. ${errorMessage(error)}`),
  });
  const label = toAll ? "Publish to everyone" : "Make organisation-only";
  return (
    <>
      <Button
        size="sm"
        variant={toAll ? "primary" : "secondary"}
        className="w-full"
        onClick={() => setAsking(true)}
        aria-describedby={titleId}
      >
        {label}
      </Button>
      <Modal
        open={asking}
        onClose={() => setAsking(false)}
        title={toAll ? "Publish to everyone?" : "Make organisation-only?"}
      >
        <p className="text-slate-700">
          {toAll
            ? `“${course.title}” by ${organisation} will be open to every learner and visitor, listed in the sitemap, and every learner is told there is a new course.`
            : `“${course.title}” will be seen only by ${organisation}'s people and the learners in its classes. Everyone else loses it from their lists.`}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setAsking(false)}>
            Cancel
          </Button>
          <Button onClick={() => change.mutate()} disabled={change.isPending}>
            {label}
          </Button>
        </div>
      </Modal>
    </>
  );
}
