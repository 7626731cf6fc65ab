import { and, count, desc, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.js";
import { mailQueue, newsletterSubscriptions, newsletters, users } from "../../platform/db/schema.js";
import { mayProcess } from "../../platform/guardian/state.js";
import type { MailMessage } from "../../platform/mail/mailer.js";
import type { MailQueue } from "../../platform/mail/queue.js";

/** Confirmation mails one address may receive per hour, whichever account asks. */
export const CONFIRMATIONS_PER_HOUR = 3;

const sameAddress = (address: string) =>
  sql`lower(${newsletterSubscriptions.enteredEmail}) = ${address.toLowerCase()}`;

export async function subscriptionOf(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.userId, userId))
    .limit(1);
  return row ?? null;
}

/**
 * One subscription per learner; saving replaces the entered address. Double opt-in: a new or different
 * address starts unconfirmed, the same address keeps its confirmation. One statement, so two saves at
 * once cannot leave a changed address marked confirmed.
 */
export async function subscribe(db: Db, userId: string, enteredEmail: string) {
  const [row] = await db
    .insert(newsletterSubscriptions)
    .values({ userId, enteredEmail })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.userId,
      set: {
        enteredEmail: sql`excluded.entered_email`,
        confirmedAt: sql`case when lower(newsletter_subscriptions.entered_email) = lower(excluded.entered_email)
          then newsletter_subscriptions.confirmed_at else null end`,
        updatedAt: new Date(),
      },
    })
    .returning({ id: newsletterSubscriptions.id, confirmedAt: newsletterSubscriptions.confirmedAt });
  return { id: row!.id, confirmed: row!.confirmedAt !== null };
}

/**
 * Queues a double opt-in mail unless this address already got CONFIRMATIONS_PER_HOUR of them in the last
 * hour (counted in mail_queue itself, so no extra table): saving someone else's address over and over
 * cannot flood their inbox. Returns false when throttled.
 */
export async function queueConfirmation(db: Db, queue: MailQueue, message: MailMessage): Promise<boolean> {
  const address = message.to.toLowerCase();
  const queued = await db.transaction(async (tx) => {
    // Serialises saves of one address so two at once cannot both pass the count.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`newsletter-confirmation:${address}`}))`);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(mailQueue)
      .where(
        and(
          eq(mailQueue.kind, "newsletter_confirmation"),
          eq(mailQueue.to, address),
          gt(mailQueue.createdAt, sql`now() - interval '1 hour'`),
        ),
      );
    if (n >= CONFIRMATIONS_PER_HOUR) return false;
    await queue.enqueue("newsletter_confirmation", { ...message, to: address }, tx);
    return true;
  });
  // Inside the transaction the worker could not see the row yet: look for it now.
  if (queued) queue.worker.kick();
  return queued;
}

export type ConfirmOutcome = "confirmed" | "already_confirmed" | "address_changed";

/** Confirms the subscription only while it still has the address the confirmation link was sent to. */
export async function confirmSubscription(
  db: Db,
  subscriptionId: string,
  address: string,
): Promise<ConfirmOutcome> {
  const updated = await db
    .update(newsletterSubscriptions)
    .set({ confirmedAt: new Date() })
    .where(
      and(
        eq(newsletterSubscriptions.id, subscriptionId),
        sameAddress(address),
        isNull(newsletterSubscriptions.confirmedAt),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  if (updated.length > 0) return "confirmed";
  const [row] = await db
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.id, subscriptionId), sameAddress(address)));
  // Gone or now holding another address: this link's address is no longer the one saved.
  return row ? "already_confirmed" : "address_changed";
}

/**
 * Whether a queued newsletter's recipient is still this subscription's confirmed address; if so, the
 * subscriber's language (the learner's saved one: the newsletter's own lines are said in it).
 */
export async function stillSubscribedAt(
  db: Db,
  subscriptionId: string,
  address: string,
): Promise<{ language: string | null } | null> {
  const [row] = await db
    .select({ language: users.language })
    .from(newsletterSubscriptions)
    .innerJoin(users, eq(users.id, newsletterSubscriptions.userId))
    .where(
      and(
        eq(newsletterSubscriptions.id, subscriptionId),
        sameAddress(address),
        isNotNull(newsletterSubscriptions.confirmedAt),
      ),
    );
  return row ?? null;
}

export async function unsubscribeUser(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .delete(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.userId, userId))
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}

/** Removes the subscription only while it still has `address`: a link never removes a later address. */
export async function unsubscribeAddress(db: Db, subscriptionId: string, address: string): Promise<boolean> {
  const rows = await db
    .delete(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.id, subscriptionId), sameAddress(address)))
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}

/**
 * Queues a newsletter: the newsletter row and one delivery row per subscriber, in one transaction, so a
 * crash never leaves half a recipient list. Addresses shared by two accounts get one email. Only
 * confirmed addresses (double opt-in) are mailed.
 */
export async function queueNewsletter(db: Db, authorId: string, title: string, content: string) {
  return db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(newsletterSubscriptions)
      .where(isNotNull(newsletterSubscriptions.confirmedAt));
    if (n === 0) return null;
    const [row] = await tx.insert(newsletters).values({ title, content, createdBy: authorId }).returning();
    await tx.execute(sql`
      insert into mail_queue (kind, newsletter_id, subscription_id, "to")
      select distinct on (lower(entered_email)) 'newsletter', ${row!.id}, id, lower(entered_email)
      from newsletter_subscriptions
      where confirmed_at is not null and ${mayProcess(sql`user_id`)}
      order by lower(entered_email), created_at
      on conflict do nothing`);
    return row!;
  });
}

const statusCount = (status: (typeof mailQueue.$inferSelect)["status"]) =>
  sql<number>`count(*) filter (where ${mailQueue.status} = ${status})::int`;

export async function newsletterSummaries(db: Db, opts: { id?: number; limit?: number } = {}) {
  const rows = await db
    .select({
      id: newsletters.id,
      title: newsletters.title,
      createdAt: newsletters.createdAt,
      sent: statusCount("sent"),
      failed: statusCount("failed"),
      pending: statusCount("pending"),
      uncertain: statusCount("uncertain"),
    })
    .from(newsletters)
    .leftJoin(mailQueue, eq(mailQueue.newsletterId, newsletters.id))
    .where(opts.id === undefined ? undefined : eq(newsletters.id, opts.id))
    .groupBy(newsletters.id)
    .orderBy(desc(newsletters.id))
    .limit(opts.limit ?? 20);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    created_at: r.createdAt.toISOString(),
    sent: r.sent,
    failed: r.failed,
    pending: r.pending,
    uncertain: r.uncertain,
  }));
}

export async function newsletterSummary(db: Db, id: number) {
  return (await newsletterSummaries(db, { id, limit: 1 }))[0] ?? null;
}

export async function newsletterContent(db: Db, id: number) {
  const [n] = await db
    .select({ title: newsletters.title, content: newsletters.content })
    .from(newsletters)
    .where(eq(newsletters.id, id));
  return n ?? null;
}
