/**
 * A course's placement check and course test (issue 42): typed calls and their query hooks. The server
 * draws, judges and records; the browser only shows what it is sent.
 */
import type { CheckAttempt, CheckKind, CheckResult, CourseChecks } from "@arthshala/contracts/course-checks";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { homeKeys } from "../../progress";
import { learningKeys, useLearner } from "../api";

export type { CheckAttempt, CheckKind, CheckResult, CourseChecks };

export const checkKeys = {
  course: (who: string, courseId: number) => ["courseChecks", who, courseId] as const,
};

export const checkPagePath = (courseId: number, kind: CheckKind) => `/courses/course/${courseId}/${kind}`;

export const fetchCourseChecks = (courseId: number) => api<CourseChecks>(`/api/courses/${courseId}/checks`);

/** Always asked afresh: finishing the last card, or a check in another tab, changes what it says. */
export const courseChecksQuery = (who: string, courseId: number) =>
  queryOptions({
    queryKey: checkKeys.course(who, courseId),
    queryFn: () => fetchCourseChecks(courseId),
    staleTime: 0,
  });

export function useCourseChecks(courseId: number) {
  const { who, signedIn, ready } = useLearner();
  return useQuery({ ...courseChecksQuery(who, courseId), enabled: ready && signedIn && courseId > 0 });
}

export function useStartCheck(courseId: number, kind: CheckKind) {
  return useMutation({
    mutationFn: () => api<CheckAttempt>(`/api/courses/${courseId}/${kind}`, { method: "POST", body: {} }),
  });
}

/** What a check can change: the roadmap and cards (skipped modules), home (totals), certificates. */
function useRefreshAfterCheck(courseId: number) {
  const client = useQueryClient();
  const { who } = useLearner();
  return () => {
    void client.invalidateQueries({ queryKey: checkKeys.course(who, courseId) });
    void client.invalidateQueries({ queryKey: learningKeys.viewer(who) });
    void client.invalidateQueries({ queryKey: homeKeys.all(who) });
    void client.invalidateQueries({ queryKey: ["certificates", who] });
  };
}

export function useSubmitCheck(courseId: number) {
  const refresh = useRefreshAfterCheck(courseId);
  return useMutation({
    mutationFn: ({
      attemptId,
      answers,
    }: {
      attemptId: string;
      answers: { card_id: number; answer: string }[];
    }) =>
      api<CheckResult>(`/api/courses/${courseId}/checks/${attemptId}/submit`, {
        method: "POST",
        body: { answers },
      }),
    onSuccess: refresh,
  });
}

/** "Learn it anyway": the placement check's skip of one module is undone. */
export function useUndoSkip(courseId: number) {
  const refresh = useRefreshAfterCheck(courseId);
  return useMutation({
    mutationFn: (moduleId: number) =>
      api<null>(`/api/courses/${courseId}/placement/modules/${moduleId}`, { method: "DELETE" }),
    onSuccess: refresh,
  });
}
