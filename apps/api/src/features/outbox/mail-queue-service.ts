import type { MailQueueCounts, MailQueueItem, MailQueueKind } from "@arthshala/contracts/mail-queue";
import { and, count, desc, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.js";
import { type MAIL_KINDS, mailQueue, newsletters } from "../../platform/db/schema.js";

// The contract's list of kinds must stay the table's list: this line stops compiling if they drift.
const sameKinds: [MailQueueKind, (typeof MAIL_KINDS)[number]] extends [
  (typeof MAIL_KINDS)[number],
  MailQueueKind,
]
  ? true
  : never = true;
void sameKinds;
type TableStatus = (typeof mailQueue.$inferSelect)["status"];
const sameStatuses: [MailQueueItem["status"], TableStatus] extends [TableStatus, MailQueueItem["status"]]
  ? true
  : never = true;
void sameStatuses;

export interface QueueFilter {
  status: "failed" | "pending" | "uncertain";
  /** Pending rows that already failed once: waiting out their backoff. */
  retrying: boolean;
  limit: number;
  offset: number;
}

// Never the row's text: a queued password-reset mail holds a live link, and the admin view does not need it.
const columns = {
  id: mailQueue.id,
  kind: mailQueue.kind,
  status: mailQueue.status,
  to: mailQueue.to,
  subject: sql<string | null>`coalesce(${newsletters.title}, ${mailQueue.subject})`,
  attempts: mailQueue.attempts,
  lastError: mailQueue.lastError,
  nextAttemptAt: mailQueue.nextAttemptAt,
  createdAt: mailQueue.createdAt,
};

const selectItems = (db: Db, where: SQL | undefined) =>
  db
    .select(columns)
    .from(mailQueue)
    .leftJoin(newsletters, eq(newsletters.id, mailQueue.newsletterId))
    .where(where);

const toItem = (r: Awaited<ReturnType<typeof selectItems>>[number]): MailQueueItem => ({
  id: r.id,
  kind: r.kind,
  status: r.status,
  to: r.to,
  subject: r.subject,
  attempts: r.attempts,
  lastError: r.lastError,
  nextAttemptAt: r.nextAttemptAt.toISOString(),
  createdAt: r.createdAt.toISOString(),
});

/** Failed and uncertain rows newest first; pending rows in the order they will be tried. */
export async function listQueue(db: Db, filter: QueueFilter) {
  const where = and(
    eq(mailQueue.status, filter.status),
    filter.retrying ? isNotNull(mailQueue.lastError) : undefined,
  );
  const order = filter.status === "pending" ? [mailQueue.nextAttemptAt, mailQueue.id] : [desc(mailQueue.id)];
  const [rows, [total]] = await Promise.all([
    selectItems(db, where)
      .orderBy(...order)
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(mailQueue).where(where),
  ]);
  return { items: rows.map(toItem), total: total?.n ?? 0 };
}

export async function queueCounts(db: Db): Promise<MailQueueCounts> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${mailQueue.status} = 'pending')::int`,
      retrying: sql<number>`count(*) filter (where ${mailQueue.status} = 'pending' and ${mailQueue.lastError} is not null)::int`,
      failed: sql<number>`count(*) filter (where ${mailQueue.status} = 'failed')::int`,
      uncertain: sql<number>`count(*) filter (where ${mailQueue.status} = 'uncertain')::int`,
      sent: sql<number>`count(*) filter (where ${mailQueue.status} = 'sent')::int`,
    })
    .from(mailQueue);
  return row ?? { pending: 0, retrying: 0, failed: 0, uncertain: 0, sent: 0 };
}

/**
 * Puts a failed row, or one that may have been delivered (the admin decided to send it again), back in
 * line with a fresh set of attempts. The lease is cleared, so a send of it still hanging somewhere can
 * no longer record an outcome. The last error stays visible until the next try replaces or clears it.
 * Null when there is no such row; "not_failed" when it is neither failed nor uncertain.
 */
export async function retryFailed(db: Db, id: number): Promise<MailQueueItem | "not_failed" | null> {
  const updated = await db
    .update(mailQueue)
    .set({
      status: "pending",
      attempts: 0,
      nextAttemptAt: sql`now()`,
      lockedUntil: null,
      leaseToken: null,
      sendStartedAt: null,
    })
    .where(and(eq(mailQueue.id, id), inArray(mailQueue.status, ["failed", "uncertain"])))
    .returning({
      status: mailQueue.status,
      attempts: mailQueue.attempts,
      lastError: mailQueue.lastError,
      nextAttemptAt: mailQueue.nextAttemptAt,
    });
  const [row] = await selectItems(db, eq(mailQueue.id, id));
  if (!row) return null;
  // The row as this retry left it: the worker may already have taken it between the two statements.
  return updated[0] ? toItem({ ...row, ...updated[0] }) : "not_failed";
}
