import { idString } from "@arthshala/contracts/ids";
import { type SQL, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { Db } from "../../platform/db/client.js";
import { cards, courses, modules } from "../../platform/db/schema.js";
import { assertRunsOrganisation } from "../../platform/institutions/access.js";

/**
 * Course authoring (courses, modules, cards) is one set of routes mounted twice (issue 40): for Admins at
 * /api/courses…, /api/modules…, /api/cards… over every course, and for an organisation's owners and
 * facilitators at /api/organisations/:organisationId/… (the same paths after that prefix) over that
 * organisation's own courses only. One implementation, so an organisation's authors get every rule and
 * fix the admin's screens get; the mount only decides who may call and which courses they reach.
 */
export interface AuthoringScope {
  /** The organisation whose courses these are; null: an Admin's, over every course. */
  organisationId: number | null;
}

export interface AuthoringMount {
  /** Put before each route's own path. */
  prefix: string;
  access: "admin" | "facilitator";
  /** Who the route is for, in the API docs' summaries. */
  who: string;
  /** A route's own path parameters, with the mount's (the organisation's id) added. */
  params<T extends z.ZodRawShape>(schema: z.ZodObject<T>): z.ZodObject<T>;
  /** The courses the caller may author here; 404 for an organisation they do not run. */
  scope(request: FastifyRequest): Promise<AuthoringScope>;
}

export const adminMount: AuthoringMount = {
  prefix: "",
  access: "admin",
  who: "admin",
  params: (schema) => schema,
  scope: async () => ({ organisationId: null }),
};

export function organisationMount(db: Db): AuthoringMount {
  return {
    prefix: "/organisations/:organisationId",
    access: "facilitator",
    who: "an organisation's owner or facilitator, its own courses",
    // The handlers read the organisation through scope(), never from their typed params.
    params: (schema) => schema.extend({ organisationId: idString }) as unknown as typeof schema,
    scope: async (request) => {
      const { organisationId } = request.params as { organisationId: number };
      await assertRunsOrganisation(db, request.user!, organisationId);
      return { organisationId };
    },
  };
}

/**
 * Conditions that keep a query inside the scope (undefined: no limit, an Admin's). A course, module or
 * card of another organisation, or an Arthshala one, is then simply not found: 404, as a missing id.
 */
export const inScope = {
  course: (scope: AuthoringScope): SQL | undefined =>
    scope.organisationId === null ? undefined : sql`${courses.organisationId} = ${scope.organisationId}`,
  module: (scope: AuthoringScope): SQL | undefined =>
    scope.organisationId === null
      ? undefined
      : sql`${modules.courseId} in (select c.id from courses c where c.organisation_id = ${scope.organisationId})`,
  card: (scope: AuthoringScope): SQL | undefined =>
    scope.organisationId === null
      ? undefined
      : sql`${cards.moduleId} in (select m.id from modules m join courses c on c.id = m.course_id
          where c.organisation_id = ${scope.organisationId})`,
};

/** The route's path on this mount. */
export const at = (mount: AuthoringMount, path: string) => `${mount.prefix}${path}`;

/** "One course (admin)" on the admin's mount, "(an organisation's …)" on the organisation's. */
export const summaryOf = (mount: AuthoringMount, text: string) => `${text} (${mount.who})`;

export const noParams = z.object({});
