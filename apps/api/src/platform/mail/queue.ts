import type { Db } from "../db/client.js";
import { mailQueue } from "../db/schema.js";
import type { MailMessage } from "./mailer.js";
import type { MailKind, MailQueueWorker } from "./queue-worker.js";

/** Anything that can insert: the database or an open transaction. */
type Writer = Pick<Db, "insert">;

/**
 * Queues one transactional mail and nudges this server's worker. Requests call this and return: the
 * mail server's speed or outage never shows in a response.
 */
export class MailQueue {
  constructor(
    private readonly db: Db,
    readonly worker: MailQueueWorker,
  ) {}

  async enqueue(kind: Exclude<MailKind, "newsletter">, message: MailMessage, tx: Writer = this.db) {
    await tx.insert(mailQueue).values({
      kind,
      to: message.to,
      subject: message.subject,
      text: message.text,
      headers: message.headers,
    });
    // Inside a transaction the row is not visible yet: the worker's next poll picks it up.
    if (tx === this.db) this.worker.kick();
  }
}
