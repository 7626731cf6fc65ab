import {
  assignableCoursesSchema,
  assignmentCreateBodySchema,
  assignmentUpdateBodySchema,
  classAssignmentParamsSchema,
  classAssignmentSchema,
  classAssignmentsSchema,
  classParamsSchema,
  myAssignmentsSchema,
} from "@arthshala/contracts/assignments";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../platform/http/errors.js";
import { publicOrigin } from "../../platform/http/origin.js";
import { PeriodicJob } from "../../platform/periodic-job.js";
import { REMINDERS_EVERY_MS } from "../reminders/job.js";
import { myAssignments } from "./learner.js";
import { assignmentMailRenderer, sendAssignmentReminders } from "./reminder-job.js";
import {
  assignableCourses,
  changeDueDay,
  createAssignment,
  listAssignments,
  removeAssignment,
} from "./service.js";

const errors = errorResponses(400, 401, 403, 404, 409);
const facilitator = { access: "facilitator" } as const;

declare module "fastify" {
  interface FastifyInstance {
    /** Assignment reminders: the periodic job and one pass on demand (tests). */
    assignmentReminders: { job: PeriodicJob; run: () => ReturnType<typeof sendAssignmentReminders> };
  }
}

/**
 * The assignment reminder job every instance runs (with the streak reminders' cadence; under
 * NODE_ENV=test only when a test asks) and its mail's last check. Registered after the reminders job,
 * whose push sender and keys it shares.
 */
export function registerAssignmentRemindersJob(app: FastifyInstance): void {
  const deps = {
    db: app.db,
    clock: app.clock,
    mail: app.mailQueue,
    push: app.reminders.push,
    keys: app.reminders.keys,
    origin: publicOrigin(app.config),
    log: app.log,
  };
  const run = () => sendAssignmentReminders(deps);
  const job = new PeriodicJob("assignment reminders", REMINDERS_EVERY_MS, run, app.log);
  app.decorate("assignmentReminders", { job, run });
  app.mailQueue.worker.setRenderer("assignment_reminder", assignmentMailRenderer(app.db, app.clock));
  if (app.config.NODE_ENV !== "test") app.addHook("onReady", async () => job.start());
  app.addHook("preClose", async () => job.stop());
}

/**
 * Class assignments (issue 40): a facilitator's list, picker, create, due-day change and remove under
 * /api/classes/:classId/assignments (404 for a class they have no part in), and the learner's own
 * list at /api/assignments. Answers are personal: `private, no-store` (http/personal-answers).
 */
export async function registerAssignmentRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const base = "/classes/:classId/assignments";

  app.get(
    base,
    {
      config: facilitator,
      schema: {
        summary: "A class's assignments, each with how many of its learners finished it (a count)",
        params: classParamsSchema,
        response: { 200: classAssignmentsSchema, ...errors },
      },
    },
    async (request) =>
      listAssignments(app.db, request.user!, request.params.classId, app.clock.now(), request.locale),
  );

  app.get(
    `${base}/assignable`,
    {
      config: facilitator,
      schema: {
        summary: "The courses the class may be given, each with its modules, for the picker",
        params: classParamsSchema,
        response: { 200: assignableCoursesSchema, ...errors },
      },
    },
    async (request) => assignableCourses(app.db, request.user!, request.params.classId, request.locale),
  );

  app.post(
    base,
    {
      config: facilitator,
      schema: {
        summary: "Assign a course, or one module of it, to the class, with an optional due day (India time)",
        params: classParamsSchema,
        body: assignmentCreateBodySchema,
        response: { 201: classAssignmentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createAssignment(
        app.db,
        request.user!,
        request.params.classId,
        request.body,
        app.clock.now(),
        request.locale,
      );
      return reply.code(201).send(created);
    },
  );

  app.patch(
    `${base}/:assignmentId`,
    {
      config: facilitator,
      schema: {
        summary: "Change an assignment's due day (or remove it with null)",
        params: classAssignmentParamsSchema,
        body: assignmentUpdateBodySchema,
        response: { 200: classAssignmentSchema, ...errors },
      },
    },
    async (request) =>
      changeDueDay(
        app.db,
        request.user!,
        request.params.classId,
        request.params.assignmentId,
        request.body.due_on,
        app.clock.now(),
        request.locale,
      ),
  );

  app.delete(
    `${base}/:assignmentId`,
    {
      config: facilitator,
      schema: {
        summary: "Remove an assignment from the class (learners' progress stays theirs)",
        params: classAssignmentParamsSchema,
        response: { 200: z.object({ ok: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await removeAssignment(app.db, request.user!, request.params.classId, request.params.assignmentId);
      return { ok: true as const };
    },
  );

  app.get(
    "/assignments",
    {
      config: { access: "user" },
      schema: {
        summary:
          "The signed-in learner's assignments across their classes, with their own status, by due day",
        response: { 200: myAssignmentsSchema, ...errors },
      },
    },
    async (request) => myAssignments(app.db, request.user!.id, app.clock.now(), request.locale),
  );
}
