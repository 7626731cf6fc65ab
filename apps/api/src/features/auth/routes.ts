import type { AgeBand } from "@arthshala/contracts/age-bands";
import {
  authMessages,
  authResponseSchema,
  forgotPasswordBodySchema,
  meSchema,
  messageSchema,
  providersSchema,
  resetPasswordBodySchema,
  type SignInErrorCode,
  sessionSchema,
  signInBodySchema,
  signUpBodySchema,
  verifyEmailBodySchema,
} from "@arthshala/contracts/auth";
import { safeReturnPath } from "@arthshala/contracts/auth-client";
import { apiErrorSchema } from "@arthshala/contracts/errors";
import { singleLineText } from "@arthshala/contracts/text";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { PasswordAttempts } from "../../platform/auth/password-attempts.js";
import { AuthThrottle } from "../../platform/auth/throttle.js";
import { guardianConsents } from "../../platform/db/schema.js";
import { guardianState } from "../../platform/guardian/state.js";
import { unauthorized } from "../../platform/http/errors.js";
import { publicOrigin } from "../../platform/http/origin.js";
import { localizeMessage } from "../../platform/i18n/localize.js";
import { GuardianService } from "../guardian/service.js";
import { EmailVerifier } from "./email-verification.js";
import { LOGIN_TTL_MS, OidcError, OidcService } from "./oidc.js";
import { AuthService, toMe } from "./service.js";
import { recordSignUpLanguage, signUpLanguage } from "./signup-language.js";

export async function registerAuthRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const origin = publicOrigin(app.config);
  const throttle = new AuthThrottle(app.db);
  const attempts = new PasswordAttempts(app.db, app.config);
  const verifier = new EmailVerifier(app.db, app.mailQueue, throttle, origin);
  const auth = new AuthService(
    app.db,
    app.config,
    app.mailQueue,
    throttle,
    attempts,
    verifier,
    origin,
    app.storage,
  );
  const guardians = new GuardianService(app);
  /** The profile of an account row just signed in: its guardian's consent read with it. */
  const profileOf = async (user: Parameters<typeof toMe>[0] & { id: string; ageBand: AgeBand | null }) => {
    const [consent] = await app.db
      .select()
      .from(guardianConsents)
      .where(eq(guardianConsents.userId, user.id));
    return toMe(user, guardianState(user.ageBand, consent ?? null));
  };
  const oidc = new OidcService(app.db, app.config, `${origin}/api/auth/oidc/callback`, app.log, app.storage);
  // The OIDC attempt in flight in this browser (its state, and the page to return to), for the 10 minutes
  // an attempt lives.
  const secure = app.config.PUBLIC_URL?.startsWith("https://") ?? false;
  const oidcCookie = {
    name: secure ? "__Secure-arthshala_oidc" : "arthshala_oidc",
    options: { httpOnly: true, sameSite: "lax", secure, path: "/api/auth/oidc" } as const,
  };
  // Per client address, so one person trying passwords can't lock others out. Each route counts on its
  // own (the store keys by route): sign-in's budget is not sign-up's or reset's.
  const limited = { max: app.config.AUTH_RATE_LIMIT, timeWindow: "10 minutes" };

  app.post(
    "/auth/signup",
    {
      config: { access: "public", rateLimit: limited },
      schema: {
        summary: "Create a local account and sign in",
        body: signUpBodySchema,
        response: { 201: authResponseSchema, 409: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { age_band: ageBand = null, guardian_email: guardianEmail } = request.body;
      // Under 18 (DPDP Act s.9): the guardian is mailed a consent link in the account's own transaction,
      // and nothing is saved meanwhile, the newsletter box included.
      const minor = ageBand === "under-18" && guardianEmail !== undefined;
      if (minor) await guardians.takeMailSlots(null, guardianEmail);
      const user = await auth.signUp({
        ...request.body,
        newsletter: minor ? false : request.body.newsletter,
        language: signUpLanguage(request),
        ageBand,
        alsoInTransaction: minor
          ? (tx, made) => guardians.ask(tx, made, guardianEmail, { hide: false })
          : undefined,
      });
      await attempts.remember(request, reply, user);
      await app.sessions.start(reply, user.id, request.headers["user-agent"], { firstVisit: true });
      return reply.code(201).send({ user: await profileOf(user) });
    },
  );

  app.post(
    "/auth/signin",
    {
      config: { access: "public", rateLimit: limited },
      schema: {
        summary: "Sign in with email and password",
        body: signInBodySchema,
        response: { 200: authResponseSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await auth.signIn(request, request.body.email, request.body.password);
      // This browser is now a known device of the account: attacks from elsewhere cannot lock it out.
      await attempts.remember(request, reply, user);
      // Signing in may have applied ADMIN_EMAILS to the account's role.
      app.sessions.forgetUser(user.id);
      if (request.sessionId !== null) await app.sessions.end(request, reply);
      await app.sessions.start(reply, user.id, request.headers["user-agent"]);
      return { user: await profileOf(user) };
    },
  );

  app.post(
    "/auth/signout",
    { config: { access: "public" }, schema: { summary: "End this session" } },
    async (request, reply) => {
      await app.sessions.end(request, reply);
      return reply.code(204).send();
    },
  );

  app.get(
    "/auth/me",
    {
      config: { access: "user" },
      schema: { summary: "The signed-in user's profile", response: { 200: meSchema, 401: apiErrorSchema } },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      return toMe(request.user);
    },
  );

  app.get(
    "/auth/session",
    {
      config: { access: "public", personal: true },
      schema: {
        summary:
          "Who is signed in: the profile, or null for a visitor (200 either way, so pages log no error)",
        response: { 200: sessionSchema },
      },
    },
    async (request) => ({ user: request.user ? toMe(request.user) : null }),
  );

  app.get(
    "/auth/providers",
    {
      config: { access: "public" },
      schema: { summary: "Which sign-in methods are available", response: { 200: providersSchema } },
    },
    async () => ({ oidc: oidc.enabled }),
  );

  app.post(
    "/auth/password/forgot",
    {
      config: { access: "public", rateLimit: limited },
      schema: {
        summary: "Mail a password-reset link (same answer whether or not the account exists)",
        body: forgotPasswordBodySchema,
        response: { 202: messageSchema },
      },
    },
    async (request, reply) => {
      // Answer first: the lookup and the mail happen after, so known and unknown emails look alike.
      const { email } = request.body;
      app.background.run("password reset request", () => auth.requestPasswordReset(email));
      return reply.code(202).send({ message: localizeMessage(authMessages.resetRequested, request.locale) });
    },
  );

  app.post(
    "/auth/password/reset",
    {
      config: { access: "public", oneTimeLink: true, rateLimit: limited },
      schema: {
        summary: "Set a new password with a reset link's token; ends all of the user's sessions",
        body: resetPasswordBodySchema,
        response: { 200: messageSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await auth.resetPassword(request.body.token, request.body.password);
      await app.sessions.endAllForUser(user.id);
      // The browser that proved the mailbox gets in, even while the account is under attack.
      await attempts.remember(request, reply, user);
      return { message: localizeMessage(authMessages.resetDone, request.locale) };
    },
  );

  app.post(
    "/auth/email/verify",
    {
      config: { access: "public", oneTimeLink: true, rateLimit: limited },
      schema: {
        summary: "Confirm an email address with the link's token (single use, 24 hours)",
        body: verifyEmailBodySchema,
        response: { 200: messageSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const { userId } = await verifier.verify(request.body.token);
      await auth.applyAdminList(userId);
      app.sessions.forgetUser(userId);
      return { message: localizeMessage(authMessages.verifyDone, request.locale) };
    },
  );

  app.post(
    "/auth/email/resend",
    {
      config: { access: "user", rateLimit: limited },
      schema: {
        summary: "Mail a new confirmation link to the signed-in user (3 an hour)",
        response: { 202: messageSchema, 409: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await verifier.resend(request.user!);
      return reply.code(202).send({ message: localizeMessage(authMessages.verifySent, request.locale) });
    },
  );

  app.get(
    "/auth/oidc/login",
    {
      config: { access: "public", rateLimit: limited },
      schema: {
        summary: "Start sign-in with the configured OpenID Connect issuer",
        querystring: z.object({
          popup: z.enum(["1", "0"]).optional(),
          // Where a same-page sign-in returns to: a path on this site; anything else is ignored (home).
          // A control character is refused outright (400), as in every other string the API takes.
          next: singleLineText().max(2000).optional(),
        }),
      },
    },
    async (request, reply) => {
      const popup = request.query.popup === "1";
      const next = popup ? null : safeReturnPath(request.query.next);
      if (!oidc.enabled) {
        const params = new URLSearchParams(popup ? { popup: "1" } : next ? { next } : {});
        return reply.redirect(`/signin${params.size ? `?${params}` : ""}`);
      }
      try {
        const { url, state } = await oidc.authorizationUrl(popup);
        // Binds the attempt to this browser: the callback must come back to the one that started it.
        reply.setCookie(oidcCookie.name, attemptCookie(state, next), {
          ...oidcCookie.options,
          maxAge: LOGIN_TTL_MS / 1000,
        });
        return reply.redirect(url.href);
      } catch (err) {
        request.log.error({ err }, "OIDC login could not start");
        return reply.redirect(doneUrl({ error: "unavailable", next }));
      }
    },
  );

  app.get(
    "/auth/oidc/callback",
    {
      config: { access: "public", rateLimit: limited },
      schema: { summary: "Finish OpenID Connect sign-in", querystring: z.record(z.string(), z.string()) },
    },
    async (request, reply) => {
      const url = new URL(request.url, origin);
      // Used once, whatever happens next.
      const { state: browserState, next } = readAttemptCookie(request.cookies[oidcCookie.name]);
      reply.clearCookie(oidcCookie.name, oidcCookie.options);
      // Failures don't say "popup": /auth/done shows the message and tells an opener if there is one.
      // The issuer's own error text is not passed on: the page shows only the app's texts, by code.
      if (url.searchParams.get("error")) {
        request.log.info(
          { error: url.searchParams.get("error")?.slice(0, 100) },
          "OIDC sign-in not completed",
        );
        return reply.redirect(doneUrl({ error: "cancelled", next }));
      }
      try {
        const result = await oidc.finish(url, browserState);
        // It may have changed the account (role, picture) or ended its sessions.
        app.sessions.forgetUser(result.user.id);
        // An account the identity provider's sign-in has just created: this is its first visit.
        const firstVisit = Date.now() - result.user.createdAt.getTime() < 60_000;
        const language = firstVisit && result.user.language === null ? signUpLanguage(request) : null;
        // Signed up through the identity provider: their mail goes out in the language they signed up in.
        if (language) await recordSignUpLanguage(app.db, result.user.id, language);
        await app.sessions.start(reply, result.user.id, request.headers["user-agent"], { firstVisit });
        return reply.redirect(doneUrl({ popup: result.popup, next }));
      } catch (err) {
        if (!(err instanceof OidcError)) request.log.error({ err }, "OIDC callback failed");
        return reply.redirect(doneUrl({ error: err instanceof OidcError ? err.code : "failed", next }));
      }
    },
  );
}

/**
 * The SPA page that tells the opener (popup) or, on the same page, goes back to `next` (or home); errors
 * travel as codes. `next` is checked again here: the cookie it came in is the browser's to change.
 */
function doneUrl({
  popup = false,
  error,
  next,
}: {
  popup?: boolean;
  error?: SignInErrorCode;
  next?: string | null;
}): string {
  const params = new URLSearchParams();
  if (popup) params.set("popup", "1");
  if (error) params.set("error", error);
  const back = safeReturnPath(next);
  if (back && !popup) params.set("next", back);
  const q = params.toString();
  return `/auth/done${q ? `?${q}` : ""}`;
}

/** The attempt cookie's value: the state, then the page to return to after "~" (states are base64url). */
function attemptCookie(state: string, next: string | null): string {
  return next ? `${state}~${next}` : state;
}

function readAttemptCookie(value: string | undefined): { state: string | undefined; next: string | null } {
  if (!value) return { state: undefined, next: null };
  const cut = value.indexOf("~");
  if (cut < 0) return { state: value, next: null };
  return { state: value.slice(0, cut), next: safeReturnPath(value.slice(cut + 1)) };
}
