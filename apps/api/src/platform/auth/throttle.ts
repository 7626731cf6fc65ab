import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { type AUTH_EVENT_KINDS, authEvents } from "../db/schema.js";

export type AuthEventKind = (typeof AUTH_EVENT_KINDS)[number];

/** Rows older than this are never counted again. */
const KEEP_MS = 24 * 3600 * 1000;

/**
 * Per-account counters kept in the database, so a limit holds whichever app instance or client address
 * a request comes through. Keyed by the lower-cased email, known or not, so limits reveal nothing.
 */
export class AuthThrottle {
  private lastPurge = 0;

  constructor(private readonly db: Db) {}

  /** Minutes until the oldest event in the window leaves it (at least 1), to tell people when to retry. */
  async minutesUntilFree(kind: AuthEventKind, subject: string, windowMs: number): Promise<number> {
    const [oldest] = await this.db
      .select({ at: authEvents.createdAt })
      .from(authEvents)
      .where(
        and(
          eq(authEvents.subject, subject),
          eq(authEvents.kind, kind),
          gt(authEvents.createdAt, new Date(Date.now() - windowMs)),
        ),
      )
      .orderBy(authEvents.createdAt)
      .limit(1);
    const ms = oldest ? oldest.at.getTime() + windowMs - Date.now() : 0;
    return Math.max(1, Math.ceil(ms / 60_000));
  }

  /**
   * Takes one of `limit` slots in the window, atomically: concurrent requests for one subject queue on
   * an advisory lock, so a burst cannot all see "under the limit" before any of them records.
   */
  async take(kind: AuthEventKind, subject: string, limit: number, windowMs: number): Promise<boolean> {
    const taken = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${kind}:${subject}`}))`);
      const [row] = await tx
        .select({ n: count() })
        .from(authEvents)
        .where(
          and(
            eq(authEvents.subject, subject),
            eq(authEvents.kind, kind),
            gt(authEvents.createdAt, new Date(Date.now() - windowMs)),
          ),
        );
      if ((row?.n ?? 0) >= limit) return false;
      await tx.insert(authEvents).values({ kind, subject });
      return true;
    });
    if (taken) await this.purgeNowAndThen();
    return taken;
  }

  /** Housekeeping rides on writes, at most hourly per server. */
  private async purgeNowAndThen(): Promise<void> {
    if (Date.now() - this.lastPurge > 3600_000) {
      this.lastPurge = Date.now();
      await this.db.delete(authEvents).where(lt(authEvents.createdAt, new Date(Date.now() - KEEP_MS)));
    }
  }
}
