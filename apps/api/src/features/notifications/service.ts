import type { Notification } from "@arthshala/contracts/home";
import type { Locale } from "@arthshala/contracts/locales";
import {
  isNotificationKind,
  type NotificationParams,
  notificationText,
} from "@arthshala/contracts/notification-messages";
import { eq, sql } from "drizzle-orm";
import { type Db, selectRows } from "../../platform/db/client.js";
import { prepared } from "../../platform/db/prepared.js";
import { learnerStats } from "../../platform/db/schema.js";
import { withNamesIn } from "./names.js";

/**
 * A learner's notifications are their own rows plus the broadcasts published since they joined (ids
 * above learner_stats.broadcasts_from_id). A broadcast is seen when its id is at or below the learner's
 * watermark (broadcasts_seen_id), so publishing to a million learners writes one row and marking seen
 * writes one number.
 */
export async function listNotifications(
  db: Db,
  userId: string,
  page: { limit: number; offset: number },
  locale: Locale = "en",
): Promise<Notification[]> {
  const rows = await selectRows<{
    id: string;
    kind: string;
    content: string;
    params: Record<string, unknown> | null;
    link: string | null;
    created_at: string | Date;
    seen: boolean;
  }>(
    db,
    sql`select * from (
        select 'p' || n.id as id, n.kind, n.content, n.params, n.link, n.created_at, n.seen
        from notifications n where n.user_id = ${userId}
        union all
        select 'b' || b.id, b.kind, b.content, b.params, b.link, b.created_at,
          b.id <= s.broadcasts_seen_id
        from broadcast_notifications b
        join learner_stats s on s.user_id = ${userId} and b.id > s.broadcasts_from_id
      ) x order by created_at desc, id desc limit ${page.limit} offset ${page.offset}`,
  );
  const params = await withNamesIn(db, rows, locale);
  return rows.map(({ params: _stored, ...r }, i) => ({
    ...r,
    content: inLanguage(r.kind, r.content, params[i] ?? null, locale),
    created_at: new Date(r.created_at).toISOString(),
  }));
}

/**
 * A row in the reader's language, said again from its kind and facts. A row from before rows kept their
 * facts (or of a kind with no message) shows the English it was stored with.
 */
function inLanguage(
  kind: string,
  stored: string,
  params: Record<string, unknown> | null,
  locale: Locale,
): string {
  if (locale === "en" || params === null || !isNotificationKind(kind)) return stored;
  try {
    return notificationText(kind, params as unknown as NotificationParams[typeof kind], locale);
  } catch {
    return stored;
  }
}

/**
 * Whether the bell shows its dot: one indexed probe each for own and broadcast notifications. Asked on
 * every page a learner opens, so it is a prepared statement. (Columns are spelt out: drizzle would
 * write them unqualified, and inside the subqueries they would mean the subquery's own.)
 */
const unseenQuery = (db: Db) =>
  db
    .select({
      unseen: sql<boolean>`exists(select 1 from notifications n
          where n.user_id = "learner_stats"."user_id" and not n.seen)
        or exists(select 1 from broadcast_notifications b
          where b.id > greatest("learner_stats"."broadcasts_seen_id", "learner_stats"."broadcasts_from_id"))`,
    })
    .from(learnerStats)
    .where(eq(learnerStats.userId, sql.placeholder("userId")))
    .prepare("has_unseen_notifications");

export async function hasUnseen(db: Db, userId: string): Promise<boolean> {
  const [row] = await prepared(db, unseenQuery).execute({ userId });
  return row?.unseen ?? false;
}

/**
 * Marks seen what the learner was shown: everything up to `until` (the newest item the page listed),
 * so one that arrived after the list loaded stays unseen.
 */
export async function markSeen(db: Db, userId: string, until: Date | undefined): Promise<void> {
  // The page sees milliseconds; the database keeps microseconds: "up to" means before the next ms.
  const limit = until ? new Date(until.getTime() + 1) : new Date("9999-12-31T00:00:00Z");
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`update notifications set seen = true where user_id = ${userId} and not seen and created_at < ${limit}`,
    );
    await tx.execute(sql`
      insert into learner_stats (user_id, broadcasts_seen_id)
      values (${userId}, coalesce((select max(id) from broadcast_notifications where created_at < ${limit}), 0))
      on conflict (user_id) do update
        set broadcasts_seen_id = greatest(learner_stats.broadcasts_seen_id, excluded.broadcasts_seen_id)`);
  });
}
