import { and, eq, lt, or } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import * as client from "openid-client";
import type { Config } from "../../platform/config.js";
import type { Db } from "../../platform/db/client.js";
import { oidcLogins, users } from "../../platform/db/schema.js";

const LOGIN_TTL_MS = 10 * 60 * 1000;

export class OidcError extends Error {}

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
  ) {}

  get enabled(): boolean {
    return Boolean(this.config.OIDC_ISSUER && this.config.OIDC_CLIENT_ID);
  }

  /** Discovery is lazy and retried after a failure, so the app starts even while the issuer is down. */
  private issuer(): Promise<client.Configuration> {
    const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_ALLOW_INSECURE } = this.config;
    if (!OIDC_ISSUER || !OIDC_CLIENT_ID)
      throw new OidcError("Sign-in with an identity provider is not set up.");
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

  async authorizationUrl(popup: boolean): Promise<URL> {
    const issuer = await this.issuer();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const codeVerifier = client.randomPKCECodeVerifier();
    await this.db.delete(oidcLogins).where(lt(oidcLogins.createdAt, new Date(Date.now() - LOGIN_TTL_MS)));
    await this.db.insert(oidcLogins).values({ state, nonce, codeVerifier, popup });
    return client.buildAuthorizationUrl(issuer, {
      redirect_uri: this.redirectUri,
      scope: "openid email profile",
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: "S256",
      state,
      nonce,
    });
  }

  /** Finishes the flow: returns the linked or created user and whether the login began in a popup. */
  async finish(callbackUrl: URL): Promise<{ user: UserRow; popup: boolean }> {
    const state = callbackUrl.searchParams.get("state");
    if (!state) throw new OidcError("The sign-in response was missing its state. Please try again.");
    const [login] = await this.db.delete(oidcLogins).where(eq(oidcLogins.state, state)).returning();
    if (!login || login.createdAt.getTime() < Date.now() - LOGIN_TTL_MS) {
      throw new OidcError("This sign-in attempt has expired or was already used. Please try again.");
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
      throw new OidcError("The identity provider did not confirm this sign-in. Please try again.");
    }
    if (!claims) throw new OidcError("The identity provider sent no identity.");
    let profile: Record<string, unknown> = { ...claims };
    if (typeof profile.email !== "string") {
      const info = await client.fetchUserInfo(issuer, accessToken, claims.sub);
      profile = { ...info, ...profile };
    }
    const email = typeof profile.email === "string" ? profile.email.trim().toLowerCase() : "";
    if (!email) throw new OidcError("The identity provider did not share an email address.");
    if (profile.email_verified !== true) {
      throw new OidcError("Your email address is not verified with the identity provider.");
    }
    const user = await this.linkUser({
      issuer: issuer.serverMetadata().issuer,
      subject: claims.sub,
      email,
      name:
        typeof profile.name === "string" && profile.name.trim() ? profile.name.trim() : email.split("@")[0]!,
      picture: typeof profile.picture === "string" ? profile.picture : null,
      role: roleFromClaim(profile[this.config.OIDC_ROLES_CLAIM]),
    });
    return { user, popup: login.popup };
  }

  /** Links by issuer + subject, else by verified email; creates the account when neither exists. */
  private async linkUser(p: {
    issuer: string;
    subject: string;
    email: string;
    name: string;
    picture: string | null;
    role: UserRow["role"] | undefined;
  }): Promise<UserRow> {
    const [existing] = await this.db
      .select()
      .from(users)
      .where(
        or(and(eq(users.oidcIssuer, p.issuer), eq(users.oidcSubject, p.subject)), eq(users.email, p.email)),
      )
      .limit(1);
    const role = p.role ?? (this.config.ADMIN_EMAILS.includes(p.email) ? "Admin" : undefined);
    if (existing) {
      const [updated] = await this.db
        .update(users)
        .set({
          oidcIssuer: p.issuer,
          oidcSubject: p.subject,
          picture: p.picture ?? existing.picture,
          ...(role ? { role } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, existing.id))
        .returning();
      return updated!;
    }
    const [created] = await this.db
      .insert(users)
      .values({
        email: p.email,
        name: p.name.slice(0, 80),
        picture: p.picture,
        oidcIssuer: p.issuer,
        oidcSubject: p.subject,
        role: role ?? "Learner",
      })
      .returning();
    return created!;
  }
}

/** The spec's roles claim: a list whose first entry is the role. Absent means "leave the role alone". */
export function roleFromClaim(value: unknown): UserRow["role"] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value[0] === "Admin" ? "Admin" : "Learner";
}
