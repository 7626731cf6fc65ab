import { eq, sql } from "drizzle-orm";
import { type Db, selectRows } from "../../platform/db/client.js";
import { appSettings } from "../../platform/db/schema.js";

const SINCE_KEY = "newsletter-address-tokens-since";
/** Old newsletters stay in inboxes; three months covers the last few issues of a monthly letter. */
export const LEGACY_UNSUBSCRIBE_GRACE_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * When this installation started putting the address into unsubscribe tokens (u2), recorded once before
 * the first u2 token is made: every newsletter queued earlier carried a u1 link naming only the subscription.
 */
export async function addressTokensSince(db: Db): Promise<Date> {
  await db
    .insert(appSettings)
    .values({ key: SINCE_KEY, value: new Date().toISOString() })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SINCE_KEY)).limit(1);
  return new Date(row!.value);
}

/**
 * A u1 link is honoured during the grace period, and only while the subscription still has an address that
 * a u1 newsletter was sent to: so an old link can still remove the address it reached, never one saved after
 * the switch. Returns "expired" after the grace period, else whether a subscription was removed.
 */
export async function unsubscribeLegacy(
  db: Db,
  subscriptionId: string,
  since: Date,
  now: Date = new Date(),
): Promise<boolean | "expired"> {
  if (now.getTime() - since.getTime() > LEGACY_UNSUBSCRIBE_GRACE_MS) return "expired";
  const removed = await selectRows<{ id: string }>(
    db,
    sql`delete from newsletter_subscriptions s
        where s.id = ${subscriptionId}
          and exists (
            select 1 from mail_queue q
            where q.kind = 'newsletter' and q.subscription_id = s.id
              and q.to = lower(s.entered_email) and q.created_at < ${since.toISOString()}::timestamptz)
        returning s.id`,
  );
  return removed.length > 0;
}
