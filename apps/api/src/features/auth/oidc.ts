import { timingSafeEqual } from "node:crypto";
import { type SignInErrorCode, signInErrorMessages } from "@arthshala/contracts/auth";
import { isSingleLineText } from "@arthshala/contracts/text";
import { and, eq, lt } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import * as client from "openid-client";
import { ensureHandle } from "../../platform/auth/handles.js";
import type { Config } from "../../platform/config.js";
import type { Db } from "../../platform/db/client.js";
import { oidcLogins, users } from "../../platform/db/schema.js";
import { createLearnerStats } from "../../platform/rewards/learner-stats.js";
import type { UploadStorage } from "../../platform/storage/storage.js";
import { clearUnprovedWrites } from "./take-back.js";

export const LOGIN_TTL_MS = 10 * 60 * 1000;

/** A sign-in failure the person may be told about: /auth/done shows the app's own text for the code. */
export class OidcError extends Error {
  constructor(readonly code: SignInErrorCode) {
    super(signInErrorMessages[code]);
  }
}

type UserRow = typeof users.$inferSelect;

/**
 * Sign-in with any OpenID Connect issuer: authorization code + PKCE, with state and nonce kept in the
 * database (the app server is stateless) and consumed once at the callback.
 */
export class OidcService {
  private discovered: Promise<client.Configuration> | undefined;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly redirectUri: string,
    private readonly log: FastifyBaseLogger,
    /** Where a taken-back account's uploaded picture is removed from. */
    private readonly storage: Pick<UploadStorage, "remove">,
  ) {}

  get enabled(): boolean {
    return Boolean(this.config.OIDC_ISSUER && this.config.OIDC_CLIENT_ID);
  }

  /** Discovery is lazy and retried after a failure, so the app starts even while the issuer is down. */
  private issuer(): Promise<client.Configuration> {
    const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_ALLOW_INSECURE } = this.config;
    if (!OIDC_ISSUER || !OIDC_CLIENT_ID) throw new OidcError("unavailable");
    const url = new URL(OIDC_ISSUER);
    const loopback = ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
    // http:// issuers are only for a loopback test IdP or an explicit development setting.
    const insecure = url.protocol === "http:" && (loopback || OIDC_ALLOW_INSECURE);
    this.discovered ??= client
      .discovery(
        url,
        OIDC_CLIENT_ID,
        OIDC_CLIENT_SECRET,
        undefined,
        insecure ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((err) => {
        this.discovered = undefined;
        throw err;
      });
    return this.discovered;
  }

  /** The issuer's authorization URL, and the state the starting browser must hold at the callback. */
  async authorizationUrl(popup: boolean): Promise<{ url: URL; state: string }> {
    const issuer = await this.issuer();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const codeVerifier = client.randomPKCECodeVerifier();
    await this.db.delete(oidcLogins).where(lt(oidcLogins.createdAt, new Date(Date.now() - LOGIN_TTL_MS)));
    await this.db.insert(oidcLogins).values({ state, nonce, codeVerifier, popup });
    const url = client.buildAuthorizationUrl(issuer, {
      redirect_uri: this.redirectUri,
      scope: "openid email profile",
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: "S256",
      state,
      nonce,
    });
    return { url, state };
  }

  /**
   * Finishes the flow: returns the linked or created user and whether the login began in a popup.
   * `browserState` is the state the browser was given when it started (its cookie): a callback that
   * another browser started is refused before anything is used up, so nobody can sign someone else in
   * to their own account by sending them a callback link (login CSRF).
   */
  async finish(
    callbackUrl: URL,
    browserState: string | undefined,
  ): Promise<{ user: UserRow; popup: boolean }> {
    const state = callbackUrl.searchParams.get("state");
    if (!state || !browserState || !sameText(state, browserState)) throw new OidcError("expired");
    const [login] = await this.db.delete(oidcLogins).where(eq(oidcLogins.state, state)).returning();
    if (!login || login.createdAt.getTime() < Date.now() - LOGIN_TTL_MS) {
      throw new OidcError("expired");
    }
    const issuer = await this.issuer();
    let claims: client.IDToken | undefined;
    let accessToken: string;
    try {
      const tokens = await client.authorizationCodeGrant(issuer, callbackUrl, {
        pkceCodeVerifier: login.codeVerifier,
        expectedState: login.state,
        expectedNonce: login.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
      accessToken = tokens.access_token;
    } catch (err) {
      this.log.warn({ err }, "OIDC code exchange refused");
      throw new OidcError("refused");
    }
    if (!claims) throw new OidcError("refused");
    let profile: Record<string, unknown> = { ...claims };
    if (typeof profile.email !== "string") {
      const info = await client.fetchUserInfo(issuer, accessToken, claims.sub);
      profile = { ...info, ...profile };
    }
    const email = typeof profile.email === "string" ? profile.email.trim().toLowerCase() : "";
    // Claims are someone else's text: a control character would be a 500 at the database.
    if (!email || !isSingleLineText(email)) throw new OidcError("no_email");
    // Linking by email is only safe when the issuer vouches for the address.
    if (profile.email_verified !== true) throw new OidcError("email_unverified");
    const user = await this.linkUser({
      issuer: issuer.serverMetadata().issuer,
      subject: claims.sub,
      email,
      name:
        typeof profile.name === "string" && profile.name.trim() && isSingleLineText(profile.name)
          ? profile.name.trim()
          : email.split("@")[0]!,
      picture:
        typeof profile.picture === "string" && isSingleLineText(profile.picture) ? profile.picture : null,
      role: roleFromClaim(profile[this.config.OIDC_ROLES_CLAIM]),
    });
    return { user, popup: login.popup };
  }

  /**
   * Links by issuer + subject, else by the (issuer-verified) email; creates the account when neither
   * exists. Linking to an account whose address was never proved takes it back from whoever made it:
   * its password, sessions and mailed links go, and every row its holder wrote is cleared (take-back.ts)
   * (the pre-hijacking defence: someone may have signed up with this person's address first).
   */
  private async linkUser(p: {
    issuer: string;
    subject: string;
    email: string;
    name: string;
    picture: string | null;
    role: UserRow["role"] | undefined;
  }): Promise<UserRow> {
    const [bySubject] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.oidcIssuer, p.issuer), eq(users.oidcSubject, p.subject)))
      .limit(1);
    const [existing] = bySubject
      ? [bySubject]
      : await this.db.select().from(users).where(eq(users.email, p.email)).limit(1);
    const role = p.role ?? (this.config.ADMIN_EMAILS.includes(p.email) ? "Admin" : undefined);
    if (existing) {
      const takeBack = !bySubject && existing.emailVerifiedAt === null;
      let staleFiles: string[] = [];
      const linked = await this.db.transaction(async (tx) => {
        if (takeBack) {
          this.log.warn({ userId: existing.id }, "OIDC sign-in took back an unverified account");
          // Sessions, links, plans, devices, progress, profile: see take-back.ts.
          staleFiles = await clearUnprovedWrites(tx, existing, { name: p.name, picture: p.picture });
        }
        const [updated] = await tx
          .update(users)
          .set({
            oidcIssuer: p.issuer,
            oidcSubject: p.subject,
            // A take-back has set the provider's picture (or none) already.
            ...(takeBack ? {} : { picture: p.picture ?? existing.picture }),
            ...(role ? { role } : {}),
            emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
            updatedAt: new Date(),
          })
          .where(eq(users.id, existing.id))
          .returning();
        return updated!;
      });
      for (const file of staleFiles) await this.storage.remove(file);
      return linked;
    }
    const created = await this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          email: p.email,
          name: p.name.slice(0, 80),
          picture: p.picture,
          oidcIssuer: p.issuer,
          oidcSubject: p.subject,
          role: role ?? "Learner",
          emailVerifiedAt: new Date(),
        })
        .returning();
      await createLearnerStats(tx, created!.id);
      return created!;
    });
    // Made once the account exists, as at a password sign-up (platform/auth/handles.ts).
    return { ...created, handle: await ensureHandle(this.db, created.id) };
  }
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The spec's roles claim: a list whose first entry is the role. Absent means "leave the role alone". */
export function roleFromClaim(value: unknown): UserRow["role"] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value[0] === "Admin" || value[0] === "Facilitator" ? value[0] : "Learner";
}
