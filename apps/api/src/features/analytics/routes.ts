import {
  analyticsArticleListSchema,
  analyticsCourseDetailSchema,
  analyticsCourseListSchema,
  analyticsCourseParams,
  analyticsOrganisationCourseParams,
  analyticsOrganisationParams,
  analyticsPeriodQuerySchema,
} from "@arthshala/contracts/analytics";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponses } from "../../platform/http/errors.js";
import { assertRunsOrganisation } from "../../platform/institutions/access.js";
import { windowFor } from "./period.js";
import { articleList, courseDetail, courseList } from "./service.js";

const errors = errorResponses(400, 401, 403, 404);
const ARTHSHALA_WIDE = { organisationId: null };

/**
 * What authors learn (issue 40): Admins read every course and article; an organisation's owners and
 * facilitators read their organisation's own courses only, under its id (404 for one they do not run,
 * as for one that does not exist). Counts of learners only, over a period of India days.
 */
export async function registerAnalyticsRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/analytics/courses",
    {
      config: { access: "admin" },
      schema: {
        summary:
          "Every course with its learners who started and finished it in the period (from, to: India days)",
        querystring: analyticsPeriodQuerySchema,
        response: { 200: analyticsCourseListSchema, ...errors },
      },
    },
    async (request) => courseList(app.db, windowFor(request.query, app.clock.now()), ARTHSHALA_WIDE),
  );

  app.get(
    "/analytics/courses/:courseId",
    {
      config: { access: "admin" },
      schema: {
        summary: "A course's module funnel, per-card drop-off and per-question first answers in the period",
        params: analyticsCourseParams,
        querystring: analyticsPeriodQuerySchema,
        response: { 200: analyticsCourseDetailSchema, ...errors },
      },
    },
    async (request) =>
      courseDetail(
        app.db,
        windowFor(request.query, app.clock.now()),
        ARTHSHALA_WIDE,
        request.params.courseId,
      ),
  );

  app.get(
    "/analytics/articles",
    {
      config: { access: "admin" },
      schema: {
        summary: "Every article's reads, readers, read-through and ratings in the period",
        querystring: analyticsPeriodQuerySchema,
        response: { 200: analyticsArticleListSchema, ...errors },
      },
    },
    async (request) => articleList(app.db, windowFor(request.query, app.clock.now())),
  );

  app.get(
    "/analytics/organisations/:organisationId/courses",
    {
      config: { access: "facilitator" },
      schema: {
        summary:
          "An organisation's own courses with their learners in the period (its owners and facilitators)",
        params: analyticsOrganisationParams,
        querystring: analyticsPeriodQuerySchema,
        response: { 200: analyticsCourseListSchema, ...errors },
      },
    },
    async (request) => {
      const { organisationId } = request.params;
      const window = windowFor(request.query, app.clock.now());
      await assertRunsOrganisation(app.db, request.user!, organisationId);
      return courseList(app.db, window, { organisationId });
    },
  );

  app.get(
    "/analytics/organisations/:organisationId/courses/:courseId",
    {
      config: { access: "facilitator" },
      schema: {
        summary:
          "One of the organisation's own courses: module funnel, drop-off and first answers in the period",
        params: analyticsOrganisationCourseParams,
        querystring: analyticsPeriodQuerySchema,
        response: { 200: analyticsCourseDetailSchema, ...errors },
      },
    },
    async (request) => {
      const { organisationId, courseId } = request.params;
      const window = windowFor(request.query, app.clock.now());
      await assertRunsOrganisation(app.db, request.user!, organisationId);
      return courseDetail(app.db, window, { organisationId }, courseId);
    },
  );
}
