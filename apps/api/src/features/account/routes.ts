import {
  accountMessages,
  accountPatchBodySchema,
  accountSchema,
  changePasswordBodySchema,
  deleteAccountBodySchema,
  preferencesBodySchema,
  profileBodySchema,
  sessionIdParam,
  sessionSchema,
} from "@arthshala/contracts/account";
import type { AgeBand } from "@arthshala/contracts/age-bands";
import { guardianEmailProblem, guardianMessages } from "@arthshala/contracts/guardian-rules";
import { handleMessages, handleProblem, normaliseHandle } from "@arthshala/contracts/handles";
import { isLocale } from "@arthshala/contracts/locales";
import { and, eq, ne } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ensureHandle } from "../../platform/auth/handles.js";
import { PasswordAttempts } from "../../platform/auth/password-attempts.js";
import { passwordProblem } from "../../platform/auth/password-rules.js";
import { hashPassword } from "../../platform/auth/passwords.js";
import type { SessionUser } from "../../platform/auth/session-user.js";
import { isUniqueViolation } from "../../platform/db/errors.js";
import { learnerStats, sessions, users } from "../../platform/db/schema.js";
import { AppError, badRequest, errorResponses, fieldError, notFound } from "../../platform/http/errors.js";
import { MULTIPART_FORM, readMultipartForm } from "../../platform/http/multipart-form.js";
import { describeDevice } from "../../platform/http/user-agent.js";
import { localizeMessage } from "../../platform/i18n/localize.js";
import { mailLanguage } from "../../platform/mail/compose.js";
import "../../platform/guardian/asker.js";
import { eraseLearner, exportLearnerData } from "./data-rights.js";
import { accountDeletedMail } from "./mails.js";

const errors = errorResponses(400, 401, 403, 404, 413, 415);
/** Deleting an account without a password needs a sign-in this recent. */
const FRESH_SIGN_IN_MS = 10 * 60 * 1000;
const me = (request: FastifyRequest) => request.user as { id: string; email: string };

/** The learner's own account (/account). Every call acts on the session's user and nobody else. */
export async function registerAccountRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const user = { access: "user" as const };
  // Re-authentication counts with sign-in failures: the same throttle, the same 429.
  const attempts = new PasswordAttempts(app.db, app.config);

  const loadAccount = async (userId: string) => {
    const [row] = await app.db
      .select({ user: users, hidden: learnerStats.leaderboardHidden })
      .from(users)
      .leftJoin(learnerStats, eq(learnerStats.userId, users.id))
      .where(eq(users.id, userId));
    if (!row) throw notFound("This account does not exist.");
    const u = row.user;
    return {
      name: u.name,
      email: u.email,
      email_verified: u.emailVerifiedAt !== null,
      picture: u.picture,
      has_password: u.passwordHash !== null,
      oidc_linked: u.oidcSubject !== null,
      product_mail: u.productMail,
      language: isLocale(u.language) ? u.language : null,
      leaderboard_hidden: row.hidden ?? false,
      // An account from before handles gets its own the first time it is asked for.
      handle: u.handle ?? (await ensureHandle(app.db, userId)) ?? "",
      age_band: u.ageBand ?? null,
      created_at: u.createdAt.toISOString(),
    };
  };

  /**
   * The age band (issue 40). Once a guardian has been asked, the learner cannot change it: moving to an
   * adult band would skip the consent, and a guardian who consented keeps their say until our team,
   * asked through the contact form, changes it (say, on the learner's 18th birthday). An adult who says
   * they are under 18 names their guardian in the same request, and the account saves nothing until
   * the guardian confirms.
   */
  const changeAgeBand = async (user: SessionUser, band: AgeBand, guardianEmail: string | undefined) => {
    if (band === user.ageBand) return;
    if (user.ageBand === "under-18" && user.guardian?.status !== "needed")
      throw new AppError(403, guardianMessages.bandLocked);
    if (band !== "under-18") {
      await app.db
        .update(users)
        .set({ ageBand: band, updatedAt: app.clock.now() })
        .where(eq(users.id, user.id));
      app.sessions.forgetUser(user.id);
      return;
    }
    const problem = guardianEmailProblem({ age_band: band, guardian_email: guardianEmail }, user.email);
    if (problem || !guardianEmail)
      throw fieldError("guardian_email", problem ?? guardianMessages.emailRequired);
    await app.guardianAsker.takeMailSlots(user.email, guardianEmail);
    await app.db.transaction(async (tx) => {
      await tx.update(users).set({ ageBand: band, updatedAt: app.clock.now() }).where(eq(users.id, user.id));
      await app.guardianAsker.ask(tx, user, guardianEmail, { hide: true });
    });
    app.mailQueue.worker.kick();
    app.sessions.forgetUser(user.id);
  };

  app.get(
    "/account",
    {
      config: user,
      schema: { summary: "The learner's own account", response: { 200: accountSchema, ...errors } },
    },
    async (request) => loadAccount(me(request).id),
  );

  app.patch(
    "/account",
    {
      config: user,
      schema: {
        summary:
          "Change the learner's leaderboard handle (3–20 lowercase letters, digits, - and _; unique) or age band (under 18: with guardian_email, who is asked to consent)",
        body: accountPatchBodySchema,
        response: { 200: accountSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const { id, email } = me(request);
      if (request.body.handle !== undefined) {
        const handle = normaliseHandle(request.body.handle);
        const problem = handleProblem(handle, email);
        if (problem) throw fieldError("handle", problem);
        try {
          // Only the session's own row; the unique index on lower(handle) settles who holds a handle.
          await app.db.update(users).set({ handle, updatedAt: app.clock.now() }).where(eq(users.id, id));
        } catch (err) {
          if (isUniqueViolation(err)) throw new AppError(409, handleMessages.taken, "Conflict", "handle");
          throw err;
        }
      }
      if (request.body.age_band !== undefined) {
        await changeAgeBand(request.user as SessionUser, request.body.age_band, request.body.guardian_email);
      }
      return loadAccount(id);
    },
  );

  app.put(
    "/account/profile",
    {
      config: user,
      schema: {
        summary: "Change the learner's name",
        body: profileBodySchema,
        response: { 200: accountSchema, ...errors },
      },
    },
    async (request) => {
      await app.db
        .update(users)
        .set({ name: request.body.name, updatedAt: app.clock.now() })
        .where(eq(users.id, me(request).id));
      app.sessions.forgetUser(me(request).id);
      return loadAccount(me(request).id);
    },
  );

  app.post(
    "/account/picture",
    {
      config: user,
      schema: {
        summary: "Upload a profile picture (multipart/form-data: picture, an image up to 5 MB)",
        consumes: MULTIPART_FORM,
        response: { 200: accountSchema, ...errors },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, app.storage, { picture: "image" });
      const picture = form.files.picture;
      if (!picture) throw badRequest("picture: Choose an image.");
      const [before] = await app.db
        .select({ picture: users.picture })
        .from(users)
        .where(eq(users.id, me(request).id));
      await app.db
        .update(users)
        .set({ picture: picture.url, updatedAt: app.clock.now() })
        .where(eq(users.id, me(request).id));
      app.sessions.forgetUser(me(request).id);
      if (before?.picture?.startsWith("/uploads/")) await app.storage.remove(before.picture);
      return loadAccount(me(request).id);
    },
  );

  app.delete(
    "/account/picture",
    {
      config: user,
      schema: {
        summary: "Remove the profile picture (the drawn avatar shows instead)",
        response: { 200: accountSchema, ...errors },
      },
    },
    async (request) => {
      const [before] = await app.db
        .select({ picture: users.picture })
        .from(users)
        .where(eq(users.id, me(request).id));
      await app.db
        .update(users)
        .set({ picture: null, updatedAt: app.clock.now() })
        .where(eq(users.id, me(request).id));
      app.sessions.forgetUser(me(request).id);
      if (before?.picture?.startsWith("/uploads/")) await app.storage.remove(before.picture);
      return loadAccount(me(request).id);
    },
  );

  app.post(
    "/account/password",
    {
      config: user,
      schema: {
        summary:
          "Change the password (current one required), or add one to an identity-provider account; other sessions end",
        body: changePasswordBodySchema,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const { id, email } = me(request);
      const [row] = await app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id));
      const hadPassword = Boolean(row?.hash);
      if (
        hadPassword &&
        !(await attempts.check(
          request,
          email,
          { passwordHash: row?.hash ?? null },
          request.body.current_password ?? "",
        ))
      ) {
        throw fieldError("current_password", accountMessages.wrongPassword);
      }
      const problem = passwordProblem(request.body.new_password, { email, name: request.user?.name });
      if (problem) throw fieldError("new_password", problem);
      const passwordHash = await hashPassword(request.body.new_password);
      await app.db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: app.clock.now() }).where(eq(users.id, id));
        // Whoever knew the old password is signed out everywhere else; this device stays signed in.
        await tx
          .delete(sessions)
          .where(and(eq(sessions.userId, id), ne(sessions.id, request.sessionId ?? 0)));
      });
      app.sessions.forgetUser(id);
      // The new password retires every known device; this one stays known.
      await attempts.remember(request, reply, { email, passwordHash });
      const done = hadPassword ? accountMessages.passwordChanged : accountMessages.passwordAdded;
      return { message: localizeMessage(done, request.locale) };
    },
  );

  app.get(
    "/account/sessions",
    {
      config: user,
      schema: {
        summary: "Where the learner is signed in",
        response: { 200: z.array(sessionSchema), ...errors },
      },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, me(request).id))
        .orderBy(sessions.lastSeenAt);
      return rows.reverse().map((s) => ({
        id: s.id,
        device: describeDevice(s.userAgent),
        signed_in_at: s.createdAt.toISOString(),
        last_seen_at: s.lastSeenAt.toISOString(),
        current: s.id === request.sessionId,
      }));
    },
  );

  app.post(
    "/account/sessions/:id/revoke",
    {
      config: user,
      schema: {
        summary: "Sign out one of the learner's sessions",
        params: sessionIdParam,
        response: { 200: z.object({ revoked: z.number() }), ...errors },
      },
    },
    async (request) => {
      const gone = await app.db
        .delete(sessions)
        .where(and(eq(sessions.id, request.params.id), eq(sessions.userId, me(request).id)))
        .returning({ id: sessions.id });
      if (gone.length === 0) throw notFound("No such session.");
      app.sessions.forgetUser(me(request).id);
      return { revoked: gone.length };
    },
  );

  app.post(
    "/account/sessions/revoke-others",
    {
      config: user,
      schema: {
        summary: "Sign out every session but this one",
        response: { 200: z.object({ revoked: z.number() }), ...errors },
      },
    },
    async (request) => {
      const gone = await app.db
        .delete(sessions)
        .where(and(eq(sessions.userId, me(request).id), ne(sessions.id, request.sessionId ?? 0)))
        .returning({ id: sessions.id });
      app.sessions.forgetUser(me(request).id);
      return { revoked: gone.length };
    },
  );

  app.put(
    "/account/preferences",
    {
      config: user,
      schema: {
        summary: "Product mail: emails about the learner's own activity (a budget gone over)",
        body: preferencesBodySchema,
        response: { 200: accountSchema, ...errors },
      },
    },
    async (request) => {
      const { product_mail, language } = request.body;
      await app.db
        .update(users)
        .set({
          ...(product_mail === undefined ? {} : { productMail: product_mail }),
          ...(language ? { language } : {}),
        })
        .where(eq(users.id, me(request).id));
      app.sessions.forgetUser(me(request).id);
      return loadAccount(me(request).id);
    },
  );

  app.get(
    "/account/export",
    {
      config: user,
      schema: {
        summary: "Download everything stored about the learner, as one JSON file",
        description: "application/json attachment with one section per table",
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const data = await exportLearnerData(app.db, me(request).id, now);
      return reply
        .header("content-type", "application/json; charset=utf-8")
        .header(
          "content-disposition",
          `attachment; filename="arthshala-my-data-${now.toISOString().slice(0, 10)}.json"`,
        )
        .header("cache-control", "no-store")
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.post(
    "/account/delete",
    {
      config: user,
      schema: {
        summary:
          "Delete the account and erase or anonymise the learner's personal data (password, or a fresh sign-in)",
        body: deleteAccountBodySchema,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const { id, email } = me(request);
      const [row] = await app.db
        .select({
          hash: users.passwordHash,
          name: users.name,
          verifiedAt: users.emailVerifiedAt,
          language: users.language,
        })
        .from(users)
        .where(eq(users.id, id));
      if (row?.hash) {
        if (
          !(await attempts.check(request, email, { passwordHash: row.hash }, request.body.password ?? ""))
        ) {
          throw fieldError("password", accountMessages.wrongPassword);
        }
      } else {
        const [current] = await app.db
          .select({ at: sessions.createdAt })
          .from(sessions)
          .where(eq(sessions.id, request.sessionId ?? 0));
        if (!current || app.clock.now().getTime() - current.at.getTime() > FRESH_SIGN_IN_MS) {
          throw new AppError(403, accountMessages.reauthenticate);
        }
      }
      const picture = await app.db.transaction(async (tx) => {
        const file = await eraseLearner(tx, id);
        await app.mailQueue.enqueue(
          "account_deleted",
          accountDeletedMail(mailLanguage(row?.language), email, row?.verifiedAt ? row.name : null),
          tx,
        );
        return file;
      });
      app.mailQueue.worker.kick();
      if (picture) await app.storage.remove(picture);
      await app.sessions.end(request, reply);
      return { message: localizeMessage(accountMessages.deleted, request.locale) };
    },
  );
}
