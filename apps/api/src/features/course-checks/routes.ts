import {
  attemptParams,
  checkAttemptSchema,
  checkResultSchema,
  courseChecksSchema,
  courseParams,
  skippedModuleParams,
  submitCheckBodySchema,
} from "@arthshala/contracts/course-checks";
import { identityBody } from "@arthshala/contracts/learning";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../platform/http/errors.js";
import { assertBodyIdentity } from "../../platform/http/identity.js";
import { CourseViewer } from "../../platform/institutions/course-visibility.js";
import { courseChecks, startCheck, submitCheck, undoSkip } from "./service.js";

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * A course's placement check and course test (issue 42): always the session's learner's own; a course
 * they may not see is a 404, and another learner's attempt is a 404 as if it did not exist.
 */
export async function registerCourseCheckRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const viewerOf = (request: FastifyRequest) => new CourseViewer(app.db, request.user);

  app.get(
    "/courses/:courseId/checks",
    {
      config: { access: "user" },
      schema: {
        summary: "The learner's placement check and course test for one course",
        params: courseParams,
        response: { 200: courseChecksSchema, ...errors },
      },
    },
    async (request) =>
      courseChecks(app.db, app.courseContent, viewerOf(request), request.params.courseId, request.locale),
  );

  for (const kind of ["placement", "test"] as const) {
    app.post(
      `/courses/:courseId/${kind}`,
      {
        config: { access: "user" },
        schema: {
          summary: kind === "placement" ? "Start the placement check" : "Start the course test",
          params: courseParams,
          body: identityBody.optional(),
          response: { 200: checkAttemptSchema, ...errors },
        },
      },
      async (request) => {
        assertBodyIdentity(request);
        return startCheck(
          app.db,
          app.courseContent,
          viewerOf(request),
          request.params.courseId,
          kind,
          request.locale,
          app.clock.now(),
        );
      },
    );
  }

  app.post(
    "/courses/:courseId/checks/:attemptId/submit",
    {
      config: { access: "user" },
      schema: {
        summary: "Send the answers of a placement check or course test; the server judges them once",
        params: attemptParams,
        body: submitCheckBodySchema,
        response: { 200: checkResultSchema, ...errors },
      },
    },
    async (request) =>
      submitCheck(
        app.db,
        app.courseContent,
        viewerOf(request),
        request.params,
        request.body,
        request.locale,
        app.clock.now(),
      ),
  );

  app.delete(
    "/courses/:courseId/placement/modules/:moduleId",
    {
      config: { access: "user" },
      schema: {
        summary: "Undo a module's placement skip, to learn it like any other",
        params: skippedModuleParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await undoSkip(app.db, app.courseContent, viewerOf(request), request.params, request.locale);
      return reply.code(204).send(null);
    },
  );
}
