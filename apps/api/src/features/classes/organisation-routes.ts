import {
  classBodySchema,
  classDetailSchema,
  classesListSchema,
  organisationBodySchema,
  organisationIdParam,
  organisationPatchSchema,
  organisationSchema,
  organisationsSchema,
} from "@arthshala/contracts/classes";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { classes, organisationMembers, organisations } from "../../platform/db/schema.js";
import { errorResponses } from "../../platform/http/errors.js";
import { publicOrigin } from "../../platform/http/origin.js";
import { checkEndDay } from "./class-rules.js";
import { withFreshCode } from "./join-codes.js";
import { classDetail, classesOf, organisationsOf, runsOrganisation, type Who } from "./service.js";

const errors = errorResponses(400, 401, 403, 404);

/**
 * Organisations and the classes in them (/teach). A Facilitator or an Admin makes an organisation and
 * becomes its owner; whoever runs an organisation (its owner or a facilitator it added) makes classes in
 * it. Every id is checked against the caller's membership: another organisation's is a 404.
 */
export async function registerOrganisationRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const facilitator = { access: "facilitator" as const };

  const one = async (user: Who, organisationId: number) => {
    const [org] = await organisationsOf(app.db, user, app.clock.now(), organisationId);
    return org!;
  };

  app.get(
    "/organisations",
    {
      config: facilitator,
      schema: {
        summary: "The organisations the caller runs (all of them, for an Admin), each with its classes",
        response: { 200: organisationsSchema, ...errors },
      },
    },
    async (request) => ({ organisations: await organisationsOf(app.db, request.user!, app.clock.now()) }),
  );

  app.post(
    "/organisations",
    {
      config: facilitator,
      schema: {
        summary: "Make an organisation (school, college, employer, bank branch, NGO); the caller owns it",
        body: organisationBodySchema,
        response: { 201: organisationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const id = await app.db.transaction(async (tx) => {
        const [org] = await tx
          .insert(organisations)
          .values({ name: request.body.name, kind: request.body.kind, createdBy: user.id })
          .returning({ id: organisations.id });
        await tx
          .insert(organisationMembers)
          .values({ organisationId: org!.id, userId: user.id, role: "owner" });
        return org!.id;
      });
      return reply.code(201).send({
        id,
        name: request.body.name,
        kind: request.body.kind,
        role: "owner" as const,
        classes: [],
      });
    },
  );

  app.get(
    "/organisations/:organisationId",
    {
      config: facilitator,
      schema: {
        summary: "One organisation the caller runs, with its classes",
        params: organisationIdParam,
        response: { 200: organisationSchema, ...errors },
      },
    },
    async (request) => {
      await runsOrganisation(app.db, request.user!, request.params.organisationId);
      return one(request.user!, request.params.organisationId);
    },
  );

  app.patch(
    "/organisations/:organisationId",
    {
      config: facilitator,
      schema: {
        summary: "Rename the organisation or change its kind (its owner)",
        params: organisationIdParam,
        body: organisationPatchSchema,
        response: { 200: organisationSchema, ...errors },
      },
    },
    async (request) => {
      const { organisationId } = request.params;
      await runsOrganisation(app.db, request.user!, organisationId, "owner");
      await app.db
        .update(organisations)
        .set({ ...request.body, updatedAt: app.clock.now() })
        .where(eq(organisations.id, organisationId));
      return one(request.user!, organisationId);
    },
  );

  app.get(
    "/organisations/:organisationId/classes",
    {
      config: facilitator,
      schema: {
        summary: "The organisation's classes, live ones first",
        params: organisationIdParam,
        response: { 200: classesListSchema, ...errors },
      },
    },
    async (request) => {
      const { organisationId } = request.params;
      await runsOrganisation(app.db, request.user!, organisationId);
      return { classes: await classesOf(app.db, [organisationId], app.clock.now()) };
    },
  );

  app.post(
    "/organisations/:organisationId/classes",
    {
      config: facilitator,
      schema: {
        summary: "Make a class in the organisation: a join code is drawn for it",
        params: organisationIdParam,
        body: classBodySchema,
        response: { 201: classDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { organisationId } = request.params;
      const user = request.user!;
      const role = await runsOrganisation(app.db, user, organisationId);
      const body = request.body;
      if (body.ends_on) checkEndDay(body.ends_on, app.clock.now());
      const id = await withFreshCode(async (joinCode) => {
        const [row] = await app.db
          .insert(classes)
          .values({
            organisationId,
            name: body.name,
            language: body.language,
            joinCode,
            capacity: body.capacity ?? null,
            endsOn: body.ends_on ?? null,
            createdBy: user.id,
          })
          .returning({ id: classes.id });
        return row!.id;
      });
      return reply
        .code(201)
        .send(await classDetail(app.db, id, role, publicOrigin(app.config), app.clock.now()));
    },
  );
}
