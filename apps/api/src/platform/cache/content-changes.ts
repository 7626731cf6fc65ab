import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database, Db } from "../db/client.js";

const CHANNEL = "arthshala_content";

/** For writers without an app (the seed CLI): tells running instances that content changed. */
export async function notifyContentChanged(db: Db): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANNEL}, '')`);
}

/**
 * Tells every app instance that authored content (courses, modules, cards, articles) changed, so the
 * caches built on it reload. An admin's change bumps this instance's version at once and sends a
 * NOTIFY that the other instances (LISTENing on their own connection) turn into the same bump. While
 * the listener is down, `live` is false and caches reload on every read rather than risk stale content.
 */
export class ContentChanges {
  private versionNumber = 0;
  private isLive = false;
  private stopListening: (() => Promise<void>) | undefined;
  private readonly subscribers = new Set<() => void>();

  constructor(
    private readonly database: Database,
    private readonly log?: Pick<FastifyBaseLogger, "warn">,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(CHANNEL, {
      onNotify: () => this.bump(),
      onReset: () => this.bump(),
      onLiveChange: (live) => {
        this.isLive = live;
      },
    });
  }

  async stop(): Promise<void> {
    this.isLive = false;
    await this.stopListening?.();
  }

  get version(): number {
    return this.versionNumber;
  }

  /** Whether a change made on another instance would reach this one now. */
  get live(): boolean {
    return this.isLive;
  }

  /** Runs after every change seen here (this instance's or another's). */
  onChange(fn: () => void): void {
    this.subscribers.add(fn);
  }

  /** After a committed change: this instance forgets at once; the others hear it through NOTIFY. */
  async announce(db: Db): Promise<void> {
    this.bump();
    try {
      await notifyContentChanged(db);
    } catch (err) {
      // The change is committed; other instances catch up when their listener next resets.
      this.log?.warn({ err }, "could not announce a content change to other instances");
    }
  }

  private bump(): void {
    this.versionNumber++;
    for (const fn of this.subscribers) fn();
  }
}
