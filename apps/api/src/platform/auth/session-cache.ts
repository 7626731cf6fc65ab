import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client.js";
import type { SessionUser } from "./session-user.js";

/** Must match the channel in drizzle/0008_auth_change_notify.sql. */
const CHANNEL = "arthshala_auth";

export interface CachedSession {
  sessionId: number;
  expiresAt: number;
  lastSeenAt: number;
  user: SessionUser;
}

/**
 * Recently used sessions, by token hash, so a signed-in request skips the session lookup (one
 * database round trip, about a quarter of a cheap request's cost).
 *
 * It is only trusted while this instance hears every change: triggers on users and sessions NOTIFY
 * the ids of the users whose rows changed (sign-out, password or role change, deletion, also from the
 * CLI or psql), and each instance forgets those users. While the listener is down nothing is served
 * from here; when it reconnects, everything is forgotten, since notices sent meanwhile are lost.
 * This instance's own sign-outs forget at once, before the answer leaves.
 *
 * A lookup that started before a change may finish after its notice: every forget bumps `generation`,
 * and a lookup stores its row only if no forget happened since it began (see mark/set).
 */
export class SessionCache {
  private readonly byToken = new Map<string, CachedSession & { userId: string }>();
  private readonly tokensByUser = new Map<string, Set<string>>();
  private generation = 0;
  private isLive = false;
  private stopListening: (() => Promise<void>) | undefined;

  constructor(
    private readonly database: Database,
    private readonly log?: Pick<FastifyBaseLogger, "warn">,
    private readonly maxEntries = 20_000,
  ) {}

  async start(): Promise<void> {
    try {
      this.stopListening = await this.database.listen(CHANNEL, {
        onNotify: (payload) => {
          if (payload === "*") this.clear();
          else for (const userId of payload.split(",")) this.forgetUser(userId);
        },
        onReset: () => this.clear(),
        onLiveChange: (live) => {
          this.isLive = live;
          if (!live) this.clear();
        },
      });
    } catch (err) {
      // Without a listener the cache stays off and every request reads its session from the database.
      this.log?.warn({ err }, "session cache disabled: could not listen for session changes");
    }
  }

  async stop(): Promise<void> {
    this.isLive = false;
    this.clear();
    await this.stopListening?.();
  }

  get live(): boolean {
    return this.isLive;
  }

  get size(): number {
    return this.byToken.size;
  }

  get(tokenHash: string): CachedSession | undefined {
    return this.isLive ? this.byToken.get(tokenHash) : undefined;
  }

  /** Take before reading a session from the database; pass to set(). */
  mark(): number {
    return this.generation;
  }

  set(tokenHash: string, entry: CachedSession, mark: number): void {
    if (!this.isLive || mark !== this.generation) return;
    this.forgetToken(tokenHash);
    if (this.byToken.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the entry stored longest ago.
      const oldest = this.byToken.keys().next();
      if (!oldest.done) this.forgetToken(oldest.value);
    }
    const userId = entry.user.id;
    this.byToken.set(tokenHash, { ...entry, userId });
    let tokens = this.tokensByUser.get(userId);
    if (!tokens) {
      tokens = new Set();
      this.tokensByUser.set(userId, tokens);
    }
    tokens.add(tokenHash);
  }

  forgetUser(userId: string): void {
    this.generation++;
    const tokens = this.tokensByUser.get(userId);
    if (!tokens) return;
    this.tokensByUser.delete(userId);
    for (const token of tokens) this.byToken.delete(token);
  }

  forgetToken(tokenHash: string): void {
    const entry = this.byToken.get(tokenHash);
    if (!entry) return;
    this.byToken.delete(tokenHash);
    const tokens = this.tokensByUser.get(entry.userId);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) this.tokensByUser.delete(entry.userId);
  }

  clear(): void {
    this.generation++;
    this.byToken.clear();
    this.tokensByUser.clear();
  }
}
