import { eq, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { type Db, selectRows } from "../../platform/db/client.js";
import { newsletterDeliveries, newsletters } from "../../platform/db/schema.js";
import type { Mailer } from "../../platform/mail/mailer.js";

export interface WorkerOptions {
  pollMs: number;
  batchSize: number;
  maxAttempts: number;
  /** First retry delay; each later one doubles, capped at an hour. */
  retryBaseMs: number;
  lockMs: number;
}

export const DEFAULT_WORKER_OPTIONS: WorkerOptions = {
  pollMs: 2000,
  batchSize: 20,
  maxAttempts: 12,
  retryBaseMs: 30_000,
  lockMs: 120_000,
};

interface Claimed {
  id: number;
  newsletter_id: number;
  subscription_id: string | null;
  email: string;
  attempts: number;
}

export type MessageBuilder = (
  newsletter: { title: string; content: string },
  subscriptionId: string,
) => Promise<{ subject: string; text: string; headers: Record<string, string> }>;

/**
 * Sends newsletter deliveries from the durable queue. Rows are claimed with a lease (locked_until) so
 * several servers never take the same row; a crash leaves the row to be claimed again after the lease.
 * Failures retry with exponential backoff, then are marked failed. stop() lets the current send finish.
 */
export class NewsletterWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    private readonly buildMessage: MessageBuilder,
    readonly options: WorkerOptions = DEFAULT_WORKER_OPTIONS,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Look for work now (after a newsletter was queued) instead of at the next poll. */
  kick(): void {
    if (!this.stopped) this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      if (this.running || this.stopped) return;
      this.running = this.drain()
        .then(() => undefined)
        .catch((err) => this.log.error({ err }, "newsletter worker failed"))
        .finally(() => {
          this.running = undefined;
          if (!this.stopped) this.schedule(this.options.pollMs);
        });
    }, ms);
    this.timer.unref();
  }

  /** Sends batches until nothing is due. Returns the number of deliveries attempted. */
  async drain(): Promise<number> {
    let attempted = 0;
    for (;;) {
      const batch = await this.claim();
      if (batch.length === 0) return attempted;
      const cache = new Map<number, { title: string; content: string }>();
      for (const [i, row] of batch.entries()) {
        if (this.stopped) {
          // Shutting down: hand the untouched rows back at once instead of waiting out their lease.
          await this.release(batch.slice(i).map((r) => r.id));
          return attempted;
        }
        await this.deliver(row, cache);
        attempted++;
      }
    }
  }

  private async claim(): Promise<Claimed[]> {
    const { batchSize, lockMs } = this.options;
    return selectRows<Claimed>(
      this.db,
      sql`update newsletter_deliveries d
          set locked_until = now() + make_interval(secs => ${lockMs / 1000}), attempts = d.attempts + 1
          where d.id in (
            select id from newsletter_deliveries
            where status = 'pending' and next_attempt_at <= now()
              and (locked_until is null or locked_until < now())
            order by id limit ${batchSize}
            for update skip locked)
          returning d.id, d.newsletter_id, d.subscription_id, d.email, d.attempts`,
    );
  }

  private async release(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .update(newsletterDeliveries)
      .set({ lockedUntil: null, attempts: sql`${newsletterDeliveries.attempts} - 1` })
      .where(inArray(newsletterDeliveries.id, ids));
  }

  private async deliver(row: Claimed, cache: Map<number, { title: string; content: string }>): Promise<void> {
    if (!row.subscription_id) {
      await this.finish(row.id, { status: "failed", lastError: "Unsubscribed before sending." });
      return;
    }
    let newsletter = cache.get(row.newsletter_id);
    if (!newsletter) {
      const [n] = await this.db
        .select({ title: newsletters.title, content: newsletters.content })
        .from(newsletters)
        .where(eq(newsletters.id, row.newsletter_id));
      if (!n) {
        await this.finish(row.id, { status: "failed", lastError: "The newsletter no longer exists." });
        return;
      }
      newsletter = n;
      cache.set(row.newsletter_id, n);
    }
    try {
      const message = await this.buildMessage(newsletter, row.subscription_id);
      await this.mailer.send({ to: row.email, ...message });
      await this.finish(row.id, { status: "sent", sentAt: new Date(), lastError: null });
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      if (row.attempts >= this.options.maxAttempts) {
        this.log.error({ deliveryId: row.id, err }, "newsletter delivery failed for good");
        await this.finish(row.id, { status: "failed", lastError: error.slice(0, 500) });
        return;
      }
      const delay = Math.min(this.options.retryBaseMs * 2 ** (row.attempts - 1), 3_600_000);
      this.log.warn(
        { deliveryId: row.id, attempts: row.attempts, retryInMs: delay, error },
        "newsletter delivery will be retried",
      );
      await this.finish(row.id, {
        status: "pending",
        lastError: error.slice(0, 500),
        nextAttemptAt: new Date(Date.now() + delay),
      });
    }
  }

  private async finish(
    id: number,
    set: Partial<
      Pick<typeof newsletterDeliveries.$inferInsert, "status" | "sentAt" | "lastError" | "nextAttemptAt">
    >,
  ): Promise<void> {
    await this.db
      .update(newsletterDeliveries)
      .set({ ...set, lockedUntil: null })
      .where(eq(newsletterDeliveries.id, id));
  }
}
