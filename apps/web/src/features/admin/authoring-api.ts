import type { AdminCard, AdminModule } from "@arthshala/contracts/learning";
import type { ModuleFormValues } from "@arthshala/contracts/learning-forms";
import type { AuthoringCourse, CourseAudienceBody } from "@arthshala/contracts/org-courses";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { api } from "../../lib/api";
import { restorable, sendForm } from "./api";
import { ADMIN_SCOPE, type AuthoringScope, useAuthoringScope } from "./authoringScope";

/**
 * The calls of the course authoring screens (courses, modules, cards), for a scope (authoringScope.ts):
 * the same paths after the scope's API base, and query keys under the scope's own root.
 */

export function authoringKeys(scope: AuthoringScope) {
  const root = scope.keyRoot;
  return {
    courses: [...root, "courses"] as const,
    course: (id: number) => [...root, "course", id] as const,
    modules: (courseId: number) => [...root, "modules", courseId] as const,
    module: (id: number) => [...root, "module", id] as const,
    cards: (moduleId: number) => [...root, "cards", moduleId] as const,
    card: (id: number) => [...root, "card", id] as const,
  };
}

/** The Admin's keys (["admin", "courses"], …). */
export const adminKeys = authoringKeys(ADMIN_SCOPE);

// ── Queries (also what the pages' loaders ensure) ────────────────────────────

export const coursesQuery = (scope: AuthoringScope) =>
  queryOptions({
    queryKey: authoringKeys(scope).courses,
    queryFn: ({ signal }) => api<AuthoringCourse[]>(`${scope.apiBase}/courses`, { signal }),
  });

/** One item by id; the query waits while the id is 0 (not a valid one). */
const itemQuery = <T>(queryKey: readonly unknown[], path: string, id: number) =>
  queryOptions({ queryKey, queryFn: ({ signal }) => api<T>(path, { signal }), enabled: id > 0 });

export const courseQuery = (scope: AuthoringScope, id: number) =>
  itemQuery<AuthoringCourse>(authoringKeys(scope).course(id), `${scope.apiBase}/courses/${id}`, id);
export const modulesQuery = (scope: AuthoringScope, courseId: number) =>
  itemQuery<AdminModule[]>(
    authoringKeys(scope).modules(courseId),
    `${scope.apiBase}/modules/course/${courseId}`,
    courseId,
  );
export const moduleQuery = (scope: AuthoringScope, id: number) =>
  itemQuery<AdminModule>(authoringKeys(scope).module(id), `${scope.apiBase}/modules/${id}`, id);
export const cardsQuery = (scope: AuthoringScope, moduleId: number) =>
  itemQuery<AdminCard[]>(
    authoringKeys(scope).cards(moduleId),
    `${scope.apiBase}/cards/${moduleId}/getall`,
    moduleId,
  );
export const cardQuery = (scope: AuthoringScope, id: number) =>
  itemQuery<AdminCard>(authoringKeys(scope).card(id), `${scope.apiBase}/cards/item/${id}`, id);

// ── Writes ───────────────────────────────────────────────────────────────────

export function authoringCalls(scope: AuthoringScope) {
  const base = scope.apiBase;
  return {
    addCourse: (form: FormData) => sendForm<AuthoringCourse>(`${base}/courses/add`, "POST", form),
    updateCourse: (id: number, form: FormData) =>
      sendForm<AuthoringCourse>(`${base}/courses/${id}`, "PUT", form),
    courseDeletes: restorable<AuthoringCourse>("courses", base),
    addModule: (courseId: number, body: ModuleFormValues) =>
      api<AdminModule>(`${base}/modules/add/${courseId}`, { method: "POST", body }),
    updateModule: (id: number, body: ModuleFormValues) =>
      api<AdminModule>(`${base}/modules/${id}`, { method: "PUT", body }),
    moduleDeletes: restorable<AdminModule>("modules", base),
    reorderModules: (courseId: number, ids: number[]) =>
      api<AdminModule[]>(`${base}/modules/reorder/${courseId}`, { method: "POST", body: { ids } }),
    addCard: (moduleId: number, form: FormData) =>
      sendForm<AdminCard>(`${base}/cards/add/${moduleId}`, "POST", form),
    updateCard: (id: number, form: FormData) => sendForm<AdminCard>(`${base}/cards/${id}`, "PUT", form),
    cardDeletes: restorable<AdminCard>("cards", base),
    reorderCards: (moduleId: number, ids: number[]) =>
      api<AdminCard[]>(`${base}/cards/reorder/${moduleId}`, { method: "POST", body: { ids } }),
  };
}

/** Publish an organisation's course to everyone, or make it the organisation's only (the Admin's call). */
export const setCourseAudience = (courseId: number, body: CourseAudienceBody) =>
  api<AuthoringCourse>(`/api/courses/${courseId}/audience`, { method: "PUT", body });

/** The page's scope with its keys and calls. */
export function useAuthoring() {
  const scope = useAuthoringScope();
  return useMemo(() => ({ scope, keys: authoringKeys(scope), calls: authoringCalls(scope) }), [scope]);
}

export const useAuthoringCourses = () => useQuery(coursesQuery(useAuthoringScope()));
export const useAuthoringCourse = (id: number) => useQuery(courseQuery(useAuthoringScope(), id));
export const useAuthoringModules = (courseId: number) =>
  useQuery(modulesQuery(useAuthoringScope(), courseId));
export const useAuthoringModule = (id: number) => useQuery(moduleQuery(useAuthoringScope(), id));
export const useAuthoringCards = (moduleId: number) => useQuery(cardsQuery(useAuthoringScope(), moduleId));
export const useAuthoringCard = (id: number) => useQuery(cardQuery(useAuthoringScope(), id));
