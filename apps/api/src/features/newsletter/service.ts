import { count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.js";
import { newsletterDeliveries, newsletterSubscriptions, newsletters } from "../../platform/db/schema.js";

export async function subscriptionOf(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.userId, userId))
    .limit(1);
  return row ?? null;
}

/** One subscription per learner; subscribing again replaces the entered address. */
export async function subscribe(db: Db, userId: string, enteredEmail: string): Promise<void> {
  await db
    .insert(newsletterSubscriptions)
    .values({ userId, enteredEmail })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.userId,
      set: { enteredEmail, updatedAt: new Date() },
    });
}

export async function unsubscribeUser(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .delete(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.userId, userId))
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}

export async function unsubscribeById(db: Db, subscriptionId: string): Promise<boolean> {
  const rows = await db
    .delete(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, subscriptionId))
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}

/**
 * Queues a newsletter: the newsletter row and one delivery row per subscriber, in one transaction, so a
 * crash never leaves half a recipient list. Addresses shared by two accounts get one email.
 */
export async function queueNewsletter(db: Db, authorId: string, title: string, content: string) {
  return db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(newsletterSubscriptions);
    if (n === 0) return null;
    const [row] = await tx.insert(newsletters).values({ title, content, createdBy: authorId }).returning();
    await tx.execute(sql`
      insert into newsletter_deliveries (newsletter_id, subscription_id, email)
      select distinct on (lower(entered_email)) ${row!.id}, id, lower(entered_email)
      from newsletter_subscriptions
      order by lower(entered_email), created_at
      on conflict do nothing`);
    return row!;
  });
}

const statusCount = (status: "sent" | "failed" | "pending") =>
  sql<number>`count(*) filter (where ${newsletterDeliveries.status} = ${status})::int`;

export async function newsletterSummaries(db: Db, opts: { id?: number; limit?: number } = {}) {
  const rows = await db
    .select({
      id: newsletters.id,
      title: newsletters.title,
      createdAt: newsletters.createdAt,
      sent: statusCount("sent"),
      failed: statusCount("failed"),
      pending: statusCount("pending"),
    })
    .from(newsletters)
    .leftJoin(newsletterDeliveries, eq(newsletterDeliveries.newsletterId, newsletters.id))
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
  }));
}

export async function newsletterSummary(db: Db, id: number) {
  return (await newsletterSummaries(db, { id, limit: 1 }))[0] ?? null;
}
