import { sql } from "drizzle-orm";
import { selectRows } from "../../platform/db/client.js";
import type { Tx } from "../../platform/rewards/ledger.js";

/**
 * When the owner of an address takes back an account nobody had proved it for (OIDC linking removes
 * its password: see oidc.ts linkUser), what that account's holder wrote may be someone else's: a
 * pre-hijacker's name on the leaderboard, planted tracker rows, a subscription for their own address.
 * We cannot tell the owner's rows from an intruder's, so everything typed or chosen is cleared:
 *
 * - profile: the name becomes the identity provider's, the picture the provider's (or none), the
 *   language and product-mail choices go back to their defaults, as does hiding from the leaderboard;
 * - tracker: transactions, their month totals, budgets and their warnings, custom categories, the saved
 *   statement mapping;
 * - article ratings (the articles' averages are recounted) and the account's own notifications, which
 *   may quote tracker text (a custom category's name);
 * - newsletter subscriptions except a confirmed one for the account's own address (only its owner could
 *   have confirmed it), and picture upload records;
 * - feedback and contact messages stay with the team, no longer linked to the account.
 *
 * Learning progress (cards done and their answers, course activity, reading tasks, FinStars, FinScore
 * and streaks) is kept: the server computed it, it holds no free text anyone else reads, and the
 * likeliest holder of an unproved account is its owner who never opened the confirmation mail.
 *
 * Returns the uploaded picture to remove from storage once the transaction has committed.
 */
export async function clearUnprovedWrites(
  tx: Tx,
  user: { id: string; email: string; picture: string | null },
  provider: { name: string; picture: string | null },
): Promise<string | null> {
  const id = user.id;
  await tx.execute(sql`update users set name = ${provider.name.slice(0, 80)}, picture = ${provider.picture},
    language = null, product_mail = false, updated_at = now() where id = ${id}`);
  await tx.execute(sql`update learner_stats set leaderboard_hidden = false where user_id = ${id}`);
  for (const table of [
    "transactions",
    "transaction_month_totals",
    "budgets",
    "budget_warnings",
    "custom_categories",
    "statement_mappings",
    "notifications",
    "uploads",
  ]) {
    await tx.execute(sql`delete from ${sql.identifier(table)} where user_id = ${id}`);
  }
  const rated = await selectRows<{ article_id: number }>(
    tx,
    sql`delete from article_ratings where user_id = ${id} returning article_id`,
  );
  for (const { article_id } of rated) {
    await tx.execute(sql`update articles set
      rating_sum = (select coalesce(sum(rating), 0)::int from article_ratings where article_id = ${article_id}),
      rating_count = (select count(*)::int from article_ratings where article_id = ${article_id})
      where id = ${article_id}`);
  }
  await tx.execute(sql`delete from newsletter_subscriptions where user_id = ${id}
    and (confirmed_at is null or lower(entered_email) <> ${user.email})`);
  for (const table of ["feedback", "contact_messages"]) {
    await tx.execute(sql`update ${sql.identifier(table)} set user_id = null where user_id = ${id}`);
  }
  return user.picture?.startsWith("/uploads/") && user.picture !== provider.picture ? user.picture : null;
}
