import { type SQL, sql } from "drizzle-orm";
import { type Db, selectRows } from "../../platform/db/client.js";
import type { Tx } from "../../platform/rewards/ledger.js";

/**
 * Everything stored about a learner, table by table: the export holds one section per table (named
 * after it), and deletion clears each. A test lists every table with a user_id column and fails when
 * one is missing here, so a new table cannot quietly escape a learner's rights (DPDP Act, 2023).
 */
const byUser = (userId: string): Record<string, SQL> => ({
  users: sql`select id, email, name, picture, role, email_verified_at, product_mail, language, oidc_issuer,
      password_hash is not null as has_password, created_at, updated_at from users where id = ${userId}`,
  sessions: sql`select user_agent, first_visit, created_at, last_seen_at, expires_at from sessions
      where user_id = ${userId} order by created_at`,
  password_resets: sql`select created_at, expires_at, used_at from password_resets where user_id = ${userId}`,
  email_verifications: sql`select email, created_at, expires_at, used_at from email_verifications
      where user_id = ${userId}`,
  learner_stats: sql`select learner_number, fin_stars, finscore_sum, fin_score, week_start, week_score,
      streak_count, streak_last_day, streak_run_start, streak_freezes, modules_completed, leaderboard_hidden,
      feedback_dismissed_at, updated_at from learner_stats where user_id = ${userId}`,
  card_progress: sql`select co.title as course, c.title as card, p.user_answer, p.completed_at
      from card_progress p join cards c on c.id = p.card_id join courses co on co.id = p.course_id
      where p.user_id = ${userId} order by p.completed_at`,
  course_activity: sql`select co.title as course, a.last_active_at, a.completed_at from course_activity a
      join courses co on co.id = a.course_id where a.user_id = ${userId}`,
  review_items: sql`select co.title as course, c.title as card, r.due, r.stability, r.difficulty, r.elapsed_days,
      r.scheduled_days, r.reps, r.lapses, r.state, r.last_review, r.created_at from review_items r
      join cards c on c.id = r.card_id join modules m on m.id = c.module_id join courses co on co.id = m.course_id
      where r.user_id = ${userId} order by r.due, r.card_id`,
  review_log: sql`select c.title as card, l.day, l.user_answer, l.is_correct, l.rating, l.paid, l.next_due,
      l.reviewed_at from review_log l join cards c on c.id = l.card_id where l.user_id = ${userId}
      order by l.reviewed_at`,
  article_ratings: sql`select ar.title as article, r.rating, r.created_at, r.updated_at from article_ratings r
      join articles ar on ar.id = r.article_id where r.user_id = ${userId}`,
  reading_tasks: sql`select ar.title as article, t.day from reading_tasks t join articles ar on ar.id = t.article_id
      where t.user_id = ${userId} order by t.day`,
  finstar_ledger: sql`select change, description, created_at from finstar_ledger where user_id = ${userId}
      order by created_at, id`,
  finscore_ledger: sql`select change, description, created_at from finscore_ledger where user_id = ${userId}
      order by created_at, id`,
  streak_days: sql`select day from streak_days where user_id = ${userId} order by day`,
  reminder_preferences: sql`select email, push, hour, last_sent_day, created_at, updated_at
      from reminder_preferences where user_id = ${userId}`,
  push_subscriptions: sql`select endpoint, created_at from push_subscriptions where user_id = ${userId}
      order by created_at`,
  notifications: sql`select kind, content, link, seen, created_at from notifications where user_id = ${userId}
      order by created_at`,
  transactions: sql`select title, category, type, amount_paise::float8 / 100 as amount_rupees, occurred_on, source,
      created_at, updated_at from transactions where user_id = ${userId} order by occurred_on, id`,
  transaction_month_totals: sql`select month_start, type, category, amount_paise::float8 / 100 as amount_rupees,
      transaction_count from transaction_month_totals where user_id = ${userId} order by month_start`,
  budgets: sql`select category, year, month, limit_paise::float8 / 100 as limit_rupees, created_at, updated_at
      from budgets where user_id = ${userId} order by year, month, category`,
  budget_warnings: sql`select category, year, month, warned_at from budget_warnings where user_id = ${userId}
      order by year, month, category`,
  custom_categories: sql`select name, created_at from custom_categories where user_id = ${userId}`,
  statement_mappings: sql`select mapping, updated_at from statement_mappings where user_id = ${userId}`,
  recurring_rules: sql`select id, title, category, type, amount_paise::float8 / 100 as amount_rupees, cadence,
      day_of_month, starts_on, ends_on, status, next_on, created_at, updated_at from recurring_rules
      where user_id = ${userId} order by id`,
  recurring_entries: sql`select rule_id, period, occurs_on, transaction_id is not null as transaction_kept, created_at
      from recurring_entries where user_id = ${userId} order by rule_id, occurs_on`,
  savings_goals: sql`select id, name, target_paise::float8 / 100 as target_rupees, target_on, created_at, updated_at
      from savings_goals where user_id = ${userId} order by id`,
  goal_contributions: sql`select c.goal_id, t.title, t.amount_paise::float8 / 100 as amount_rupees, t.occurred_on
      from goal_contributions c join transactions t on t.id = c.transaction_id
      where c.user_id = ${userId} order by t.occurred_on, t.id`,
  newsletter_subscriptions: sql`select entered_email, confirmed_at, created_at from newsletter_subscriptions
      where user_id = ${userId}`,
  feedback: sql`select name, email, answers, created_at from feedback where user_id = ${userId}`,
  contact_messages: sql`select name, email, message, created_at from contact_messages where user_id = ${userId}`,
  uploads: sql`select kind, mime, size_bytes, created_at from uploads where user_id = ${userId}`,
  articles: sql`select title, status, created_at from articles where author_id = ${userId}`,
  newsletters: sql`select title, created_at from newsletters where created_by = ${userId}`,
});

/**
 * Rows kept by email address rather than account, for an address the account has proven it owns.
 * Anyone can sign up with someone else's address: until it is confirmed, `email` is null, these
 * queries match nothing, and the account sees and erases only what it made itself (its user_id).
 */
const byEmail = (email: string | null): Record<string, SQL> => ({
  auth_events: sql`select kind, created_at from auth_events where subject = ${email} order by created_at`,
  mail_queue: sql`select kind, subject, status, created_at, sent_at from mail_queue where "to" = ${email}
      order by created_at`,
});

/** The account's address once confirmed (sign-up link, or an identity provider that vouched for it), else null. */
async function provenEmail(db: Db | Tx, userId: string): Promise<string | null> {
  const [user] = await selectRows<{ email: string; verified: boolean }>(
    db,
    sql`select email, email_verified_at is not null as verified from users where id = ${userId}`,
  );
  return user?.verified ? user.email : null;
}

export async function exportLearnerData(db: Db, userId: string, now: Date) {
  const sections = { ...byUser(userId), ...byEmail(await provenEmail(db, userId)) };
  const data: Record<string, unknown[]> = {};
  for (const [table, query] of Object.entries(sections)) data[table] = await selectRows(db, query);
  return {
    exported_at: now.toISOString(),
    about:
      "Everything Arthshala stores about your account, one section per database table. Money amounts are in rupees. Passwords are never stored, only a one-way hash, which is not included.",
    data,
  };
}

/** The section names the export writes (tests compare them with the database's tables). */
export const EXPORT_SECTIONS = [...Object.keys(byUser("")), ...Object.keys(byEmail(""))];

/**
 * Erases a learner: their rows go (most by the users row's cascade), messages they sent the team are
 * kept without anything that says who sent them, and mail and sign-in records for their address are
 * deleted (for a confirmed address only, as in the export). Anonymous aggregates stay (an article's
 * rating count and average). Returns the profile picture to remove from storage once the transaction
 * has committed.
 */
export async function eraseLearner(tx: Tx, userId: string): Promise<string | null> {
  const [user] = await selectRows<{ picture: string | null }>(
    tx,
    sql`select picture from users where id = ${userId}`,
  );
  // null matches no row: an unconfirmed account's delete leaves rows kept by its address alone.
  const email = await provenEmail(tx, userId);
  for (const table of ["feedback", "contact_messages"]) {
    await tx.execute(sql`update ${sql.identifier(table)} set user_id = null, name = 'Deleted learner', email = ''
      where user_id = ${userId} or lower(email) = ${email}`);
  }
  await tx.execute(sql`delete from auth_events where subject = ${email}`);
  await tx.execute(sql`delete from mail_queue where "to" = ${email}`);
  await tx.execute(sql`delete from mail_outbox where "to" = ${email}`);
  // Upload records name who uploaded: a learner's are their pictures. (Files an admin uploaded for
  // courses stay; only the record of who sent them goes.)
  await tx.execute(sql`delete from uploads where user_id = ${userId}`);
  await tx.execute(sql`delete from users where id = ${userId}`);
  return user?.picture?.startsWith("/uploads/") ? user.picture : null;
}
