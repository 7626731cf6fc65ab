import {
  classMessages,
  emailBodySchema,
  facilitatorsSchema,
  organisationIdParam,
  organisationPeopleSchema,
  organisationPersonParam,
  userIdParam,
} from "@arthshala/contracts/classes";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../platform/db/client.js";
import { organisationMembers, users } from "../../platform/db/schema.js";
import { AppError, errorResponses, notFound } from "../../platform/http/errors.js";
import { organisationPeople, rows, runsOrganisation } from "./service.js";

const errors = errorResponses(400, 401, 403, 404, 409);

/** The account with this email (stored lower-cased, as sign-up writes it), or a 404 that says what to do. */
async function accountByEmail(db: Db, email: string) {
  const [found] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  if (!found) throw notFound(classMessages.noAccount);
  return found;
}

async function facilitatorList(db: Db) {
  const list = await rows<{ userId: string; name: string; email: string; organisations: number }>(
    db,
    sql`select u.id as "userId", u.name, u.email,
        (select count(*)::int from organisation_members m where m.user_id = u.id) as organisations
        from users u where u.role = 'Facilitator' order by lower(u.name), u.email`,
  );
  return {
    facilitators: list.map((f) => ({
      user_id: f.userId,
      name: f.name,
      email: f.email,
      organisations: f.organisations,
    })),
  };
}

/**
 * Who may run classes. An Admin grants or removes the Facilitator role by email; an organisation's owner
 * adds a person to their organisation by email (making a Learner a Facilitator) and removes them. No
 * account is ever made here: an unknown email is a 404 that asks for a sign-up first. Role changes take
 * effect on the next request (the session cache forgets the account here, and on other instances by
 * the users table's NOTIFY).
 */
export async function registerFacilitatorRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  const makeFacilitator = async (userId: string) => {
    await app.db
      .update(users)
      .set({ role: "Facilitator", updatedAt: app.clock.now() })
      .where(and(eq(users.id, userId), eq(users.role, "Learner")));
    app.sessions.forgetUser(userId);
  };

  app.get(
    "/admin/facilitators",
    {
      config: { access: "admin" },
      schema: {
        summary: "Every account with the Facilitator role (admin)",
        response: { 200: facilitatorsSchema, ...errors },
      },
    },
    async () => facilitatorList(app.db),
  );

  app.post(
    "/admin/facilitators",
    {
      config: { access: "admin" },
      schema: {
        summary: "Give an existing account the Facilitator role, by its email (admin)",
        body: emailBodySchema,
        response: { 200: facilitatorsSchema, ...errors },
      },
    },
    async (request) => {
      const account = await accountByEmail(app.db, request.body.email);
      if (account.role === "Admin") throw new AppError(409, classMessages.alreadyAdmin);
      await makeFacilitator(account.id);
      return facilitatorList(app.db);
    },
  );

  app.delete(
    "/admin/facilitators/:userId",
    {
      config: { access: "admin" },
      schema: {
        summary:
          "Take the Facilitator role back (admin): the account becomes a Learner; its organisations keep it listed",
        params: userIdParam,
        response: { 200: facilitatorsSchema, ...errors },
      },
    },
    async (request) => {
      const changed = await app.db
        .update(users)
        .set({ role: "Learner", updatedAt: app.clock.now() })
        .where(and(eq(users.id, request.params.userId), eq(users.role, "Facilitator")))
        .returning({ id: users.id });
      if (changed.length === 0) throw notFound(classMessages.notFacilitator);
      app.sessions.forgetUser(request.params.userId);
      return facilitatorList(app.db);
    },
  );

  app.get(
    "/organisations/:organisationId/facilitators",
    {
      config: { access: "facilitator" },
      schema: {
        summary: "Who runs the organisation: its owners and facilitators, with their emails",
        params: organisationIdParam,
        response: { 200: organisationPeopleSchema, ...errors },
      },
    },
    async (request) => {
      await runsOrganisation(app.db, request.user!, request.params.organisationId);
      return organisationPeople(app.db, request.params.organisationId);
    },
  );

  app.post(
    "/organisations/:organisationId/facilitators",
    {
      config: { access: "facilitator" },
      schema: {
        summary:
          "Add an existing account to the organisation as a facilitator, by email (its owner); a Learner becomes a Facilitator",
        params: organisationIdParam,
        body: emailBodySchema,
        response: { 200: organisationPeopleSchema, ...errors },
      },
    },
    async (request) => {
      const { organisationId } = request.params;
      await runsOrganisation(app.db, request.user!, organisationId, "owner");
      const account = await accountByEmail(app.db, request.body.email);
      await makeFacilitator(account.id);
      // Someone already in it (an owner included) keeps their place.
      await app.db
        .insert(organisationMembers)
        .values({ organisationId, userId: account.id, role: "facilitator" })
        .onConflictDoNothing();
      return organisationPeople(app.db, organisationId);
    },
  );

  app.delete(
    "/organisations/:organisationId/facilitators/:userId",
    {
      config: { access: "facilitator" },
      schema: {
        summary: "Remove a facilitator from the organisation (its owner); their role stays as it is",
        params: organisationPersonParam,
        response: { 200: organisationPeopleSchema, ...errors },
      },
    },
    async (request) => {
      const { organisationId, userId } = request.params;
      await runsOrganisation(app.db, request.user!, organisationId, "owner");
      const [member] = await app.db
        .select({ role: organisationMembers.role })
        .from(organisationMembers)
        .where(
          and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.userId, userId)),
        );
      if (!member) throw notFound(classMessages.notMember);
      if (member.role === "owner") throw new AppError(409, classMessages.ownerStays);
      await app.db
        .delete(organisationMembers)
        .where(
          and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.userId, userId)),
        );
      return organisationPeople(app.db, organisationId);
    },
  );
}
