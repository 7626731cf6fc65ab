import { eq, lt, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.js";
import type { Db } from "../db/client.js";
import { prepared } from "../db/prepared.js";
import { guardianConsents, sessions, users } from "../db/schema.js";
import { guardianState } from "../guardian/state.js";
import type { SessionCache } from "./session-cache.js";
import type { SessionUser } from "./session-user.js";
import { hashToken, newToken } from "./tokens.js";

export type { SessionUser };

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, from the session cookie only; null for visitors. */
    user: SessionUser | null;
    sessionId: number | null;
  }
}

/**
 * The one query every signed-in API request makes: prepared once per database. The guardian's consent
 * comes with it (by primary key), so the consent gate costs no query of its own; a change to it also
 * updates the users row, whose trigger tells every instance's session cache (platform/guardian).
 */
const sessionByToken = (db: Db) =>
  db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      id: users.id,
      email: users.email,
      name: users.name,
      picture: users.picture,
      role: users.role,
      emailVerifiedAt: users.emailVerifiedAt,
      language: users.language,
      ageBand: users.ageBand,
      guardianEmail: guardianConsents.guardianEmail,
      consentConfirmedAt: guardianConsents.confirmedAt,
      consentRevokedAt: guardianConsents.revokedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(guardianConsents, eq(guardianConsents.userId, users.id))
    .where(eq(sessions.tokenHash, sql.placeholder("tokenHash")))
    .limit(1)
    .prepare("session_by_token");

interface Resolved {
  sessionId: number;
  user: SessionUser;
}

/** Only write last_seen_at when it is this stale, so reads don't each cost a write. */
const TOUCH_AFTER_MS = 5 * 60 * 1000;

export class SessionManager {
  readonly cookieName: string;
  private readonly secure: boolean;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    /** Recently resolved sessions; without it every request reads its session from the database. */
    private readonly cache?: SessionCache,
  ) {
    this.secure = config.PUBLIC_URL?.startsWith("https://") ?? false;
    // __Host- binds the cookie to this exact origin; browsers accept it only with Secure.
    this.cookieName = this.secure ? "__Host-arthshala_session" : "arthshala_session";
  }

  private get idleMs() {
    return this.config.SESSION_IDLE_HOURS * 3600 * 1000;
  }

  private lastPurge = 0;

  /** Starts a new session (a new token at every sign-in) and sets the cookie. */
  async start(
    reply: FastifyReply,
    userId: string,
    userAgent?: string,
    options: { firstVisit?: boolean } = {},
  ): Promise<void> {
    // Housekeeping rides on sign-ins, at most hourly per server, so abandoned sessions don't pile up.
    if (Date.now() - this.lastPurge > 3600_000) {
      this.lastPurge = Date.now();
      await this.purgeExpired();
    }
    const { token, hash } = newToken();
    const absoluteMs = this.config.SESSION_ABSOLUTE_DAYS * 24 * 3600 * 1000;
    await this.db.insert(sessions).values({
      userId,
      tokenHash: hash,
      expiresAt: new Date(Date.now() + absoluteMs),
      userAgent: userAgent?.slice(0, 300),
      firstVisit: options.firstVisit ?? false,
    });
    reply.setCookie(this.cookieName, token, {
      httpOnly: true,
      sameSite: "lax",
      secure: this.secure,
      path: "/",
      maxAge: Math.floor(absoluteMs / 1000),
    });
  }

  /** Resolves the cookie to a user; expired or unknown tokens count as signed out. */
  async resolve(request: FastifyRequest): Promise<void> {
    request.user = null;
    request.sessionId = null;
    const token = request.cookies[this.cookieName];
    if (!token || token.length > 100) return;
    const tokenHash = hashToken(token);
    const now = Date.now();
    // A remembered session is used only until its last_seen_at needs a touch (at most 5 minutes), so
    // the touch, the idle and absolute expiries are all still decided below, by the database's row.
    const hit = this.cache?.get(tokenHash);
    if (hit && hit.expiresAt > now && now - hit.lastSeenAt <= TOUCH_AFTER_MS) {
      request.sessionId = hit.sessionId;
      request.user = hit.user;
      return;
    }
    // Parallel requests of one session (a page's calls at once) share one lookup and touch, as long
    // as nothing was forgotten since it began (a sign-out meanwhile makes later requests look again).
    const mark = this.cache?.mark();
    const pending = this.inFlight.get(tokenHash);
    const found =
      pending && mark !== undefined && pending.mark === mark
        ? await pending.lookup
        : await this.lookupShared(tokenHash, now, mark);
    if (!found) return;
    request.sessionId = found.sessionId;
    request.user = found.user;
  }

  /** Sessions being read from the database now, by token hash, with the cache's mark when they began. */
  private readonly inFlight = new Map<string, { mark: number; lookup: Promise<Resolved | null> }>();

  private lookupShared(tokenHash: string, now: number, mark: number | undefined): Promise<Resolved | null> {
    const lookup = this.lookup(tokenHash, now, mark ?? 0);
    if (mark === undefined) return lookup;
    const entry = { mark, lookup };
    this.inFlight.set(tokenHash, entry);
    const done = () => {
      if (this.inFlight.get(tokenHash) === entry) this.inFlight.delete(tokenHash);
    };
    lookup.then(done, done);
    return lookup;
  }

  /** The session's row: expired ones are deleted, stale ones touched, live ones remembered. */
  private async lookup(tokenHash: string, now: number, mark: number): Promise<Resolved | null> {
    const [row] = await prepared(this.db, sessionByToken).execute({ tokenHash });
    if (!row) return null;
    if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + this.idleMs <= now) {
      this.cache?.forgetToken(tokenHash);
      await this.db.delete(sessions).where(eq(sessions.id, row.sessionId));
      return null;
    }
    let lastSeenAt = row.lastSeenAt.getTime();
    if (now - lastSeenAt > TOUCH_AFTER_MS) {
      await this.db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.id, row.sessionId));
      lastSeenAt = now;
    }
    // Shared by every request of this session while cached: frozen so no handler can change it.
    const user: SessionUser = Object.freeze({
      id: row.id,
      email: row.email,
      name: row.name,
      picture: row.picture,
      role: row.role,
      emailVerifiedAt: row.emailVerifiedAt,
      language: row.language,
      ageBand: row.ageBand,
      guardian: guardianState(
        row.ageBand,
        row.guardianEmail === null
          ? null
          : {
              guardianEmail: row.guardianEmail,
              confirmedAt: row.consentConfirmedAt,
              revokedAt: row.consentRevokedAt,
            },
      ),
    });
    this.cache?.set(
      tokenHash,
      { sessionId: row.sessionId, expiresAt: row.expiresAt.getTime(), lastSeenAt, user },
      mark,
    );
    return { sessionId: row.sessionId, user };
  }

  /**
   * After changing a user's row or sessions outside this class: this instance stops using what it
   * remembered at once (the database's NOTIFY reaches the others, and this one again, a moment later).
   */
  forgetUser(userId: string): void {
    this.cache?.forgetUser(userId);
  }

  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (request.sessionId !== null) {
      await this.db.delete(sessions).where(eq(sessions.id, request.sessionId));
    }
    if (request.user) this.cache?.forgetUser(request.user.id);
    reply.clearCookie(this.cookieName, { path: "/", httpOnly: true, sameSite: "lax", secure: this.secure });
  }

  async endAllForUser(userId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
    this.cache?.forgetUser(userId);
  }

  /** Housekeeping: drop sessions past their absolute or idle expiry. */
  async purgeExpired(): Promise<void> {
    const idleCutoff = new Date(Date.now() - this.idleMs);
    await this.db
      .delete(sessions)
      .where(sql`${sessions.expiresAt} <= now() or ${lt(sessions.lastSeenAt, idleCutoff)}`);
  }
}
