import { eq, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { type Db, selectRows } from "../db/client.js";
import { type MAIL_KINDS, mailQueue } from "../db/schema.js";
import type { Mailer, MailMessage } from "./mailer.js";

export type MailKind = (typeof MAIL_KINDS)[number];

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

/** A claimed row of the queue, as a renderer sees it. */
export interface QueuedMail {
  id: number;
  kind: MailKind;
  to: string;
  subject: string | null;
  text: string | null;
  headers: Record<string, string> | null;
  newsletter_id: number | null;
  subscription_id: string | null;
  attempts: number;
}

/** Builds a row's message at send time, or says why it must not be sent (the row is marked failed). */
export type MailRenderer = (row: QueuedMail) => Promise<MailMessage | { skip: string }>;

/** Kinds whose text is written to the server log in outbox mode, so an operator without SMTP can act. */
const LOGGED_WITHOUT_SMTP = new Set<MailKind>(["email_verification"]);

/**
 * The one durable mail queue (DESIGN.md: mail never runs inside a request). Requests only insert rows;
 * this worker claims them with a lease (locked_until) so several servers never take the same row, and a
 * crash leaves the row to be claimed again after the lease. Failures retry with exponential backoff,
 * then are marked failed for /admin/outbox. stop() lets the send in progress finish.
 */
export class MailQueueWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private readonly renderers = new Map<MailKind, MailRenderer>();

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    readonly options: WorkerOptions = DEFAULT_WORKER_OPTIONS,
  ) {}

  /** Rows of this kind carry no message of their own; the feature that queued them renders them. */
  setRenderer(kind: MailKind, render: MailRenderer): void {
    this.renderers.set(kind, render);
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Look for work now (after something was queued) instead of at the next poll. */
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
        .catch((err) => this.log.error({ err }, "mail worker failed"))
        .finally(() => {
          this.running = undefined;
          if (!this.stopped) this.schedule(this.options.pollMs);
        });
    }, ms);
    this.timer.unref();
  }

  /** Resolves once nothing is due and no send of this worker is in flight (tests wait on it). */
  async settle(): Promise<void> {
    for (;;) {
      await this.running;
      await this.drain();
      if (!this.running) return;
    }
  }

  /** Sends batches until nothing is due. Returns the number of mails attempted. */
  async drain(): Promise<number> {
    let attempted = 0;
    for (;;) {
      const batch = await this.claim();
      if (batch.length === 0) return attempted;
      for (const [i, row] of batch.entries()) {
        if (this.stopped) {
          // Shutting down: hand the untouched rows back at once instead of waiting out their lease.
          await this.release(batch.slice(i).map((r) => r.id));
          return attempted;
        }
        await this.deliver(row);
        attempted++;
      }
    }
  }

  private async claim(): Promise<QueuedMail[]> {
    const { batchSize, lockMs } = this.options;
    return selectRows<QueuedMail>(
      this.db,
      sql`update mail_queue q
          set locked_until = now() + make_interval(secs => ${lockMs / 1000}), attempts = q.attempts + 1
          where q.id in (
            select id from mail_queue
            where status = 'pending' and next_attempt_at <= now()
              and (locked_until is null or locked_until < now())
            order by id limit ${batchSize}
            for update skip locked)
          returning q.id, q.kind, q.to, q.subject, q.text, q.headers, q.newsletter_id, q.subscription_id, q.attempts`,
    );
  }

  private async release(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .update(mailQueue)
      .set({ lockedUntil: null, attempts: sql`${mailQueue.attempts} - 1` })
      .where(inArray(mailQueue.id, ids));
  }

  private async render(row: QueuedMail): Promise<MailMessage | { skip: string }> {
    const renderer = this.renderers.get(row.kind);
    if (renderer) return renderer(row);
    if (row.subject === null || row.text === null)
      return { skip: `No message and no renderer for ${row.kind}.` };
    return { to: row.to, subject: row.subject, text: row.text, headers: row.headers ?? undefined };
  }

  private async deliver(row: QueuedMail): Promise<void> {
    try {
      const message = await this.render(row);
      if ("skip" in message) {
        await this.finish(row.id, { status: "failed", lastError: message.skip });
        return;
      }
      await this.mailer.send(message);
      if (this.mailer.kind === "outbox" && LOGGED_WITHOUT_SMTP.has(row.kind)) {
        this.log.info({ to: row.to, kind: row.kind }, `mail kept in the outbox:\n${message.text}`);
      }
      await this.finish(row.id, { status: "sent", sentAt: new Date(), lastError: null });
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      if (row.attempts >= this.options.maxAttempts) {
        this.log.error({ mailId: row.id, kind: row.kind, err }, "mail failed for good");
        await this.finish(row.id, { status: "failed", lastError: error.slice(0, 500) });
        return;
      }
      const delay = Math.min(this.options.retryBaseMs * 2 ** (row.attempts - 1), 3_600_000);
      this.log.warn(
        { mailId: row.id, kind: row.kind, attempts: row.attempts, retryInMs: delay, error },
        "mail will be retried",
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
    set: Partial<Pick<typeof mailQueue.$inferInsert, "status" | "sentAt" | "lastError" | "nextAttemptAt">>,
  ): Promise<void> {
    await this.db
      .update(mailQueue)
      .set({ ...set, lockedUntil: null })
      .where(eq(mailQueue.id, id));
  }
}
