import {
  finScoreLogBodySchema,
  finScoreLogEntrySchema,
  homeDataBodySchema,
  homeDataSchema,
  leaderboardQuerySchema,
  leaderboardSchema,
  leaderboardVisibilityBodySchema,
  leaderboardVisibilitySchema,
  okSchema,
} from "@arthshala/contracts/home";
import { indiaDay } from "@arthshala/contracts/india-time";
import { weekStart } from "@arthshala/contracts/leaderboard-rules";
import { desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ensureHandle } from "../../platform/auth/handles.js";
import { finscoreLedger, learnerStats } from "../../platform/db/schema.js";
import { errorResponses, notFound } from "../../platform/http/errors.js";
import { assertBodyIdentity } from "../../platform/http/identity.js";
import { HomeService, loadStanding, toLogEntry } from "./home-data.js";
import { Leaderboards, type Standing } from "./leaderboards.js";

const errors = errorResponses(400, 401, 403, 404);

/** The learner's home: dashboard data, FinScore history, leaderboard and the feedback prompt. */
export async function registerHomeRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const boards = new Leaderboards(app.db, app.config.LEADERBOARD_CACHE_SECONDS * 1000);
  const home = new HomeService(app.db, app.courseContent, boards, app.contentChanges);

  app.post(
    "/home/getdata",
    {
      config: { access: "user" },
      schema: {
        summary: "Everything the learner's home page shows, in one call",
        body: homeDataBodySchema.optional(),
        response: { 200: homeDataSchema, ...errors },
      },
    },
    async (request) => {
      assertBodyIdentity(request);
      const data = await home.homeData(request.user!.id, request.sessionId, app.clock.now(), request.locale);
      if (!data) throw notFound("This account does not exist.");
      return data;
    },
  );

  app.post(
    "/home/finscorelog",
    {
      config: { access: "user" },
      schema: {
        summary: "The learner's FinScore changes, newest first, paged (limit, offset)",
        body: finScoreLogBodySchema.optional(),
        response: { 200: z.array(finScoreLogEntrySchema), ...errors },
      },
    },
    async (request) => {
      assertBodyIdentity(request);
      const { limit, offset } = finScoreLogBodySchema.parse(request.body ?? {});
      const rows = await app.db
        .select({
          description: finscoreLedger.description,
          change: finscoreLedger.change,
          created_at: finscoreLedger.createdAt,
          source_key: finscoreLedger.sourceKey,
        })
        .from(finscoreLedger)
        .where(eq(finscoreLedger.userId, request.user!.id))
        .orderBy(desc(finscoreLedger.createdAt), desc(finscoreLedger.id))
        .limit(limit)
        .offset(offset);
      return rows.map(toLogEntry);
    },
  );

  app.get(
    "/home/leaderboard",
    {
      config: { access: "user" },
      schema: {
        summary: "The top learners by FinScore (all time, or gained this week), and where the asker stands",
        description:
          "Entries carry a display name, handle, uploaded picture, score and rank only: never an email or account id. Ties share a rank.",
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardSchema, ...errors },
      },
    },
    async (request) => {
      const now = app.clock.now();
      const learner = await loadStanding(app.db, request.user!.id);
      if (!learner) throw notFound("This account does not exist.");
      const thisWeek = weekStart(indiaDay(now));
      const board = request.query.board;
      const me: Standing = {
        userId: request.user!.id,
        learnerNumber: learner.learner_number ?? 0,
        name: learner.name,
        handle: learner.handle ?? (await ensureHandle(app.db, request.user!.id)) ?? "",
        picture: learner.picture,
        score:
          board === "all"
            ? (learner.fin_score ?? 0)
            : learner.week_start === thisWeek
              ? (learner.week_score ?? 0)
              : 0,
        hidden: learner.leaderboard_hidden ?? false,
      };
      return boards.board(board, me, now, request.locale);
    },
  );

  app.post(
    "/home/leaderboard/visibility",
    {
      config: { access: "user" },
      schema: {
        summary: "Hide the learner from the leaderboard, or show them again (they always see their own rank)",
        body: leaderboardVisibilityBodySchema,
        response: { 200: leaderboardVisibilitySchema, ...errors },
      },
    },
    async (request) => {
      const { hidden } = request.body;
      await app.db
        .insert(learnerStats)
        .values({ userId: request.user!.id, leaderboardHidden: hidden })
        .onConflictDoUpdate({
          target: learnerStats.userId,
          set: { leaderboardHidden: hidden, updatedAt: sql`now()` },
        });
      return { hidden };
    },
  );

  app.post(
    "/home/feedback/dismiss",
    {
      config: { access: "user" },
      schema: {
        summary: "Cancel on the feedback prompt: it stays away for 30 days",
        body: homeDataBodySchema.optional(),
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      assertBodyIdentity(request);
      const now = app.clock.now();
      await app.db
        .insert(learnerStats)
        .values({ userId: request.user!.id, feedbackDismissedAt: now })
        .onConflictDoUpdate({ target: learnerStats.userId, set: { feedbackDismissedAt: now } });
      return { ok: true as const };
    },
  );
}
