import { useMemo } from "react";
import { useParams } from "react-router";

/**
 * Whose courses the authoring screens (courses, modules, cards) are editing (issue 40). The same pages
 * serve the Admin at /admin/… over every course, and an organisation's owners and facilitators at
 * /teach/organisations/:organisationId/… over its own, calling the API's matching mount
 * (apps/api/src/features/learning/authoring-mount.ts): the same paths after a prefix. The page's
 * address says which, so a page needs no provider around it.
 */
export interface AuthoringScope {
  /** null: the Admin's, over every course. */
  organisationId: number | null;
  /** Put before the API's authoring paths ("/courses/add", "/modules/:id", …). */
  apiBase: string;
  /** Put before the pages' own paths ("/courses", "/modules/:id/cards", …). */
  pageBase: string;
  /** The first crumb: the area these pages belong to. */
  root: { label: string; to: string };
  /** Whether the forms offer the Hindi tab (the translation routes are the Admin's). */
  translations: boolean;
  /** The first part of every query key of these pages: one organisation's never mix with another's. */
  keyRoot: readonly unknown[];
  paths: AuthoringPaths;
}

export type AuthoringPaths = ReturnType<typeof pathsUnder>;

/** The authoring pages' addresses under a base ("/admin", "/teach/organisations/5"). */
function pathsUnder(base: string) {
  return {
    courses: `${base}/courses`,
    addCourse: `${base}/courses/add`,
    editCourse: (id: number) => `${base}/courses/${id}/edit`,
    modules: (courseId: number) => `${base}/courses/${courseId}/modules`,
    addModule: (courseId: number) => `${base}/courses/${courseId}/modules/add`,
    editModule: (id: number) => `${base}/modules/${id}/edit`,
    cards: (moduleId: number) => `${base}/modules/${moduleId}/cards`,
    addCard: (moduleId: number) => `${base}/modules/${moduleId}/cards/add`,
    editCard: (id: number) => `${base}/cards/${id}/edit`,
  };
}

export const ADMIN_SCOPE: AuthoringScope = {
  organisationId: null,
  apiBase: "/api",
  pageBase: "/admin",
  root: { label: "Admin", to: "/admin" },
  translations: true,
  keyRoot: ["admin"],
  paths: pathsUnder("/admin"),
};

export function organisationScope(organisationId: number): AuthoringScope {
  return {
    organisationId,
    apiBase: `/api/organisations/${organisationId}`,
    pageBase: `/teach/organisations/${organisationId}`,
    root: { label: "Teach", to: "/teach" },
    translations: false,
    keyRoot: ["org-authoring", organisationId],
    paths: pathsUnder(`/teach/organisations/${organisationId}`),
  };
}

/** The scope of the page's address: an organisation's when it names one. */
export function scopeOf(params: { organisationId?: string }): AuthoringScope {
  if (params.organisationId === undefined) return ADMIN_SCOPE;
  const id = Number(params.organisationId);
  // A malformed id still stays an organisation's scope: its calls answer 400, never the Admin's.
  return organisationScope(Number.isInteger(id) && id > 0 ? id : 0);
}

export function useAuthoringScope(): AuthoringScope {
  const { organisationId } = useParams();
  return useMemo(() => scopeOf({ organisationId }), [organisationId]);
}
