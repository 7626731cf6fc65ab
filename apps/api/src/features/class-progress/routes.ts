import {
  classIdParams,
  classLeaderboardSchema,
  classProgressSchema,
} from "@arthshala/contracts/class-progress";
import { canFacilitate } from "@arthshala/contracts/roles";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { selectRows } from "../../platform/db/client.js";
import { errorResponses, notFound } from "../../platform/http/errors.js";
import { assertFacilitatesClass, type ClassRow, isClassMember } from "../../platform/institutions/access.js";
import { progressCsv, progressFileName } from "./csv.js";
import { classRowQuery } from "./queries.js";
import { ClassProgressService } from "./service.js";

const errors = errorResponses(400, 401, 403, 404);

/** The download's language: the page's, passed in its link (a plain link sends no Accept-Language of the app's). */
const csvQuerySchema = z.object({ lang: z.enum(["en", "hi"]).optional() });

/**
 * A class's progress dashboard (its facilitators: the organisation's members, and Admins) and its weekly
 * leaderboard (its members too). A class the caller has no part in is a 404, like one that does not exist.
 */
export async function registerClassProgressRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const service = new ClassProgressService(app.db, app.courseContent);

  app.get(
    "/classes/:classId/progress",
    {
      config: { access: "facilitator" },
      schema: {
        summary:
          "A class's learners × assigned modules, its completion over time and how it answered each question",
        description:
          "Only the class's assigned content; names, and emails only where a learner shares them. 404 for a class the caller does not facilitate.",
        params: classIdParams,
        response: { 200: classProgressSchema, ...errors },
      },
    },
    async (request) => {
      const cls = await assertFacilitatesClass(app.db, request.user!, request.params.classId);
      return service.dashboard(cls, request.locale, app.clock.now());
    },
  );

  app.get(
    "/classes/:classId/progress.csv",
    {
      config: { access: "facilitator" },
      schema: {
        summary: "The class's progress table as CSV: one row per learner, one column per assigned module",
        description: "text/csv attachment (UTF-8 with a byte-order mark), in English or Hindi (lang)",
        params: classIdParams,
        querystring: csvQuerySchema,
      },
    },
    async (request, reply) => {
      const cls = await assertFacilitatesClass(app.db, request.user!, request.params.classId);
      const locale = request.query.lang ?? request.locale;
      const progress = await service.dashboard(cls, locale, app.clock.now());
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${progressFileName(progress)}"`)
        .header("cache-control", "private, no-store")
        .send(progressCsv(progress, locale));
    },
  );

  app.get(
    "/classes/:classId/leaderboard",
    {
      config: { access: "user" },
      schema: {
        summary:
          "The class's leaderboard for this India week: FinStars earned on the class's assigned content",
        description:
          "For the class's members and facilitators. Display names and handles only; learners who hide from leaderboards are counted, not listed. Ties share a rank.",
        params: classIdParams,
        response: { 200: classLeaderboardSchema, ...errors },
      },
    },
    async (request) => {
      const cls = await memberOrFacilitatorClass(request, request.params.classId);
      return service.leaderboard(cls, request.user!.id, request.locale, app.clock.now());
    },
  );

  /** The class for one of its members, or for one who facilitates it; else 404. */
  async function memberOrFacilitatorClass(request: FastifyRequest, classId: number): Promise<ClassRow> {
    const user = request.user!;
    if (await isClassMember(app.db, user.id, classId)) {
      const [cls] = await selectRows<ClassRow>(app.db, classRowQuery(classId));
      if (cls) return cls;
    }
    if (canFacilitate(user.role)) return assertFacilitatesClass(app.db, user, classId);
    throw notFound();
  }
}
