import { eq, lt, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.js";
import type { Db } from "../db/client.js";
import { prepared } from "../db/prepared.js";
import { sessions, users } from "../db/schema.js";
import { hashToken, newToken } from "./tokens.js";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  picture: string | null;
  role: "Admin" | "Learner";
  emailVerifiedAt: Date | null;
  language: string | null;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, from the session cookie only; null for visitors. */
    user: SessionUser | null;
    sessionId: number | null;
  }
}

/** The one query every signed-in API request makes: prepared once per database. */
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
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder("tokenHash")))
    .limit(1)
    .prepare("session_by_token");

/** Only write last_seen_at when it is this stale, so reads don't each cost a write. */
const TOUCH_AFTER_MS = 5 * 60 * 1000;

export class SessionManager {
  readonly cookieName: string;
  private readonly secure: boolean;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
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
    const [row] = await prepared(this.db, sessionByToken).execute({ tokenHash: hashToken(token) });
    if (!row) return;
    const now = Date.now();
    if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + this.idleMs <= now) {
      await this.db.delete(sessions).where(eq(sessions.id, row.sessionId));
      return;
    }
    if (now - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
      await this.db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.id, row.sessionId));
    }
    request.sessionId = row.sessionId;
    request.user = {
      id: row.id,
      email: row.email,
      name: row.name,
      picture: row.picture,
      role: row.role,
      emailVerifiedAt: row.emailVerifiedAt,
      language: row.language,
    };
  }

  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (request.sessionId !== null) {
      await this.db.delete(sessions).where(eq(sessions.id, request.sessionId));
    }
    reply.clearCookie(this.cookieName, { path: "/", httpOnly: true, sameSite: "lax", secure: this.secure });
  }

  async endAllForUser(userId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
  }

  /** Housekeeping: drop sessions past their absolute or idle expiry. */
  async purgeExpired(): Promise<void> {
    const idleCutoff = new Date(Date.now() - this.idleMs);
    await this.db
      .delete(sessions)
      .where(sql`${sessions.expiresAt} <= now() or ${lt(sessions.lastSeenAt, idleCutoff)}`);
  }
}
