/**
 * Class assignments' calls (issue 40) and their query hooks: the learner's own list (/home, /courses)
 * and a facilitator's class list, picker and changes. Types only from contracts/assignments: no zod here.
 */
import type {
  AssignableCourses,
  AssignmentCreateBody,
  ClassAssignment,
  ClassAssignments,
  MyAssignment,
  MyAssignments,
} from "@arthshala/contracts/assignments";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { useMe } from "../auth";
import { homeKeys } from "../progress";

export type { AssignableCourses, ClassAssignment, ClassAssignments, MyAssignment, MyAssignments };

export const assignmentKeys = {
  /**
   * Under the home keys: a completed card invalidates them (courses' refreshAfterCompletion), so the
   * learner's status here is fresh without the lesson knowing of assignments.
   */
  mine: (who: string) => [...homeKeys.all(who), "assignments"] as const,
  class: (who: string, classId: number) => ["assignments", who, "class", classId] as const,
  assignable: (who: string, classId: number) => ["assignments", who, "assignable", classId] as const,
};

const classPath = (classId: number) => `/api/classes/${classId}/assignments`;

export const fetchMyAssignments = () => api<MyAssignments>("/api/assignments");
export const fetchClassAssignments = (classId: number) => api<ClassAssignments>(classPath(classId));
export const fetchAssignable = (classId: number) =>
  api<AssignableCourses>(`${classPath(classId)}/assignable`);

function useWho() {
  const { user, isLoading } = useMe();
  return { who: user?.sub ?? "visitor", enabled: !isLoading && user !== null };
}

/** The learner's assignments across their classes; kept a minute, refetched when a card is completed. */
export const myAssignmentsQuery = (who: string) =>
  queryOptions({ queryKey: assignmentKeys.mine(who), queryFn: fetchMyAssignments, staleTime: 60_000 });

export function useMyAssignments() {
  const { who, enabled } = useWho();
  return useQuery({ ...myAssignmentsQuery(who), enabled });
}

export const classAssignmentsQuery = (who: string, classId: number) =>
  queryOptions({
    queryKey: assignmentKeys.class(who, classId),
    queryFn: () => fetchClassAssignments(classId),
    staleTime: 0,
  });

export const assignableQuery = (who: string, classId: number) =>
  queryOptions({
    queryKey: assignmentKeys.assignable(who, classId),
    queryFn: () => fetchAssignable(classId),
    staleTime: 60_000,
  });

export function useClassAssignments(classId: number) {
  const { who, enabled } = useWho();
  return useQuery({ ...classAssignmentsQuery(who, classId), enabled });
}

export function useAssignable(classId: number) {
  const { who, enabled } = useWho();
  return useQuery({ ...assignableQuery(who, classId), enabled });
}

/** Create, re-date and remove: each answers with the item, and the class's list is read again. */
export function useAssignmentChanges(classId: number) {
  const client = useQueryClient();
  const { who } = useWho();
  const refresh = () => client.invalidateQueries({ queryKey: assignmentKeys.class(who, classId) });
  return {
    create: useMutation({
      mutationFn: (body: AssignmentCreateBody) =>
        api<ClassAssignment>(classPath(classId), { method: "POST", body }),
      onSuccess: refresh,
    }),
    redate: useMutation({
      mutationFn: ({ id, due_on }: { id: number; due_on: string | null }) =>
        api<ClassAssignment>(`${classPath(classId)}/${id}`, { method: "PATCH", body: { due_on } }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api<{ ok: true }>(`${classPath(classId)}/${id}`, { method: "DELETE" }),
      onSuccess: refresh,
    }),
  };
}

/** Where an assignment opens: a module at its next card, a course at its roadmap. */
export function assignmentPath(item: Pick<MyAssignment, "course_id" | "module_id" | "card_id">): string {
  return item.module_id && item.card_id
    ? `/courses/course/${item.course_id}/module/${item.module_id}/card/${item.card_id}`
    : `/courses/course/${item.course_id}`;
}

/**
 * Per course, the assignment its card shows on /courses: the first not done by due day (undated last),
 * else the first done.
 */
export function assignmentsByCourse(items: MyAssignment[]): Map<number, MyAssignment> {
  const byCourse = new Map<number, MyAssignment>();
  for (const item of items) {
    const kept = byCourse.get(item.course_id);
    if (!kept || (kept.status === "done" && item.status !== "done")) byCourse.set(item.course_id, item);
  }
  return byCourse;
}
