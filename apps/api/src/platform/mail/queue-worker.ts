import { randomUUID } from "node:crypto";
import { and, eq, gt, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { type Db, selectRows } from "../db/client.js";
import { type MAIL_KINDS, mailQueue } from "../db/schema.js";
import { LANGUAGE_HEADER } from "./compose.js";
import { mailHtml } from "./mail-html.js";
import { DeliveryUnknownError, type Mailer, type MailMessage } from "./mailer.js";

export type MailKind = (typeof MAIL_KINDS)[number];

export interface WorkerOptions {
  pollMs: number;
  /** Rows one claim takes; each is taken again, lease checked, just before it is sent. */
  batchSize: number;
  maxAttempts: number;
  /** First retry delay; each later one doubles, capped at an hour. */
  retryBaseMs: number;
  /**
   * The lease: how long a claimed row, and a send once started, is this worker's. Keep it well above
   * one send (SMTP_TIMEOUTS in mailer.ts bound that): a send still going when its lease runs out is
   * shown as "may have been delivered" until its outcome is written.
   */
  lockMs: number;
}

export const DEFAULT_WORKER_OPTIONS: WorkerOptions = {
  pollMs: 2000,
  batchSize: 5,
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
const LOGGED_WITHOUT_SMTP = new Set<MailKind>(["email_verification", "guardian_consent"]);

/** Shown to admins for a send nobody finished recording (the sending instance stopped or hung). */
export const ABANDONED =
  "The send began but its result was never recorded (the server sending it stopped or hung), so the mail server may have accepted it.";

/**
 * The one durable mail queue (DESIGN.md: mail never runs inside a request). Requests only insert rows;
 * workers on every instance send them, each mail at most once without a person deciding otherwise:
 *
 * - A claim leases a few due rows to this worker: locked_until, and a lease_token naming the claim.
 * - Just before each send the worker takes the row again, in one conditional update that checks the
 *   token and the lease, renews the lease and sets send_started_at. A row whose lease ran out (and was
 *   perhaps claimed by another instance) is skipped.
 * - Every write of an outcome checks the token, so a worker that lost the row writes nothing.
 * - A row whose send started but whose outcome was never written (the worker crashed, or hung past its
 *   lease) is never claimed again: any worker marks it "uncertain" (may have been delivered) for an
 *   admin to retry or not. So is a send the mail server may have accepted before the connection failed
 *   (DeliveryUnknownError). A certain failure is retried with exponential backoff, then marked failed.
 *
 * stop() lets the send in progress finish and hands the untouched rows back.
 */
export class MailQueueWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  /** Polls and kicks run only between start() and stop(). */
  private stopped = true;
  /** Set by stop(): a drain in progress hands its untouched rows back. A drain() called directly runs before start(). */
  private stopping = false;
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
    this.stopping = false;
    this.schedule(0);
  }

  /** Look for work now (after something was queued) instead of at the next poll. */
  kick(): void {
    if (!this.stopped) this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping = true;
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
      await this.markAbandoned();
      const lease = randomUUID();
      const batch = await this.claim(lease);
      if (batch.length === 0) return attempted;
      for (const [i, row] of batch.entries()) {
        if (this.stopping) {
          // Shutting down: hand the untouched rows back at once instead of waiting out their lease.
          await this.release(
            lease,
            batch.slice(i).map((r) => r.id),
          );
          return attempted;
        }
        if (await this.deliver(row, lease)) attempted++;
      }
    }
  }

  /** Sends whose outcome nobody wrote before their lease ran out: may have been delivered, never re-sent. */
  private async markAbandoned(): Promise<void> {
    // The token stays: a worker that was only slow still records the real outcome when its send ends.
    const rows = await this.db
      .update(mailQueue)
      .set({ status: "uncertain", lockedUntil: null, lastError: ABANDONED })
      .where(
        and(
          eq(mailQueue.status, "pending"),
          isNotNull(mailQueue.sendStartedAt),
          lt(mailQueue.lockedUntil, sql`now()`),
        ),
      )
      .returning({ id: mailQueue.id, kind: mailQueue.kind });
    for (const row of rows) {
      this.log.error(
        { mailId: row.id, kind: row.kind },
        "mail may have been delivered: its send was abandoned",
      );
    }
  }

  private async claim(lease: string): Promise<QueuedMail[]> {
    const { batchSize, lockMs } = this.options;
    return selectRows<QueuedMail>(
      this.db,
      sql`update mail_queue q
          set locked_until = now() + make_interval(secs => ${lockMs / 1000}), lease_token = ${lease}
          where q.id in (
            select id from mail_queue
            where status = 'pending' and next_attempt_at <= now() and send_started_at is null
              and (locked_until is null or locked_until < now())
            order by id limit ${batchSize}
            for update skip locked)
          returning q.id, q.kind, q.to, q.subject, q.text, q.headers, q.newsletter_id, q.subscription_id, q.attempts`,
    );
  }

  /**
   * Takes a claimed row for sending: only while the claim is still this worker's and unexpired. Renews
   * the lease for the send, counts the attempt and marks the send started. Null when the row was lost.
   */
  private async take(id: number, lease: string): Promise<number | null> {
    const [row] = await this.db
      .update(mailQueue)
      .set({
        lockedUntil: sql`now() + make_interval(secs => ${this.options.lockMs / 1000})`,
        sendStartedAt: sql`now()`,
        attempts: sql`${mailQueue.attempts} + 1`,
      })
      .where(
        and(
          eq(mailQueue.id, id),
          eq(mailQueue.leaseToken, lease),
          eq(mailQueue.status, "pending"),
          isNull(mailQueue.sendStartedAt),
          gt(mailQueue.lockedUntil, sql`now()`),
        ),
      )
      .returning({ attempts: mailQueue.attempts });
    return row?.attempts ?? null;
  }

  private async release(lease: string, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .update(mailQueue)
      .set({ lockedUntil: null, leaseToken: null })
      .where(
        and(inArray(mailQueue.id, ids), eq(mailQueue.leaseToken, lease), isNull(mailQueue.sendStartedAt)),
      );
  }

  private async render(row: QueuedMail): Promise<MailMessage | { skip: string }> {
    const renderer = this.renderers.get(row.kind);
    const message: MailMessage | { skip: string } = renderer
      ? await renderer(row)
      : row.subject === null || row.text === null
        ? { skip: `No message and no renderer for ${row.kind}.` }
        : { to: row.to, subject: row.subject, text: row.text, headers: row.headers ?? undefined };
    if ("skip" in message || message.html) return message;
    // The HTML part, written from the text in the mail's language (the queue keeps only the text).
    const html = mailHtml(message.subject, message.text, message.headers?.[LANGUAGE_HEADER]);
    return { ...message, html };
  }

  /** Sends one claimed row if it is still this worker's. Returns whether it was attempted. */
  private async deliver(claimed: QueuedMail, lease: string): Promise<boolean> {
    const attempts = await this.take(claimed.id, lease);
    if (attempts === null) {
      this.log.info(
        { mailId: claimed.id },
        "mail skipped: its lease ran out and it is no longer this worker's",
      );
      return false;
    }
    const row = { ...claimed, attempts };
    let message: MailMessage | { skip: string };
    try {
      message = await this.render(row);
      if ("skip" in message) {
        await this.finish(row, lease, { status: "failed", lastError: message.skip });
        return true;
      }
      await this.mailer.send(message);
    } catch (err) {
      await this.failed(row, lease, err);
      return true;
    }
    if (this.mailer.kind === "outbox" && LOGGED_WITHOUT_SMTP.has(row.kind)) {
      this.log.info({ to: row.to, kind: row.kind }, `mail kept in the outbox:\n${message.text}`);
    }
    // Outside the try: if this write fails the mail was still sent, and the row must not go back in
    // line. Its lease runs out with the send started, so it shows as "may have been delivered".
    await this.finish(row, lease, { status: "sent", sentAt: new Date(), lastError: null });
    return true;
  }

  private async failed(row: QueuedMail, lease: string, err: unknown): Promise<void> {
    const error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    if (err instanceof DeliveryUnknownError) {
      this.log.error(
        { mailId: row.id, kind: row.kind, err },
        "mail may have been delivered: not sent again unless an admin retries it",
      );
      await this.finish(row, lease, { status: "uncertain", lastError: error });
      return;
    }
    if (row.attempts >= this.options.maxAttempts) {
      this.log.error({ mailId: row.id, kind: row.kind, err }, "mail failed for good");
      await this.finish(row, lease, { status: "failed", lastError: error });
      return;
    }
    const delay = Math.min(this.options.retryBaseMs * 2 ** (row.attempts - 1), 3_600_000);
    this.log.warn(
      { mailId: row.id, kind: row.kind, attempts: row.attempts, retryInMs: delay, error },
      "mail will be retried",
    );
    // Certainly not delivered: back in line, with no send in progress.
    await this.finish(row, lease, {
      status: "pending",
      lastError: error,
      nextAttemptAt: new Date(Date.now() + delay),
      sendStartedAt: null,
    });
  }

  /** Writes a send's outcome, only while the row is still this worker's (its lease token). */
  private async finish(
    row: QueuedMail,
    lease: string,
    set: Partial<
      Pick<
        typeof mailQueue.$inferInsert,
        "status" | "sentAt" | "lastError" | "nextAttemptAt" | "sendStartedAt"
      >
    >,
  ): Promise<void> {
    const written = await this.db
      .update(mailQueue)
      .set({ ...set, lockedUntil: null, leaseToken: null })
      .where(and(eq(mailQueue.id, row.id), eq(mailQueue.leaseToken, lease)))
      .returning({ id: mailQueue.id });
    if (written.length === 0) {
      // An admin retried it (or deleted it) while this send was still going.
      this.log.warn(
        { mailId: row.id, kind: row.kind, outcome: set.status },
        "mail outcome not recorded: the row was handed to someone else during the send",
      );
    }
  }
}
